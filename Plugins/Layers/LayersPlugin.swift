import VellumComponents
import VellumUIKit

/// Components built as iOS code builds them with Core Animation: a tree of `CALayer`s with
/// `CABasicAnimation`s, registered with `Component(layer:name:summary:defaultSize:timeOrigin:)`.
///
///     vellum animate loading-ring --from 1970-01-01T00:00:00Z --duration 2s --schedule fps:10 -o ring.png
public enum LayersPlugin {
    /// The plugin: `loading-ring`.
    public static var plugin: Plugin {
        Plugin(name: "layers", summary: "Components built from Core Animation layers and their animations",
               components: [loadingRing])
    }

    /// The `loading-ring` component: ``LoadingRing``, its fill animated over the first
    /// ``LoadingRing/fillDuration`` seconds of the layer timeline (from the Unix epoch).
    public static var loadingRing: Component {
        Component(layer: { LoadingRing.makeLayer(size: $0) }, name: "loading-ring",
                  summary: "A ring of CAShapeLayers on a rounded CAGradientLayer tile, its strokeEnd animated",
                  defaultSize: Size(square: 96))
    }
}
