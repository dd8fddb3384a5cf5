import Foundation
import VellumCore

/// What a ``GeometryReader``'s content is built from, as SwiftUI's `GeometryProxy`: the size
/// the reader was offered, and its frame in the scene and in named spaces around it.
public struct GeometryProxy {
    /// The reader's size.
    public let size: Size
    let position: NodePosition
    let reads: GeometryReads

    /// The reader's width (Vellum's shorthand for `size.width`).
    public var width: Double { size.width }
    /// The reader's height (Vellum's shorthand for `size.height`).
    public var height: Double { size.height }

    /// The safe-area insets: none, since a scene draws on a whole canvas.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space`: at the origin in `.local`, from the canvas's top-left
    /// corner in `.global`, from a named ancestor's in `.named(name)` (as `.global` when no
    /// ancestor has that name, as in SwiftUI).
    public func frame(in space: CoordinateSpace) -> CGRect {
        reads.frames = true
        let origin: Point
        switch space {
        case .local: origin = .zero
        case .global: origin = position.global
        case .named(let name): origin = position.named.first { $0.name == name }?.origin ?? position.global
        }
        return CGRect(Rect(origin: origin, size: size))
    }
}

/// What a reader's content asked of its proxy: a content that read a frame is built again when
/// the reader moves, not only when it is resized.
final class GeometryReads {
    var frames = false
}
