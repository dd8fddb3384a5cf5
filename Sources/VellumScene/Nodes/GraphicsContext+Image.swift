import Foundation
import VellumCore

// SwiftUI's image verbs on a canvas's context: `context.draw(image, in: rect)`,
// `context.draw(image, at: point)`, and `context.resolve(image)` to measure or tint it first.

extension GraphicsContext {
    /// An image ready to draw, as SwiftUI's `GraphicsContext.ResolvedImage`: its size, and the
    /// paint a template image is drawn in.
    public struct ResolvedImage: Sendable {
        /// The image.
        let image: Image
        /// The image's size in points (its pixels); zero when it could not be loaded.
        public var size: Size { image.size }
        /// The distance from the image's top to its baseline: its height, as SwiftUI has it for
        /// a picture.
        public var baseline: Double { size.height }
        /// What a template image (`.renderingMode(.template)`) is drawn in: the primary
        /// foreground colour (black) unless set. SwiftUI starts from the canvas's foreground
        /// style; a Vellum context knows no environment.
        public var shading: Paint = HierarchicalShapeStyle.labelLevels[0]
    }

    /// The image ready to draw, as SwiftUI's `resolve(_:)`.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image)
    }

    /// Draws `image` filling `rect` in the current user space, as SwiftUI's
    /// `draw(_:in:style:)`: stretched to the rectangle, or, for a resizable image, sliced by its
    /// cap insets and tiled as its resizing mode says. An image that could not be loaded draws
    /// nothing and is reported (``drawingErrors``; a `Canvas` throws it as the scene's error).
    /// `style` is accepted for SwiftUI's signature; images are always anti-aliased.
    public func draw(_ image: ResolvedImage, in rect: Rect, style: FillStyle = FillStyle()) {
        image.image.draw(in: rect, shading: image.shading, into: self)
    }

    /// Draws `image` at its own size with its `anchor` on `point`, as SwiftUI's
    /// `draw(_:at:anchor:)`: centred on the point by default.
    public func draw(_ image: ResolvedImage, at point: Point, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                             width: size.width, height: size.height))
    }

    /// Draws `image` filling `rect`, as SwiftUI's `draw(_:in:style:)` (see
    /// ``draw(_:in:style:)-(ResolvedImage,_,_)``).
    public func draw(_ image: Image, in rect: Rect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its own size with its `anchor` on `point`, as SwiftUI's
    /// `draw(_:at:anchor:)`.
    public func draw(_ image: Image, at point: Point, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// ``draw(_:in:style:)-(Image,_,_)`` in a `CGRect`.
    @_disfavoredOverload
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image, in: Rect(rect), style: style)
    }

    /// ``draw(_:at:anchor:)-(Image,_,_)`` at a `CGPoint`.
    @_disfavoredOverload
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, at: Point(point), anchor: anchor)
    }

    /// ``draw(_:in:style:)-(ResolvedImage,_,_)`` in a `CGRect`.
    @_disfavoredOverload
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image, in: Rect(rect), style: style)
    }

    /// ``draw(_:at:anchor:)-(ResolvedImage,_,_)`` at a `CGPoint`.
    @_disfavoredOverload
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, at: Point(point), anchor: anchor)
    }
}
