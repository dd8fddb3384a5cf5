import Foundation

/// A 2-D affine transform, the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// applied to row vectors as in Core Graphics' `CGAffineTransform`: x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    @inlinable public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `sx` horizontally and `sy` vertically about the origin.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin; positive angles turn clockwise on screen (y down).
    @inlinable public init(rotationAngle angle: Angle) {
        let s = sin(angle.radians), k = cos(angle.radians)
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// A rotation about `anchor`.
    @inlinable public init(rotationAngle angle: Angle, anchor: Point) {
        self = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(rotationAngle: angle))
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// Whether every coefficient is finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant of the linear part.
    @inlinable public var determinant: Double { a * d - b * c }
}

// MARK: - Composition

extension AffineTransform {
    /// The transform that applies `self` first, then `other` (Core Graphics' `concatenating`).
    @inlinable public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform (as `CGAffineTransform.translatedBy`).
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    @inlinable public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    @inlinable public func rotated(by angle: Angle) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `nil` when this one is singular (it collapses area to a line).
    @inlinable public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The largest factor by which the transform can stretch a length; used to turn device-space
    /// tolerances into user-space ones.
    @inlinable public var maxScale: Double {
        // The largest singular value of the 2×2 linear part.
        let p = a * a + b * b + c * c + d * d
        let q = (a * a + b * b - c * c - d * d)
        let r = 2 * (a * c + b * d)
        return ((p + (q * q + r * r).squareRoot()) / 2).squareRoot()
    }
}

// MARK: - Application

extension Point {
    /// The point mapped through `t`.
    @inlinable public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// The vector mapped through the linear part of `t` (no translation).
    @inlinable public func applyingLinear(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y, y: t.b * x + t.d * y)
    }
}

extension Size {
    /// The size mapped through the linear part of `t`, as `CGSize.applying`.
    @inlinable public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The bounding box of the rectangle's four corners mapped through `t`.
    @inlinable public func applying(_ t: AffineTransform) -> Rect {
        // The corners one by one, not as an array: a dashed stroke bounds every dash this way,
        // and the array (with its mapped copy) was two allocations a dash.
        let first = Point(x: minX, y: minY).applying(t)
        var x0 = first.x, x1 = x0, y0 = first.y, y1 = y0
        @inline(__always) func include(_ p: Point) {
            x0 = Swift.min(x0, p.x); x1 = Swift.max(x1, p.x)
            y0 = Swift.min(y0, p.y); y1 = Swift.max(y1, p.y)
        }
        include(Point(x: maxX, y: minY).applying(t))
        include(Point(x: minX, y: maxY).applying(t))
        include(Point(x: maxX, y: maxY).applying(t))
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }
}
