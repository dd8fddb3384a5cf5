import VellumScene

/// A ``UIView`` placed in a scene: a canvas that runs the view's `draw(_:)` at the size the layout
/// gives it. Frame it as any node: `CounterView().node.frame(width: 230, height: 230)`.
public struct UIViewNode: Node {
    /// The view drawn.
    public let view: UIView

    /// The node drawing `view`.
    public init(_ view: UIView) {
        self.view = view
    }

    /// A canvas running ``UIView/display(in:size:)``.
    public var body: some Node {
        Canvas { context, size in view.display(in: context, size: size) }
    }
}

extension UIView {
    /// The view as a scene node.
    public var node: UIViewNode { UIViewNode(self) }
}

extension Scene {
    /// Draws `view` again if ``UIView/setNeedsDisplay()`` marked it, where the node tagged `tag`
    /// is, as UIKit's display pass does once per screen update.
    ///
    ///     let counter = CounterView()
    ///     let scene = Scene { counter.node.tag("counter") }
    ///     counter.counter = 6                      // its didSet calls setNeedsDisplay()
    ///     let damage = try scene.displayIfNeeded(counter, tagged: "counter")
    ///
    /// - Returns: the region that changed, or `Damage.none` when the view was not
    ///   marked (nothing is drawn then).
    /// - Throws: `SceneError.unknownTag(_:)` when no node has `tag`, or any layout error.
    @discardableResult
    public func displayIfNeeded<T: Hashable & Sendable>(_ view: UIView, tagged tag: T) throws(SceneError) -> Damage {
        guard view.needsDisplay else { return .none }
        return try replace(tag, with: view.node)
    }
}
