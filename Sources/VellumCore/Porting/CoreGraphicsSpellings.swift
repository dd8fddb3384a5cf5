import Foundation

// Core Graphics spellings for code ported from Apple's frameworks (Docs/Porting.md).
//
// The design: Vellum keeps one set of geometry types — `Point`, `Size`, `Rect`, with `Double`
// coordinates — and accepts Foundation's `CGPoint`, `CGSize` and `CGRect` at its geometry entry
// points through the thin overloads below, each converting and forwarding to the one
// implementation. The CG types cannot simply be aliases of Vellum's: code that imports Foundation
// as well (tutorial code does, for `cos` and `Date`) then sees two `CGPoint`s and the name is
// ambiguous, since a type alias does not shadow a type of an imported module. `CGFloat` needs
// nothing: Swift converts between `CGFloat` and `Double` implicitly (SE-0307), on Linux too.
//
// Every overload is `@_disfavoredOverload`, so Vellum's own spellings resolve exactly as before:
// `move(to: .zero)` still means `Point.zero`, `startAngle: .zero` still an `Angle`.

/// Core Graphics' name for ``AffineTransform``. Foundation on Linux has no `CGAffineTransform`,
/// so the alias cannot clash.
public typealias CGAffineTransform = AffineTransform

/// Core Graphics' name for the context its verbs act on: Vellum's ``GraphicsContext`` carries
/// those verbs, so `func drawTickMarks(context: CGContext, …)` takes the context `withCGContext`
/// hands over. (Foundation on Linux has no `CGContext`.)
public typealias CGContext = GraphicsContext

/// Core Graphics' colour type, as the `setFillColor(_:)`/`setStrokeColor(_:)` of ``CGContext``
/// take it: Vellum's sRGB ``Color``. (Foundation on Linux has no `CGColor`.)
public typealias CGColor = Color

/// Core Graphics' blend modes, as ``CGContext``'s `setBlendMode(_:)` takes them: Vellum's
/// ``BlendMode`` has the same case names (`.multiply`, `.sourceAtop`, `.plusDarker`, …).
/// (Foundation on Linux has no `CGBlendMode`.)
public typealias CGBlendMode = BlendMode

extension Color {
    /// Core Graphics' spelling, `CGColor(red:green:blue:alpha:)`: components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(red: red, green: green, blue: blue, opacity: alpha)
    }
}

// MARK: - Conversions

extension Point {
    /// The same point as Foundation's `CGPoint`.
    @inlinable public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// The same size as Foundation's `CGSize`.
    @inlinable public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    /// The same rectangle as Foundation's `CGRect`.
    @inlinable public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension CGPoint {
    /// The same point as Vellum's ``Point``.
    @inlinable public init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The same size as Vellum's ``Size``.
    @inlinable public init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The same rectangle as Vellum's ``Rect``.
    @inlinable public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

// MARK: - Affine transforms with CGFloat radians

extension AffineTransform {
    /// A rotation by `radians`, as `CGAffineTransform(rotationAngle:)`.
    @_disfavoredOverload
    @inlinable public init(rotationAngle radians: Double) { self.init(rotationAngle: .radians(radians)) }

    /// The transform followed by a rotation by `radians`, as `CGAffineTransform.rotated(by:)`.
    @_disfavoredOverload
    @inlinable public func rotated(by radians: Double) -> AffineTransform { rotated(by: .radians(radians)) }
}

// MARK: - Path

extension Path {
    /// ``init(_:)-(Rect)`` for a `CGRect`.
    @_disfavoredOverload public init(_ rect: CGRect) { self.init(Rect(rect)) }
    /// ``init(ellipseIn:)`` for a `CGRect`.
    @_disfavoredOverload public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }
    /// ``init(roundedRect:cornerRadius:)`` for a `CGRect`.
    @_disfavoredOverload public init(roundedRect rect: CGRect, cornerRadius: Double) {
        self.init(roundedRect: Rect(rect), cornerRadius: cornerRadius)
    }

    /// ``move(to:)`` for a `CGPoint`.
    @_disfavoredOverload public mutating func move(to point: CGPoint) { move(to: Point(point)) }
    /// ``addLine(to:)`` for a `CGPoint`.
    @_disfavoredOverload public mutating func addLine(to point: CGPoint) { addLine(to: Point(point)) }
    /// ``addLines(_:)`` for `CGPoint`s.
    @_disfavoredOverload public mutating func addLines(_ points: [CGPoint]) { addLines(points.map(Point.init)) }
    /// ``addQuadCurve(to:control:)`` for `CGPoint`s.
    @_disfavoredOverload public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        addQuadCurve(to: Point(end), control: Point(control))
    }
    /// ``addCurve(to:control1:control2:)`` for `CGPoint`s.
    @_disfavoredOverload public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(end), control1: Point(control1), control2: Point(control2))
    }
    /// ``addRect(_:)`` for a `CGRect`.
    @_disfavoredOverload public mutating func addRect(_ rect: CGRect) { addRect(Rect(rect)) }
    /// ``addEllipse(in:)`` for a `CGRect`.
    @_disfavoredOverload public mutating func addEllipse(in rect: CGRect) { addEllipse(in: Rect(rect)) }

    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` with the angles in radians,
    /// as Core Graphics and UIKit spell it (`CGFloat`s convert to `Double` implicitly). The
    /// `clockwise` flag means the same as in the ``Angle`` spelling.
    @_disfavoredOverload
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool, transform: AffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
               clockwise: clockwise, transform: transform)
    }

    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` around a `CGPoint`, with
    /// the angles in radians.
    @_disfavoredOverload
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool, transform: AffineTransform = .identity) {
        addArc(center: Point(center), radius: radius, startAngle: .radians(startAngle),
               endAngle: .radians(endAngle), clockwise: clockwise, transform: transform)
    }

    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` around a `CGPoint`.
    @_disfavoredOverload
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: AffineTransform = .identity) {
        addArc(center: Point(center), radius: radius, startAngle: startAngle, endAngle: endAngle,
               clockwise: clockwise, transform: transform)
    }
}

// MARK: - GraphicsContext: CGContext's verbs

extension GraphicsContext {
    /// ``move(to:)`` for a `CGPoint`.
    @_disfavoredOverload public func move(to point: CGPoint) { move(to: Point(point)) }
    /// ``addLine(to:)`` for a `CGPoint`.
    @_disfavoredOverload public func addLine(to point: CGPoint) { addLine(to: Point(point)) }
    /// ``addQuadCurve(to:control:)`` for `CGPoint`s.
    @_disfavoredOverload public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        addQuadCurve(to: Point(end), control: Point(control))
    }
    /// ``addCurve(to:control1:control2:)`` for `CGPoint`s.
    @_disfavoredOverload public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(end), control1: Point(control1), control2: Point(control2))
    }
    /// ``addRect(_:)`` for a `CGRect`.
    @_disfavoredOverload public func addRect(_ rect: CGRect) { addRect(Rect(rect)) }
    /// ``addEllipse(in:)`` for a `CGRect`.
    @_disfavoredOverload public func addEllipse(in rect: CGRect) { addEllipse(in: Rect(rect)) }

    /// Adds an arc to the current path, as `CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)`:
    /// a straight line joins the current point (if any) to the arc's start. Angles are in
    /// radians, `clockwise` as in ``Path/addArc(center:radius:startAngle:endAngle:clockwise:transform:)-(Point,_,Angle,_,_,_)``.
    public func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // Built in user space and mapped, so the arc follows any transform; the arc's opening
        // move becomes the line Core Graphics draws from the current point.
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        let continues = currentPath.currentPoint != nil
        for element in arc.applying(ctm).elements {
            if case .move(let p) = element, continues {
                currentPath.append(.line(to: p))
            } else {
                currentPath.append(element)
            }
        }
    }

    /// ``addArc(center:radius:startAngle:endAngle:clockwise:)-(Point,_,Angle,_,_)`` with `CGFloat`
    /// (or `Double`) radians and a `CGPoint` centre, as Core Graphics spells it.
    @_disfavoredOverload
    public func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        addArc(center: Point(center), radius: radius, startAngle: .radians(startAngle),
               endAngle: .radians(endAngle), clockwise: clockwise)
    }

    /// Core Graphics' `translateBy(x:y:)` is ``translateBy(x:y:)``; this is SwiftUI's
    /// `GraphicsContext.translateBy(x:y:)` spelled the same. `scaleBy(x:y:)`, `rotate(by:)`,
    /// `saveGState()`/`restoreGState()`, `setFillColor`, `setStrokeColor`, `setLineWidth`,
    /// `fillPath()`, `strokePath()` and `concatenate(_:)` already carry Core Graphics' names.
    ///
    /// SwiftUI's `withCGContext { cg in … }`: runs `body` with this same context, whose
    /// Core Graphics verbs act on it, between a save and a restore of the graphics state.
    public func withCGContext<T>(_ body: (GraphicsContext) throws -> T) rethrows -> T {
        try withSavedGState { try body(self) }
    }

}

// MARK: - GraphicsContext: SwiftUI's symbols

extension GraphicsContext {
    /// A symbol found by ``GraphicsContext/resolveSymbol(id:)``, as SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`: its tag and frame size.
    public struct ResolvedSymbol: Hashable, Sendable {
        /// The symbol's tag.
        public var tag: Tag
        /// The symbol's frame size: its ideal size for a `Canvas` or scene symbol; zero when the
        /// symbol was defined without one.
        public var size: Size
    }

    /// SwiftUI's `resolveSymbol(id:)`: the symbol defined under `id`, or `nil` when there is none.
    public func resolveSymbol(id: Tag) -> ResolvedSymbol? {
        hasSymbol(id) ? ResolvedSymbol(tag: id, size: symbolSizes[id] ?? .zero) : nil
    }

    /// Draws `symbol` so that its `anchor` lies on `point`, as SwiftUI's
    /// `GraphicsContext.draw(_:at:anchor:)`: centred on the point by default. (Vellum's
    /// ``draw(symbol:at:)`` puts the symbol's top-left corner on the point.)
    public func draw(_ symbol: ResolvedSymbol, at point: Point, anchor: UnitPoint = .center) {
        draw(symbol: symbol.tag, at: Point(x: point.x - anchor.x * symbol.size.width,
                                           y: point.y - anchor.y * symbol.size.height))
    }

    /// ``draw(_:at:anchor:)`` at a `CGPoint`.
    @_disfavoredOverload
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, at: Point(point), anchor: anchor)
    }
}
