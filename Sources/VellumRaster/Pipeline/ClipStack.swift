import VellumCore

/// The nested clips of a frame: each ``push`` rasterizes a path into a new mask multiplied with
/// the enclosing one, each ``pop`` brings the enclosing one back. Masks are recycled, so a steady
/// stream of frames allocates none.
final class ClipStack {
    private var stack: [Mask] = []
    private var spare: [Mask] = []
    private var canvas = PixelBox.empty

    /// The innermost mask, or `nil` when nothing is clipped.
    var current: Mask? { stack.last }

    /// The pixels drawing can still reach.
    var bounds: PixelBox { stack.last?.bounds ?? canvas }

    /// Drops every clip, ready for a frame on a `width` × `height` canvas.
    func reset(width: Int, height: Int) {
        while !stack.isEmpty { pop() }
        if canvas != PixelBox(width: width, height: height) {
            spare.removeAll()
            canvas = PixelBox(width: width, height: height)
        }
    }

    /// Intersects the clip with `path` filled by `rule` through `transform`.
    func push(_ path: Path, rule: FillRule, transform: AffineTransform, tolerance: Double,
              rasterizer: Rasterizer) {
        let mask = spare.popLast() ?? Mask(width: canvas.width, height: canvas.height)
        if rasterizer.prepare(path, transform: transform, tolerance: tolerance, clip: bounds) != nil {
            mask.render(from: rasterizer, rule: rule, within: current)
        }
        stack.append(mask)
    }

    /// Restores the clip in force before the last ``push``.
    func pop() {
        guard let mask = stack.popLast() else { return }
        mask.clear()
        spare.append(mask)
    }
}
