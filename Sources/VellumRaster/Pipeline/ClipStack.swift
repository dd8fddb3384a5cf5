import VellumCore

/// The nested clips of a frame: each ``push`` rasterizes a path into a new mask multiplied with
/// the enclosing one, each ``pop`` brings the enclosing one back. Masks are recycled, so a steady
/// stream of frames allocates none, and each stores only the pixels its clip reaches.
///
/// A layer starts a new *chain*: inside it, drawing is clipped only by the clips pushed inside it,
/// because the clips around the layer are applied once, when the layer (and its shadow) is
/// composited — applying them while drawing too would clip the anti-aliased edges twice.
final class ClipStack {
    private struct Entry {
        let mask: Mask
        /// The pixels drawing can reach here: the box of every mask on the stack, intersected.
        let reach: PixelBox
    }

    // Read for every drawing, on the one thread drawing the frame.
    @exclusivity(unchecked) private var stack: [Entry] = []
    private var chainStarts: [Int] = []
    private var spare: [Mask] = []
    @exclusivity(unchecked) private var canvas = PixelBox.empty

    /// The innermost mask of the current chain, or `nil` when nothing in it clips.
    var current: Mask? {
        stack.count > (chainStarts.last ?? 0) ? stack[stack.count - 1].mask : nil
    }

    /// The pixels drawing can still reach, whatever chain they are in.
    var bounds: PixelBox { stack.last?.reach ?? canvas }

    /// Drops every clip, ready for a frame on a `width` × `height` canvas.
    func reset(width: Int, height: Int) {
        while !stack.isEmpty { pop() }
        chainStarts.removeAll(keepingCapacity: true)
        canvas = PixelBox(width: width, height: height)
    }

    /// Intersects the clip with the path `rasterizer` holds prepared against ``bounds`` (when
    /// `prepared`; an outline covering nothing clips everything away), filled by `rule`.
    func push(rule: FillRule, rasterizer: Rasterizer, prepared: Bool) {
        let mask = spare.popLast() ?? Mask()
        let reach = bounds
        if prepared { mask.render(from: rasterizer, rule: rule, within: current) }
        stack.append(Entry(mask: mask, reach: reach.intersection(mask.bounds)))
    }

    /// Restores the clip in force before the last ``push``.
    func pop() {
        guard let entry = stack.popLast() else { return }
        entry.mask.clear()
        spare.append(entry.mask)
    }

    /// Starts a chain for a layer: until ``endChain()``, ``current`` holds only clips pushed since.
    func beginChain() {
        chainStarts.append(stack.count)
    }

    /// Ends the innermost layer's chain.
    func endChain() {
        _ = chainStarts.popLast()
    }
}
