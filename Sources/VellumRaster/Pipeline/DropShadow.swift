import VellumCore

/// Draws a layer's drop shadow: its alpha blurred by a Gaussian of standard deviation radius/2
/// (as CSS and SVG's feDropShadow), moved by the offset, tinted with the shadow colour and
/// composited under the layer.
///
/// The blur is separable (rows, then columns) and exact to the sampled Gaussian, with the
/// kernels every backend shares (``VellumCore/ShadowKernel``), which fold a fractional offset in.
enum DropShadow {
    /// Composites the shadow of `layer` (drawn inside `box`) onto `destination`, through `mask`
    /// when given, inside `area` and the destination's window, and returns the box it touched — over what `destination` holds, or beneath it when `under` (the layer's own
    /// pixels, so that content and shadow composite together). Each output pixel is a fixed sum
    /// over the layer pixels within the kernel's reach, so a smaller area changes no pixel in it.
    static func draw(_ shadow: Shadow, of layer: PixelWindow<UInt32>, box: PixelBox, mask: PixelWindow<UInt8>?,
                     onto destination: PixelWindow<UInt32>, under: Bool = false, within area: PixelBox) -> PixelBox {
        let color = PixelMath.premultiplied(shadow.color)
        guard PixelMath.alpha(color) > 0, !box.isEmpty else { return .empty }
        // An offset that takes the shadow off the canvas would only overflow the kernel's shift.
        let far = Double(destination.box.maxX + destination.box.maxY + 2 * shadow.blurReach)
        guard abs(shadow.offset.x) < far, abs(shadow.offset.y) < far else { return .empty }
        let kx = ShadowKernel(shadow, offset: shadow.offset.x)
        let ky = ShadowKernel(shadow, offset: shadow.offset.y)
        let out = PixelBox(minX: box.minX + kx.first, minY: box.minY + ky.first,
                           maxX: box.maxX + kx.last + 1, maxY: box.maxY + ky.last + 1)
            .intersection(destination.box).intersection(area)
            // Outside the clip's bounds the mask is 0: nothing to draw there.
            .intersection(mask?.box ?? destination.box)
        guard !out.isEmpty else { return .empty }

        // Rows: blur the layer's alpha horizontally into the output columns.
        var rows = [Float](repeating: 0, count: out.width * box.height)
        for y in box.minY..<box.maxY {
            let source = layer.at(x: box.minX, y: y)
            let row = (y - box.minY) * out.width
            for x in out.minX..<out.maxX {
                rows[row + x - out.minX] = kx.apply(at: x) { j in
                    j >= box.minX && j < box.maxX ? Float(PixelMath.alpha(source[j - box.minX])) : 0
                }
            }
        }
        // Columns: blur vertically and composite row by row.
        var coverage = [UInt8](repeating: 0, count: out.width)
        for y in out.minY..<out.maxY {
            for x in 0..<out.width {
                let a = ky.apply(at: y) { j in
                    j >= box.minY && j < box.maxY ? rows[(j - box.minY) * out.width + x] : 0
                }
                coverage[x] = UInt8(min(max(a, 0), 255).rounded())
            }
            coverage.withUnsafeMutableBufferPointer { c in
                if let mask { Compositor.multiply(c.baseAddress!, by: mask.at(x: out.minX, y: y), count: out.width) }
                let row = destination.at(x: out.minX, y: y)
                if under {
                    // Destination-over: the layer's content stays on top of its shadow.
                    for x in 0..<out.width where c[x] != 0 {
                        row[x] = PixelMath.sourceOver(row[x], onto: PixelMath.scale(color, by: UInt32(c[x])))
                    }
                } else {
                    Compositor.solid(color, coverage: c.baseAddress!, into: row, count: out.width, writable: out.width)
                }
            }
        }
        return out
    }
}
