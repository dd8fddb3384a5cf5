import CVellumKernels
import VellumCore

/// A linear gradient: the location is an affine function of the device position,
/// t = A·x + B·y + C, so a span costs a multiply-add and a table lookup per pixel (in the
/// kernels `RasterKernels` chose, eight pixels at a time).
struct LinearGradientShader: Shader {
    private let gradient: vk_gradient
    let isOpaque: Bool
    private let dy: Double, offset: Double
    var solidColor: UInt32? { nil }

    /// The shader for `gradient` filling a shape whose user-space bounds are `bbox`, drawn with
    /// `transform`; `nil` when the mapping collapses (a zero-area bounding box or transform), in
    /// which case nothing is painted.
    init?(_ gradient: LinearGradient, bbox: Rect, transform: AffineTransform, table: GradientTable) {
        let (start, end, gradientToUser) = gradient.resolved(in: bbox)
        guard let deviceToGradient = gradientToUser.concatenating(transform).inverted() else { return nil }
        let entries = table.load(gradient.gradient)
        isOpaque = table.isOpaque
        let axis = end - start
        let length2 = axis.dot(axis)
        let spread: SpreadMethod, dx: Double
        if length2 > 0 {
            // t = (p − start)·axis / |axis|² with p = deviceToGradient(x, y).
            let m = deviceToGradient
            spread = gradient.spread
            dx = (m.a * axis.x + m.b * axis.y) / length2
            dy = (m.c * axis.x + m.d * axis.y) / length2
            offset = ((m.tx - start.x) * axis.x + (m.ty - start.y) * axis.y) / length2
        } else {
            // SVG: coincident end points paint the last stop's colour everywhere.
            (spread, dx, dy, offset) = (.pad, 0, 0, 1)
        }
        self.gradient = vk_gradient(table: entries, shape: VK_GRADIENT_LINEAR, spread: vk_spread(spread),
                                    step_x: Float(dx), step_y: 0, start_radius: 0, radius_growth: 0, axis_x: 0,
                                    axis_y: 0, quadratic: 0, inverse_growth: 0, inverse_quadratic: 0, conic_split: 0,
                                    conic_turns: 0, conic_inverse_sweep: 0, conic_gap_middle: 0)
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // The row's part is computed in double precision, the column's in float lanes from the
        // pixel's own column (the kernel's), so a pixel gets the same colour in a span cut by a
        // damage region as in the whole frame's.
        gradient.shade(rowX: Float(dy * (Double(y) + 0.5) + offset), rowY: 0, x: x, count: count, into: out)
    }
}
