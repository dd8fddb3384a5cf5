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
/// stay transparent. Pixels are evaluated four at a time in float lanes.
struct RadialGradientShader: GradientShader {
    private enum Shape {
        /// Focus on the centre.
        case concentric
        /// The start circle inside the end circle.
        case nested
        /// Anything else, including SVG 2 cones.
        case general
        /// Degenerate geometry painted with the last stop's colour.
        case lastColor
    }

    private let table: UnsafePointer<UInt32>
    let isOpaque: Bool
    let spread: SpreadMethod
    private let shape: Shape
    /// Device → gradient space, with the focus moved to the origin.
    private let map: AffineTransform
    private let startRadius: Float, radiusGrowth: Float
    private let axis: SIMD2<Float>
    private let quadratic: Float
    /// 1/dr and 1/A: multiplying is much cheaper than dividing in the pixel loop.
    private let inverseGrowth: Float, inverseQuadratic: Float

    /// The shader for `gradient` filling a shape whose user-space bounds are `bbox`, drawn with
    /// `transform`; `nil` when the mapping collapses, in which case nothing is painted.
    init?(_ gradient: RadialGradient, bbox: Rect, transform: AffineTransform, table: GradientTable) {
        let g = gradient.resolved(in: bbox)
        guard let deviceToGradient = g.transform.concatenating(transform).inverted() else { return nil }
        self.table = table.load(gradient.gradient)
        let focus = g.focus
        map = deviceToGradient.concatenating(AffineTransform(translationX: -focus.x, y: -focus.y))
        let r0 = max(g.startRadius, 0)
        let e = g.center - focus
        let dr = g.endRadius - r0
        startRadius = Float(r0)
        radiusGrowth = Float(dr)
        axis = SIMD2(Float(e.x), Float(e.y))
        quadratic = Float(e.dot(e) - dr * dr)
        inverseGrowth = 1 / radiusGrowth
        inverseQuadratic = 1 / quadratic
        spread = gradient.spread
        if g.endRadius <= 0 || dr == 0 {
            shape = .lastColor  // SVG: a zero radius paints the last stop's colour.
        } else if e == .zero {
            shape = .concentric
        } else {
            shape = e.length < dr ? .nested : .general
        }
        isOpaque = table.isOpaque && shape != .general
    }

    @inline(__always)
    func shade<Spread: GradientSpread>(_: Spread.Type, _ x: Int, _ y: Int, _ count: Int,
                                               _ out: UnsafeMutablePointer<UInt32>) {
        // The row's start (column 0) in double precision, the column's steps in float lanes from
        // the pixel's own column: a span cut by a damage region shades as the whole frame's.
        let p = Point(x: 0, y: Double(y) + 0.5).applying(map)
        let px = Lanes(repeating: Float(p.x)), py = Lanes(repeating: Float(p.y))
        let sx = Lanes(repeating: Float(map.a)), sy = Lanes(repeating: Float(map.b))
        var i = 0
        while i < count {
            let k = Lanes(repeating: Float(x + i)) + Lanes(0.5, 1.5, 2.5, 3.5)
            let dx = px + sx * k, dy = py + sy * k
            switch shape {
            case .concentric:
                let t = ((dx * dx + dy * dy).squareRoot() - startRadius) * inverseGrowth
                out.storeEntries(Spread.indices(t), from: table, at: i, count: count)
            case .nested:
                let b = dx * axis.x + dy * axis.y + startRadius * radiusGrowth
                let c = dx * dx + dy * dy - startRadius * startRadius
                let root = clamp(b * b - quadratic * c, 0, .infinity).squareRoot()
                out.storeEntries(Spread.indices((b - root) * inverseQuadratic), from: table, at: i, count: count)
            case .general:
                let (t, reached) = generalLocation(dx, dy)
                let indices = Spread.indices(t)
                for lane in 0..<min(4, count - i) {
                    out[i + lane] = reached[lane] ? table[Int(indices[lane])] : 0
                }
            case .lastColor:
                out.storeEntries(SIMD4(repeating: UInt32(GradientTable.size - 1)), from: table, at: i, count: count)
            }
            i += 4
        }
    }

    /// The largest root with a non-negative radius, and which lanes have one at all.
    @inline(__always)
    private func generalLocation(_ dx: Lanes, _ dy: Lanes) -> (Lanes, SIMDMask<SIMD4<Int32>>) {
        let zero = Lanes(repeating: 0)
        let b = dx * axis.x + dy * axis.y + startRadius * radiusGrowth
        let c = dx * dx + dy * dy - startRadius * startRadius
        if abs(quadratic) < 1e-6 * max(axis.x * axis.x + axis.y * axis.y, 1e-30) {
            // The cone's side is parallel to the axis: the equation is linear.
            let t = c / (2 * b)
            return (t.replacing(with: zero, where: b .== 0), (b .!= 0) .& (startRadius + t * radiusGrowth .>= 0))
        }
        let discriminant = b * b - quadratic * c
        let root = clamp(discriminant, 0, .infinity).squareRoot()
        let sign: Float = quadratic > 0 ? 1 : -1
        let large = (b + sign * root) / quadratic, small = (b - sign * root) / quadratic
        let largeOK = startRadius + large * radiusGrowth .>= 0
        let smallOK = startRadius + small * radiusGrowth .>= 0
        let t = small.replacing(with: large, where: largeOK)
        return (t, (discriminant .>= 0) .& (largeOK .| smallOK))
    }
}
