import Foundation
import VellumComponents
import VellumScene

/// A layer tree placed in a scene: a canvas drawing the root layer (in the canvas's
/// coordinates, as in a superlayer's) with its model values, or as it shows `time` seconds
/// into its animations. The tree is kept: change a layer and `Scene.replace` the tagged node
/// with ``CALayer/node`` again, and the damage is what changed.
public struct CALayerNode: Node {
    /// The root of the tree drawn.
    public let layer: CALayer
    /// The instant of the layer timeline drawn; `nil` draws the model values.
    public let time: CFTimeInterval?

    /// The node drawing `layer`, at `time` seconds into its animations when given.
    public init(_ layer: CALayer, time: CFTimeInterval? = nil) {
        self.layer = layer
        self.time = time
    }

    /// A canvas running ``CALayer/render(in:)`` or ``CALayer/render(in:atTime:)``.
    public var body: some Node {
        Canvas { context, _ in
            if let time { layer.render(in: context, atTime: time) } else { layer.render(in: context) }
        }
    }
}

extension CALayer {
    /// The layer tree as a scene node, with its model values.
    public var node: CALayerNode { CALayerNode(self) }
}

extension Component {
    /// A component drawing the layer tree `makeLayer` builds for the canvas size, at the instant
    /// of its `time` parameter: the layer timeline's 0 is `timeOrigin` (the Unix epoch unless
    /// given), so `vellum animate NAME --from 1970-01-01T00:00:00Z --duration 2s --schedule fps:30`
    /// plays the tree's animations from their start. Each render builds the tree afresh.
    public init(layer makeLayer: @escaping @Sendable (CGSize) -> CALayer, name: String, summary: String,
                defaultSize: Size = Size(square: 256), timeOrigin: Date = Date(timeIntervalSince1970: 0)) {
        let time = ParameterKey<Date>("time", summary: "the instant shown; the animations start at \(timeOrigin)")
        self.init(name: name, summary: summary, parameters: time, defaultSize: defaultSize) { values in
            let root = makeLayer(CGSize(values.canvasSize))
            return ComponentBody(CALayerNode(root, time: values[time].timeIntervalSince(timeOrigin)))
        }
    }
}
