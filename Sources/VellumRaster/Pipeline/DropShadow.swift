import VellumBlur
import VellumCore

/// Draws a layer's drop shadow: its alpha blurred by a Gaussian of standard deviation radius/2
/// (as CSS and SVG's feDropShadow), moved by the offset, tinted with the shadow colour and
/// composited under the layer.
///
/// The blur is the one every backend shares (``VellumBlur/SeparableBlur``): separable (rows, then
/// columns), a sampled Gaussian or three box passes from σ = 2, with a fractional offset folded
/// into its kernels.
enum DropShadow {
    /// Composites the shadow of `layer` (drawn inside `box`) onto `destination`, through `mask`
    /// when given, inside `area` and the destination's window, and returns the box it touched — over what `destination` holds, or beneath it when `under` (the layer's own
    /// pixels, so that content and shadow composite together). Each output pixel is a fixed sum
    /// over the layer pixels within the kernel's reach, so a smaller area changes no pixel in it.
    static func draw(_ shadow: Shadow, of layer: PixelWindow<UInt32>, box: PixelBox, mask: PixelWindow<UInt8>?,
                     onto destination: PixelWindow<UInt32>, under: Bool = false, within area: PixelBox) -> PixelBox {
        let color = PixelMath.premultiplied(shadow.color)
        guard PixelMath.alpha(color) > 0, !box.isEmpty else { return .empty }
        let blur = SeparableBlur(shadow)
        let out = PixelBox(minX: box.minX + blur.horizontal.first, minY: box.minY + blur.vertical.first,
                           maxX: box.maxX + blur.horizontal.last + 1, maxY: box.maxY + blur.vertical.last + 1)
            .intersection(destination.box).intersection(area)
            // Outside the clip's bounds the mask is 0: nothing to draw there.
            .intersection(mask?.box ?? destination.box)
        guard !out.isEmpty else { return .empty }
        blur.apply(columns: box.minX..<box.maxX, rows: box.minY..<box.maxY,
                   readRow: { y, alpha in
                       let source = layer.at(x: box.minX, y: y)
                       for x in 0..<alpha.count { alpha[x] = Float(PixelMath.alpha(source[x])) }
                   },
                   outputColumns: out.minX..<out.maxX, outputRows: out.minY..<out.maxY,
                   writeRow: { y, c in
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
                   })
        return out
    }
}
