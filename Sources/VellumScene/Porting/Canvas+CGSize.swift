import Foundation
import VellumCore

// SwiftUI hands a canvas's closure its size as a `CGSize`: code that passes it on to Foundation
// geometry (`CGRect(origin: .zero, size: size)`) picks these; code that reads `size.width`
// keeps Vellum's `Size`.
extension Canvas {
    /// A canvas whose `renderer` takes its size as Foundation's `CGSize`, as SwiftUI's.
    @_disfavoredOverload
    public init(renderer: @escaping (GraphicsContext, CGSize) -> Void, @NodeBuilder symbols: () -> Symbols) {
        self.init(renderer: { context, size in renderer(context, CGSize(size)) }, symbols: symbols)
    }
}

extension Canvas where Symbols == EmptyNode {
    /// A canvas without symbols whose `renderer` takes its size as Foundation's `CGSize`.
    @_disfavoredOverload
    public init(renderer: @escaping (GraphicsContext, CGSize) -> Void) {
        self.init(renderer: renderer) { EmptyNode() }
    }
}
