import VellumCore

/// A linear gradient: the location is an affine function of the device position,
/// t = A·x + B·y + C, so a span costs a multiply-add and a table lookup per pixel.
struct LinearGradientShader: GradientShader {
    private let table: UnsafePointer<UInt32>
    let isOpaque: Bool
    let spread: SpreadMethod
    private let dx: Double, dy: Double, offset: Double

    /// The shader for `gradient` filling a shape whose user-space bounds are `bbox`, drawn with
    /// `transform`; `nil` when the mapping collapses (a zero-area bounding box or transform), in
    /// which case nothing is painted.
    init?(_ gradient: LinearGradient, bbox: Rect, transform: AffineTransform, table: GradientTable) {
        let (start, end, gradientToUser) = gradient.resolved(in: bbox)
        guard let deviceToGradient = gradientToUser.concatenating(transform).inverted() else { return nil }
        self.table = table.load(gradient.gradient)
        isOpaque = table.isOpaque
        let axis = end - start
        let length2 = axis.dot(axis)
        guard length2 > 0 else {
            // SVG: coincident end points paint the last stop's colour everywhere.
            (spread, dx, dy, offset) = (.pad, 0, 0, 1)
            return
        }
        // t = (p − start)·axis / |axis|² with p = deviceToGradient(x, y).
        let m = deviceToGradient
        spread = gradient.spread
        dx = (m.a * axis.x + m.b * axis.y) / length2
        dy = (m.c * axis.x + m.d * axis.y) / length2
        offset = ((m.tx - start.x) * axis.x + (m.ty - start.y) * axis.y) / length2
    }

    @inline(__always)
    func shade<Spread: GradientSpread>(_: Spread.Type, _ x: Int, _ y: Int, _ count: Int,
                                               _ out: UnsafeMutablePointer<UInt32>) {
        // The row's part is computed in double precision, the column's in float lanes — from
        // the pixel's own column, never from where the span starts, so a pixel gets the same
        // colour in a span cut by a damage region as in the whole frame's.
        let row = Float(dy * (Double(y) + 0.5) + offset)
        if dx == 0 {
            // A vertical gradient, as on most buttons and badges: one colour per row.
            out.update(repeating: table[Int(Spread.indices(Lanes(repeating: row))[0])], count: count)
            return
        }
        let base = Lanes(repeating: row), step = Lanes(repeating: Float(dx))
        var i = 0
        while i < count {
            let t = base + step * (Lanes(repeating: Float(x + i)) + Lanes(0.5, 1.5, 2.5, 3.5))
            out.storeEntries(Spread.indices(t), from: table, at: i, count: count)
            i += 4
        }
    }
}
