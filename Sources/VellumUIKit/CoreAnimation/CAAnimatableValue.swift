import Foundation

/// A value an animation moves a layer property through: what `fromValue`, `toValue`, `byValue`
/// and keyframe `values` (typed `Any?`, as Apple's) hold, once read.
enum CAAnimatableValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)

    /// `value` read as an animatable value: a number of any kind (`NSNumber`, `Double`, `Float`,
    /// `CGFloat`, `Int`), a point, size, rectangle, transform or colour; `nil` otherwise.
    init?(_ value: Any?) {
        switch value {
        case let number as Double: self = .number(number)
        case let number as CGFloat: self = .number(Double(number))
        case let number as Float: self = .number(Double(number))
        case let number as Int: self = .number(Double(number))
        case let number as NSNumber: self = .number(number.doubleValue)
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let transform as CATransform3D: self = .transform(transform)
        case let color as CGColor: self = .color(color)
        case let color as UIColor: self = .color(color.cgColor)
        default: return nil
        }
    }

    /// The numbers the value is made of, for blending and adding.
    private var components: [Double] {
        switch self {
        case .number(let n): [n]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.width, r.height]
        case .transform(let t): [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        }
    }

    /// A value of this one's kind made of `c`.
    private func with(_ c: [Double]) -> CAAnimatableValue {
        switch self {
        case .number: .number(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: .transform(CATransform3D(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5],
                                                  m23: c[6], m24: c[7], m31: c[8], m32: c[9], m33: c[10], m34: c[11],
                                                  m41: c[12], m42: c[13], m43: c[14], m44: c[15]))
        case .color: .color(Color(red: c[0], green: c[1], blue: c[2], opacity: c[3]))
        }
    }

    private func sameKind(_ other: CAAnimatableValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform), (.color, .color): true
        default: false
        }
    }

    /// `amount` of the way from this value to `end`; `end` at once when the kinds differ.
    /// Transforms are blended as a rotation, scales, a shear and a translation (the decomposition
    /// the scene's animations use), their z parts component by component; colours in linear light.
    func interpolated(to end: CAAnimatableValue, amount: Double) -> CAAnimatableValue {
        switch (self, end) {
        case (.color(let a), .color(let b)):
            return .color(b.interpolated(from: a, amount: amount))
        case (.transform(let a), .transform(let b)):
            var blended = CAAnimatableValue.transform(a).linear(to: end, amount: amount)
            let plane = b.affine.interpolated(from: a.affine, amount: amount, pivot: .zero)
            if case .transform(var t) = blended {
                (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (plane.a, plane.b, plane.c, plane.d, plane.tx, plane.ty)
                blended = .transform(t)
            }
            return blended
        default:
            return linear(to: end, amount: amount)
        }
    }

    /// Component by component; `end` when the kinds differ.
    private func linear(to end: CAAnimatableValue, amount: Double) -> CAAnimatableValue {
        guard sameKind(end) else { return end }
        return with(zip(components, end.components).map { $1.interpolated(from: $0, amount: amount) })
    }

    /// This value with `other` added (`byValue`); for transforms, `other` applied after this one.
    func adding(_ other: CAAnimatableValue) -> CAAnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other { return .transform(CATransform3DConcat(a, b)) }
        guard sameKind(other) else { return other }
        return with(zip(components, other.components).map(+))
    }

    /// This value with `other` taken away, component by component (the start of a
    /// `byValue`–`toValue` animation).
    func subtracting(_ other: CAAnimatableValue) -> CAAnimatableValue {
        guard sameKind(other) else { return self }
        return with(zip(components, other.components).map(-))
    }

    /// How far apart two values are, for paced keyframes.
    func distance(to other: CAAnimatableValue) -> Double {
        guard sameKind(other) else { return 0 }
        return zip(components, other.components).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// Whether every component is finite.
    var isFinite: Bool { components.allSatisfy(\.isFinite) }
}
