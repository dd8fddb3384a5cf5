import Foundation

// Values of the render tree part of the way between two states. Each returns `nil` when the two
// cannot be blended (paths of different shapes, paints of different kinds): the new value then
// shows at once, as SwiftUI shows a change it cannot animate.

extension Double {
    /// `amount` of the way from `old` to this value.
    package func interpolated(from old: Double, amount: Double) -> Double {
        old + (self - old) * amount
    }
}

extension Point {
    /// `amount` of the way from `old` to this point.
    package func interpolated(from old: Point, amount: Double) -> Point {
        Point(x: x.interpolated(from: old.x, amount: amount), y: y.interpolated(from: old.y, amount: amount))
    }
}

extension Color {
    /// `amount` of the way from `old` to this colour, the components blended in linear light
    /// (the rule we follow for SwiftUI, which animates resolved colours' linear components) and
    /// clamped to 0…1, so a spring's overshoot gives no impossible colour.
    package func interpolated(from old: Color, amount: Double) -> Color {
        if old == self { return self }
        func blend(_ a: Double, _ b: Double) -> Double {
            Color.encoded(min(max(Color.decoded(b).interpolated(from: Color.decoded(a), amount: amount), 0), 1))
        }
        return Color(red: blend(old.red, red), green: blend(old.green, green), blue: blend(old.blue, blue),
                     opacity: min(max(alpha.interpolated(from: old.alpha, amount: amount), 0), 1))
    }
}

extension Path {
    /// `amount` of the way from `old` to this path, point by point, when both have the same
    /// elements in the same order; otherwise `nil`.
    package func interpolated(from old: Path, amount: Double) -> Path? {
        if old == self { return self }
        guard old.elements.count == elements.count else { return nil }
        var blended: [Element] = []
        blended.reserveCapacity(elements.count)
        for (before, after) in zip(old.elements, elements) {
            switch (before, after) {
            case (.move(let a), .move(let b)): blended.append(.move(to: b.interpolated(from: a, amount: amount)))
            case (.line(let a), .line(let b)): blended.append(.line(to: b.interpolated(from: a, amount: amount)))
            case (.quadCurve(let a, let ac), .quadCurve(let b, let bc)):
                blended.append(.quadCurve(to: b.interpolated(from: a, amount: amount),
                                          control: bc.interpolated(from: ac, amount: amount)))
            case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
                blended.append(.curve(to: b.interpolated(from: a, amount: amount),
                                      control1: b1.interpolated(from: a1, amount: amount),
                                      control2: b2.interpolated(from: a2, amount: amount)))
            case (.closeSubpath, .closeSubpath): blended.append(.closeSubpath)
            default: return nil
            }
        }
        return Path(elements: blended)
    }
}

extension AffineTransform {
    /// `amount` of the way from `old` to this transform about `pivot`: each is split into a
    /// rotation, scales and a shear applied about the pivot, and where it puts the pivot; the
    /// angle (the short way round), scales, shear and the pivot's place are blended. So a node
    /// turning about its centre turns in place, as SwiftUI's `rotationEffect` animates its angle.
    package func interpolated(from old: AffineTransform, amount: Double, pivot: Point) -> AffineTransform {
        if old == self { return self }
        guard let before = Decomposed(old), let after = Decomposed(self) else {
            return AffineTransform(a: a.interpolated(from: old.a, amount: amount), b: b.interpolated(from: old.b, amount: amount),
                                   c: c.interpolated(from: old.c, amount: amount), d: d.interpolated(from: old.d, amount: amount),
                                   tx: tx.interpolated(from: old.tx, amount: amount),
                                   ty: ty.interpolated(from: old.ty, amount: amount))
        }
        var turn = after.angle - before.angle
        turn -= 2 * Double.pi * (turn / (2 * Double.pi)).rounded()
        let blended = Decomposed(angle: before.angle + turn * amount,
                                 scaleX: after.scaleX.interpolated(from: before.scaleX, amount: amount),
                                 scaleY: after.scaleY.interpolated(from: before.scaleY, amount: amount),
                                 shear: after.shear.interpolated(from: before.shear, amount: amount))
        let place = pivot.applying(self).interpolated(from: pivot.applying(old), amount: amount)
        return blended.transform(placing: pivot, at: place)
    }

    /// A linear map as a rotation after an upper-triangular matrix: `R(angle) · [[sx, shear], [0, sy]]`.
    private struct Decomposed {
        var angle: Double, scaleX: Double, scaleY: Double, shear: Double

        init(angle: Double, scaleX: Double, scaleY: Double, shear: Double) {
            (self.angle, self.scaleX, self.scaleY, self.shear) = (angle, scaleX, scaleY, shear)
        }

        /// The parts of `t`'s linear map, or `nil` when it collapses the x axis.
        init?(_ t: AffineTransform) {
            let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
            guard scaleX > 1e-12 else { return nil }
            let (cosine, sine) = (t.a / scaleX, t.b / scaleX)
            self.init(angle: atan2(t.b, t.a), scaleX: scaleX, scaleY: -sine * t.c + cosine * t.d,
                      shear: cosine * t.c + sine * t.d)
        }

        /// The map, translated so that it takes `pivot` to `place`.
        func transform(placing pivot: Point, at place: Point) -> AffineTransform {
            let (cosine, sine) = (cos(angle), sin(angle))
            let a = cosine * scaleX, b = sine * scaleX
            let c = cosine * shear - sine * scaleY, d = sine * shear + cosine * scaleY
            return AffineTransform(a: a, b: b, c: c, d: d, tx: place.x - (a * pivot.x + c * pivot.y),
                                   ty: place.y - (b * pivot.x + d * pivot.y))
        }
    }
}

extension StrokeStyle {
    /// `amount` of the way from `old` to this style: the width, miter limit, dashes (when both
    /// have as many) and phase blended; caps and joins are the new ones.
    package func interpolated(from old: StrokeStyle, amount: Double) -> StrokeStyle {
        var style = self
        style.lineWidth = max(lineWidth.interpolated(from: old.lineWidth, amount: amount), 0)
        style.miterLimit = max(miterLimit.interpolated(from: old.miterLimit, amount: amount), 1)
        if dash.count == old.dash.count {
            style.dash = zip(old.dash, dash).map { max($1.interpolated(from: $0, amount: amount), 0) }
        }
        style.dashPhase = dashPhase.interpolated(from: old.dashPhase, amount: amount)
        return style
    }
}

extension Gradient {
    /// `amount` of the way from `old`, stop by stop, when both have as many stops.
    package func interpolated(from old: Gradient, amount: Double) -> Gradient? {
        guard old.stops.count == stops.count else { return nil }
        return Gradient(stops: zip(old.stops, stops).map { before, after in
            Stop(color: after.color.interpolated(from: before.color, amount: amount),
                 location: min(max(after.location.interpolated(from: before.location, amount: amount), 0), 1))
        })
    }
}

extension Paint {
    /// `amount` of the way from `old` to this paint: colours blend, gradients of the same kind
    /// and units blend their stops and geometry; anything else is `nil`.
    package func interpolated(from old: Paint, amount: Double) -> Paint? {
        if old == self { return self }
        switch (old, self) {
        case (.color(let a), .color(let b)):
            return .color(b.interpolated(from: a, amount: amount))
        case (.linearGradient(let a), .linearGradient(var b)) where a.units == b.units:
            guard let gradient = b.gradient.interpolated(from: a.gradient, amount: amount) else { return nil }
            b.gradient = gradient
            b.startPoint = b.startPoint.interpolated(from: a.startPoint, amount: amount)
            b.endPoint = b.endPoint.interpolated(from: a.endPoint, amount: amount)
            return .linearGradient(b)
        case (.radialGradient(let a), .radialGradient(var b)) where a.units == b.units:
            guard let gradient = b.gradient.interpolated(from: a.gradient, amount: amount) else { return nil }
            b.gradient = gradient
            b.center = b.center.interpolated(from: a.center, amount: amount)
            b.focus = b.focus.interpolated(from: a.focus, amount: amount)
            b.startRadius = max(b.startRadius.interpolated(from: a.startRadius, amount: amount), 0)
            b.endRadius = max(b.endRadius.interpolated(from: a.endRadius, amount: amount), 0)
            return .radialGradient(b)
        case (.angularGradient(let a), .angularGradient(var b)) where a.units == b.units:
            guard let gradient = b.gradient.interpolated(from: a.gradient, amount: amount) else { return nil }
            b.gradient = gradient
            b.center = b.center.interpolated(from: a.center, amount: amount)
            return .angularGradient(b)
        default:
            return nil
        }
    }
}

extension Shadow {
    /// `amount` of the way from `old`: colour, radius and offset blended.
    package func interpolated(from old: Shadow, amount: Double) -> Shadow {
        var shadow = self
        shadow.color = color.interpolated(from: old.color, amount: amount)
        shadow.radius = max(radius.interpolated(from: old.radius, amount: amount), 0)
        shadow.offset = offset.interpolated(from: old.offset, amount: amount)
        return shadow
    }
}
