// Circular and elliptical arcs, emitted as cubic Béziers.

import Foundation

extension Path {
    /// The widest angle one cubic Bézier spans when approximating an arc.
    ///
    /// A cubic with control length 4/3·tan(θ/4) departs from its circle by at most
    /// ≈ 0.027 % of the radius for θ = 90°, but only ≈ 0.0024 % for θ = 60°: that keeps a
    /// 1000-pixel radius within 0.03 px, invisible after anti-aliasing, at the cost of six cubics
    /// instead of four for a full circle.
    static let maxArcSegmentAngle = Double.pi / 3

    /// Adds an arc of a circle, Core Graphics–style, given by its centre, radius and end angles.
    ///
    /// Angles are measured from the +x axis towards +y. Because y points down, that is clockwise
    /// on screen: 0 is the rightmost point of the circle, π/2 the bottom, π the left, 3π/2 the top.
    ///
    /// - `clockwise: true` sweeps with *increasing* angle, which is clockwise on screen. The sweep is
    ///   `endAngle − startAngle` brought into (0, 2π]; a difference of 2π or more draws the full
    ///   circle.
    /// - `clockwise: false` sweeps with decreasing angle (counter-clockwise on screen), the sweep
    ///   being `startAngle − endAngle` brought into (0, 2π] in the same way.
    /// - When `startAngle == endAngle` exactly, the sweep is zero and only the start point is added.
    ///
    /// This is UIKit's `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` convention:
    /// in the Ray Wenderlich "Flo" tutorial, the arc from 3π/4 to π/4 with `clockwise: true` covers
    /// 270° through the top of the circle. Code written for UIKit, or for Core Graphics on iOS
    /// (whose flipped context also has y down), ports unchanged. SwiftUI's `Path.addArc(…,
    /// clockwise:)` names the flag after the un-flipped Core Graphics coordinate system, so it
    /// means the opposite on screen: invert the flag when porting SwiftUI code.
    ///
    /// If the path has a current point, a straight line is added from it to the arc's start, as
    /// Core Graphics does; otherwise the arc starts a new subpath. The arc is made of cubic Béziers
    /// spanning at most 60° each (see ``addRelativeArc(center:radius:startAngle:delta:transform:)``).
    ///
    /// `transform` is applied to the arc's points (not to the current point), so a non-uniform
    /// scale gives an elliptical arc.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: AffineTransform = .identity) {
        let sweep = Self.arcSweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep),
                       transform: transform)
    }

    /// Adds an arc of a circle that starts at `startAngle` and turns by `delta`, as SwiftUI's and
    /// Core Graphics' `addRelativeArc`.
    ///
    /// A positive `delta` sweeps with increasing angle, clockwise on screen (y points down); a
    /// `delta` beyond ±2π winds around the circle more than once. If the path has a current point a
    /// line joins it to the arc's start, otherwise the arc starts a new subpath.
    ///
    /// The arc is emitted as cubic Béziers of at most 60° each with the standard control length
    /// 4/3·tan(θ/4)·radius, which keeps every point within 0.003 % of the radius of the true circle.
    ///
    /// `transform` is applied to the arc's points (not to the current point).
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Angle, delta: Angle,
                                        transform: AffineTransform = .identity) {
        let toUser = AffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        connect(to: startAngle.unitVector.applying(toUser))
        appendUnitArc(start: startAngle.radians, sweep: delta.radians, mapping: toUser)
    }

    /// Adds a line towards `tangent1End` that turns into a circular arc of `radius` tangent to both
    /// the line current point → `tangent1End` and the line `tangent1End` → `tangent2End`, as Core
    /// Graphics' `addArc(tangent1End:tangent2End:radius:)` (HTML canvas `arcTo`).
    ///
    /// The path gets a line from the current point to the first tangent point, then the arc, which
    /// ends on the second line; the corner at `tangent1End` is rounded off. This is how rounded
    /// corners are usually built:
    ///
    ///     path.move(to: Point(x: 0, y: 0))
    ///     path.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: Point(x: 100, y: 100), radius: 20)
    ///     // line to (80, 0), quarter circle to (100, 20)
    ///
    /// When no arc fits — zero or negative radius, a current point or `tangent2End` equal to
    /// `tangent1End`, or three collinear points — a straight line to `tangent1End` is added instead.
    /// Without a current point it starts a subpath at `tangent1End`.
    ///
    /// `transform` is applied to the tangent points and the arc; the current point is already in
    /// path space.
    public mutating func addArc(tangent1End: Point, tangent2End: Point, radius: Double,
                                transform: AffineTransform = .identity) {
        guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
        guard let toLocal = transform.inverted(),
              let arc = TangentArc(from: current.applying(toLocal), corner: tangent1End,
                                   to: tangent2End, radius: radius)
        else { return addLine(to: tangent1End.applying(transform)) }
        let toUser = AffineTransform(a: radius, b: 0, c: 0, d: radius, tx: arc.center.x, ty: arc.center.y)
            .concatenating(transform)
        connect(to: arc.start.applying(transform))
        appendUnitArc(start: arc.startAngle, sweep: arc.sweep, mapping: toUser)
    }

    /// Adds an SVG elliptical arc from the current point to `end` (SVG 1.1 path command `A`,
    /// endpoint parameterisation, implemented after appendix F.6).
    ///
    /// - Parameters:
    ///   - end: Where the arc ends.
    ///   - radii: The ellipse's radii before rotation. Negative radii count as positive; when either
    ///     is zero the arc is a straight line; when they are too small for an ellipse to join both
    ///     points they are scaled up, keeping their ratio, until one just fits.
    ///   - xAxisRotation: How far the ellipse's x axis is turned, clockwise on screen.
    ///   - largeArc: Of the two arcs joining the points, take the one spanning more than 180°.
    ///   - sweep: SVG's sweep flag: `true` goes from start to end with increasing angle, which is
    ///     clockwise on screen since y points down.
    ///
    /// When `end` equals the current point nothing is added, as SVG requires. Without a current
    /// point it starts a subpath at `end`.
    public mutating func addEllipticalArc(to end: Point, radii: Size, xAxisRotation: Angle,
                                          largeArc: Bool, sweep: Bool) {
        guard let start = currentPoint else { return move(to: end) }
        guard start != end else { return }
        guard let arc = EllipticalArc(from: start, to: end, radii: radii, xAxisRotation: xAxisRotation,
                                      largeArc: largeArc, sweep: sweep)
        else { return addLine(to: end) }
        appendUnitArc(start: arc.startAngle, sweep: arc.sweep, mapping: arc.toUser, exactEnd: end)
    }
}

// MARK: - Emitting cubics

extension Path {
    /// The signed sweep of `addArc(center:…clockwise:)`, per the rules in its documentation.
    static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let difference = clockwise ? end - start : start - end
        guard difference != 0 else { return 0 }
        let fullTurn = 2 * Double.pi
        var sweep = fullTurn
        if !(difference >= fullTurn) {
            // truncatingRemainder lies in (−2π, 2π); shift non-positive values into (0, 2π].
            sweep = difference.truncatingRemainder(dividingBy: fullTurn)
            if sweep <= 0 { sweep += fullTurn }
        }
        return clockwise ? sweep : -sweep
    }

    /// How many cubics approximate an arc sweeping `sweep` radians: enough to keep each within
    /// ``maxArcSegmentAngle``, and a bounded number however wild the angle.
    static func arcSegmentCount(sweep: Double) -> Int {
        guard sweep != 0 else { return 0 }
        // The slack keeps exactly 60°, 90°, 360°… from gaining a segment through rounding.
        let n = (abs(sweep) / maxArcSegmentAngle * (1 - 1e-12)).rounded(.up)
        guard n.isFinite else { return 1 }  // NaN or infinite angles yield non-finite geometry.
        return max(1, min(Bezier.maxSegments, Int(n)))
    }

    /// Adds a line to `point`, or starts a subpath there without a current point. A line shorter
    /// than rounding noise is left out, so an arc continuing from where the path is adds no
    /// zero-length segment (which would show up as a spurious join).
    mutating func connect(to point: Point) {
        guard let current = currentPoint else { return move(to: point) }
        let scale = max(1, abs(point.x), abs(point.y))
        if current.distance(to: point) > 1e-9 * scale { addLine(to: point) }
    }

    /// Appends cubics for the unit-circle arc from angle `start` turning by `sweep` radians, mapped
    /// through `mapping`. The path's current point must already be at the arc's start.
    ///
    /// - Parameter exactEnd: Replaces the computed last point, so an arc that must land on a given
    ///   point does so exactly rather than within trigonometric rounding.
    private mutating func appendUnitArc(start: Double, sweep: Double, mapping: AffineTransform,
                                        exactEnd: Point? = nil) {
        let count = Self.arcSegmentCount(sweep: sweep)
        guard count > 0 else { return }
        let step = sweep / Double(count)
        // Control points sit on the tangents at distance 4/3·tan(θ/4), which puts each cubic's
        // midpoint exactly on the circle. A negative step flips the tangents with it.
        let k = 4.0 / 3.0 * tan(step / 4)
        var from = Angle(radians: start).unitVector
        for i in 1...count {
            let to = Angle(radians: i == count ? start + sweep : start + Double(i) * step).unitVector
            // The tangent of (cos a, sin a) is (−sin a, cos a), the vector turned 90° clockwise.
            let control1 = from + k * from.perpendicular
            let control2 = to - k * to.perpendicular
            let end = i == count ? exactEnd ?? to.applying(mapping) : to.applying(mapping)
            addCurve(to: end, control1: control1.applying(mapping), control2: control2.applying(mapping))
            from = to
        }
    }
}

// MARK: - Arc geometry

/// The circle of a tangent arc (`arcTo`) and where on it the arc runs, in the arc's own space.
private struct TangentArc {
    var center: Point
    /// The first tangent point, where the arc begins.
    var start: Point
    var startAngle: Double
    var sweep: Double

    /// The arc tangent to p0 → corner and corner → p2, or `nil` when none exists.
    init?(from p0: Point, corner: Point, to p2: Point, radius: Double) {
        guard radius > 0,
              let back = (p0 - corner).normalized,
              let forward = (p2 - corner).normalized
        else { return nil }
        let cross = back.cross(forward)
        // Collinear points give either no corner or a full reversal; neither has a tangent circle.
        guard abs(cross) > 1e-12, let bisector = (back + forward).normalized else { return nil }
        let halfAngle = atan2(abs(cross), back.dot(forward)) / 2
        start = corner + back * (radius / tan(halfAngle))
        center = corner + bisector * (radius / sin(halfAngle))
        startAngle = atan2(start.y - center.y, start.x - center.x)
        // Travelling −back then forward, a positive cross product of those directions is a
        // clockwise turn on screen, which follows increasing angle on the circle.
        let turnsClockwise = (-back).cross(forward) > 0
        sweep = (Double.pi - 2 * halfAngle) * (turnsClockwise ? 1 : -1)
    }
}

/// An SVG endpoint-parameterised arc converted to centre parameterisation (SVG 1.1 F.6.5–F.6.6).
private struct EllipticalArc {
    /// Maps the unit circle onto the arc's ellipse.
    var toUser: AffineTransform
    var startAngle: Double
    var sweep: Double

    /// The arc between two distinct points, or `nil` when a radius is zero (a straight line).
    init?(from start: Point, to end: Point, radii: Size, xAxisRotation: Angle, largeArc: Bool,
          sweep sweepFlag: Bool) {
        var rx = abs(radii.width), ry = abs(radii.height)
        guard rx > 0, ry > 0 else { return nil }
        let rotation = AffineTransform(rotationAngle: xAxisRotation)
        // F.6.5.1: the half chord in the ellipse's unrotated frame.
        let h = ((start - end) / 2).applyingLinear(AffineTransform(rotationAngle: -xAxisRotation))
        // F.6.6.2: radii too small to span the chord grow uniformly until the ellipse just fits.
        let lambda = (h.x * h.x) / (rx * rx) + (h.y * h.y) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // F.6.5.2: the centre in the unrotated frame; the flags pick one of two candidates.
        let rx2 = rx * rx, ry2 = ry * ry
        let denominator = rx2 * h.y * h.y + ry2 * h.x * h.x
        var factor = max(0, (rx2 * ry2 - denominator) / denominator).squareRoot()
        if largeArc == sweepFlag { factor = -factor }
        let c = Point(x: factor * rx * h.y / ry, y: -factor * ry * h.x / rx)
        // F.6.5.3: the centre in user space.
        let center = c.applyingLinear(rotation) + (start + end) / 2
        // F.6.5.5–6: start angle and sweep on the unit circle.
        let u = Point(x: (h.x - c.x) / rx, y: (h.y - c.y) / ry)
        let v = Point(x: (-h.x - c.x) / rx, y: (-h.y - c.y) / ry)
        startAngle = atan2(u.y, u.x)
        var delta = atan2(u.cross(v), u.dot(v))
        if sweepFlag && delta < 0 { delta += 2 * .pi }
        if !sweepFlag && delta > 0 { delta -= 2 * .pi }
        sweep = delta
        toUser = AffineTransform(scaleX: rx, y: ry).concatenating(rotation)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}
