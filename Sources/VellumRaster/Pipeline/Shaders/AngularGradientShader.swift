import CVellumKernels
import VellumCore

/// A conic (angular) gradient: the location follows the direction from the centre, as
/// ``AngularLocationLayout`` lays it out. The device → gradient map also turns the start direction
/// onto the x axis and, for a counter-clockwise gradient, mirrors y, so the kernels see offsets
/// from the start as plain clockwise turns (`vk_turns` in `KernelBodies.h`, eight pixels at a
/// time in float lanes) and look them up in the gradient's table.
struct AngularGradientShader: Shader {
    /// Device → gradient space with the centre at the origin and the start direction along x.
    private let map: AffineTransform
    private let gradient: vk_gradient
    let isOpaque: Bool
    var solidColor: UInt32? { nil }

    /// The shader for `gradient` filling a shape whose user-space bounds are `bbox`, drawn with
    /// `transform`; `nil` when the mapping collapses, in which case nothing is painted.
    init?(_ gradient: AngularGradient, bbox: Rect, transform: AffineTransform, table: GradientTable) {
        let g = gradient.resolved(in: bbox)
        guard let deviceToGradient = g.transform.concatenating(transform).inverted() else { return nil }
        let layout = gradient.locationLayout
        let toStart = AffineTransform(translationX: -g.center.x, y: -g.center.y)
            .concatenating(AffineTransform(rotationAngle: .radians(-layout.startAngle)))
            .concatenating(AffineTransform(scaleX: 1, y: layout.direction))
        map = deviceToGradient.concatenating(toStart)
        let entries = table.load(gradient.gradient)
        isOpaque = table.isOpaque
        // The layout in turns: the sweep's whole turns, and where within the turn it ends.
        let sweep = layout.sweep / (2 * Double.pi)
        let turns = sweep.rounded(.down)
        let split = sweep - turns
        self.gradient = vk_gradient(
            table: entries, shape: VK_GRADIENT_CONIC, spread: VK_SPREAD_PAD, step_x: Float(map.a), step_y: Float(map.b),
            start_radius: 0, radius_growth: 0, axis_x: 0, axis_y: 0, quadratic: 0, inverse_growth: 0,
            inverse_quadratic: 0, conic_split: Float(split), conic_turns: Float(turns),
            conic_inverse_sweep: Float(1 / sweep), conic_gap_middle: Float(sweep + (1 - sweep) / 2))
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // As the radial shader: the row's start in double precision, the steps in float lanes
        // from the pixel's own column, so a span cut by a damage region shades as the whole frame's.
        let p = Point(x: 0, y: Double(y) + 0.5).applying(map)
        gradient.shade(rowX: Float(p.x), rowY: Float(p.y), x: x, count: count, into: out)
    }
}
