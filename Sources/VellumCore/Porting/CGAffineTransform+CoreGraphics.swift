import Foundation

// `CGAffineTransform` is Vellum's `AffineTransform` (CoreGraphicsSpellings.swift), which already
// has Core Graphics' members: `init(a:b:c:d:tx:ty:)`, `init(translationX:y:)`, `init(scaleX:y:)`,
// `init(rotationAngle:)`, `.identity`, `isIdentity`, `translatedBy`, `scaledBy`, `rotated(by:)`,
// `concatenating`. What Foundation's CG geometry needs to meet it is here.

extension AffineTransform {
    /// The inverse, or the transform itself when it has none, as `CGAffineTransform.inverted()`
    /// returns. (Vellum's own ``inverted()`` returns `nil` then; this spelling is chosen where a
    /// transform, not an optional, is expected.)
    @_disfavoredOverload
    public func inverted() -> AffineTransform {
        let inverse: AffineTransform? = inverted()
        return inverse ?? self
    }
}

extension CGPoint {
    /// The point mapped by `t`, as `CGPoint.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(Point(self).applying(t)) }
}

extension CGSize {
    /// The size mapped by `t`'s linear part (no translation), as `CGSize.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        let mapped = Point(x: Double(width), y: Double(height)).applyingLinear(t)
        return CGSize(width: mapped.x, height: mapped.y)
    }
}

extension CGRect {
    /// The bounding box of the rectangle mapped by `t`, as `CGRect.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(Rect(self).applying(t)) }
}
