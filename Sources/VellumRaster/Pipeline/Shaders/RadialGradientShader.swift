import CVellumKernels
import VellumCore

/// A radial (two-point conical) gradient as SVG 2, Canvas, PDF and Skia define it: location 0 on
/// the circle of `startRadius` around the focus, location 1 on the end circle. A focus outside the
/// end circle makes a cone, and points no circle of it reaches stay transparent (SVG 1.1 moved
/// such a focus onto the circle instead; browsers, resvg and Cairo draw the cone).
///
/// The location of a point p is the largest t whose circle — centre focus + t·(centre − focus),
/// radius r0 + t·(r1 − r0), with a non-negative radius — passes through p. Writing d = p − focus,
/// e = centre − focus and dr = r1 − r0, that is the larger root of
///
///     A·t² − 2·b·t + c = 0,   A = e·e − dr²,  b = d·e + r0·dr,  c = d·d − r0².
///
/// With the focus on the centre it reduces to t = (|d| − r0)/dr. When the start circle lies
/// inside the end circle (A < 0, the usual case) the larger root always exists and is
/// (b − √(b² − A·c))/A; only other cones need the general case, where points no circle reaches
/// stay transparent. Pixels are evaluated by the kernels `RasterKernels` chose, eight at a time in
/// float lanes (`vk_location` in `KernelBodies.h`).
struct RadialGradientShader: Shader {
    /// Device → gradient space, with the focus moved to the origin.
    private let map: AffineTransform
    /// The kernels' description; `nil` for degenerate geometry, painted with the last stop's
    /// colour.
    private let gradient: vk_gradient?
    private let lastColor: UInt32
    let isOpaque: Bool
    var solidColor: UInt32? { nil }

    /// The shader for `gradient` filling a shape whose user-space bounds are `bbox`, drawn with
    /// `transform`; `nil` when the mapping collapses, in which case nothing is painted.
    init?(_ gradient: RadialGradient, bbox: Rect, transform: AffineTransform, table: GradientTable) {
        let g = gradient.resolved(in: bbox)
        guard let deviceToGradient = g.transform.concatenating(transform).inverted() else { return nil }
        let entries = table.load(gradient.gradient)
        lastColor = entries[GradientTable.size - 1]
        let focus = g.focus
        map = deviceToGradient.concatenating(AffineTransform(translationX: -focus.x, y: -focus.y))
        let r0 = max(g.startRadius, 0)
        let e = g.center - focus
        let dr = g.endRadius - r0
        let shape: vk_gradient_shape
        if g.endRadius <= 0 || dr == 0 {
            self.gradient = nil  // SVG: a zero radius paints the last stop's colour.
            isOpaque = table.isOpaque
            return
        } else if e == .zero {
            shape = VK_GRADIENT_CONCENTRIC
        } else if e.length < dr {
            shape = VK_GRADIENT_NESTED
        } else {
            shape = Self.coneShape(axis: SIMD2(Float(e.x), Float(e.y)), quadratic: Float(e.dot(e) - dr * dr))
        }
        isOpaque = table.isOpaque && (shape == VK_GRADIENT_CONCENTRIC || shape == VK_GRADIENT_NESTED)
        let radiusGrowth = Float(dr), quadratic = Float(e.dot(e) - dr * dr)
        self.gradient = vk_gradient(table: entries, shape: shape, spread: vk_spread(gradient.spread),
                                    step_x: Float(map.a), step_y: Float(map.b), start_radius: Float(r0),
                                    radius_growth: radiusGrowth, axis_x: Float(e.x), axis_y: Float(e.y),
                                    quadratic: quadratic, inverse_growth: 1 / radiusGrowth,
                                    inverse_quadratic: 1 / quadratic, conic_split: 0, conic_turns: 0,
                                    conic_inverse_sweep: 0, conic_gap_middle: 0)
    }

    /// A cone whose side is parallel to its axis (A ≈ 0) makes the equation linear.
    private static func coneShape(axis: SIMD2<Float>, quadratic: Float) -> vk_gradient_shape {
        let parallel = abs(quadratic) < 1e-6 * max(axis.x * axis.x + axis.y * axis.y, 1e-30)
        return parallel ? VK_GRADIENT_PARALLEL_CONE : VK_GRADIENT_CONE
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard let gradient else { return out.update(repeating: lastColor, count: count) }
        // The row's start (column 0) in double precision, the column's steps in float lanes from
        // the pixel's own column (the kernel's): a span cut by a damage region shades as the
        // whole frame's.
        let p = Point(x: 0, y: Double(y) + 0.5).applying(map)
        gradient.shade(rowX: Float(p.x), rowY: Float(p.y), x: x, count: count, into: out)
    }
}
