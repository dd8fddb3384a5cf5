import VellumCore

/// Draws a child into a layer and runs a filter (``VellumCore/Filter``) over it before it is
/// composited: SwiftUI's `blur(radius:opaque:)`, `brightness(_:)`, `contrast(_:)`,
/// `saturation(_:)`, `grayscale(_:)`, `hueRotation(_:)`, `colorInvert()`, `colorMultiply(_:)`
/// and `luminanceToAlpha()`. A blur's radius is in the node's own space, so it scales with the
/// effects around it. Each modifier makes a group of its own; nested ones apply innermost first.
/// One modifier may run a chain of filters, in order, in its one group.
struct FilterEffect: WrappingModifier {
    let filters: [Filter]
    let name: String

    init(filter: Filter, name: String) {
        self.init(filters: [filter], name: name)
    }

    init(filters: [Filter], name: String) {
        self.filters = filters
        self.name = name
    }

    func validate() -> String? {
        filters.lazy.compactMap(\.problem).first
    }

    func effect(size: Size) -> RecordingEffect {
        .layer(opacity: 1, shadow: nil, filters: filters)
    }
}

/// SwiftUI's `blur(radius:opaque: true)`: a blur that reads copies of the edge pixels beyond
/// the node's bounds and is cut to them (``VellumCore/Filter/opaqueBlur(radius:in:)``), so the
/// graph's region follows the node's size.
struct OpaqueBlurEffect: WrappingModifier {
    let radius: Double
    let name = "blur"

    func validate() -> String? {
        Filter.blur(radius: radius).problem
    }

    func effect(size: Size) -> RecordingEffect {
        .layer(opacity: 1, shadow: nil, filters: [.opaqueBlur(radius: radius, in: Rect(origin: .zero, size: size))])
    }
}

/// An isolated group with no other effect: SwiftUI's `drawingGroup()`, which flattens its
/// content into one offscreen image before compositing — as `compositingGroup()` does here.
struct DrawingGroupEffect: WrappingModifier {
    let name = "drawingGroup"

    func effect(size: Size) -> RecordingEffect {
        .layer(opacity: 1, shadow: nil, isolated: true)
    }
}

extension Node {
    /// Blurs the node by a Gaussian whose standard deviation is `radius` (SwiftUI's
    /// `blur(radius:opaque:)`, CSS's `blur()`), spreading it by about three times the radius.
    /// Unless `opaque`, the blur fades into transparency beyond the node's edges; `opaque`, it
    /// takes the pixels beyond them to be copies of the edge pixels and is cut to the node's
    /// bounds, so an opaque node stays opaque up to its edges.
    public func blur(radius: Double, opaque: Bool = false) -> ModifiedNode<Self> {
        guard opaque else {
            return ModifiedNode(content: self, modifier: FilterEffect(filter: .blur(radius: radius), name: "blur"))
        }
        return ModifiedNode(content: self, modifier: OpaqueBlurEffect(radius: radius))
    }

    /// Adds `amount` to the node's red, green and blue (SwiftUI's `brightness(_:)`).
    public func brightness(_ amount: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .brightness(amount), name: "brightness"))
    }

    /// Scales the node's colours about mid-grey by `amount` (SwiftUI's `contrast(_:)`).
    public func contrast(_ amount: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .contrast(amount), name: "contrast"))
    }

    /// Sets the node's saturation: 0 grey, 1 unchanged (SwiftUI's `saturation(_:)`).
    public func saturation(_ amount: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .saturation(amount), name: "saturation"))
    }

    /// Removes `amount` (0…1) of the node's colour (SwiftUI's `grayscale(_:)`).
    public func grayscale(_ amount: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .grayscale(amount), name: "grayscale"))
    }

    /// Rotates the node's hues by `angle` (SwiftUI's `hueRotation(_:)`).
    public func hueRotation(_ angle: Angle) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .hueRotation(angle), name: "hueRotation"))
    }

    /// Inverts the node's colours (SwiftUI's `colorInvert()`).
    public func colorInvert() -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .colorInvert, name: "colorInvert"))
    }

    /// Multiplies the node's colours, alpha included, by `color` (SwiftUI's `colorMultiply(_:)`).
    public func colorMultiply(_ color: Color) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .colorMultiply(color), name: "colorMultiply"))
    }

    /// Makes the node black with an alpha of its luminance (SwiftUI's `luminanceToAlpha()`).
    public func luminanceToAlpha() -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filter: .luminanceToAlpha, name: "luminanceToAlpha"))
    }

    /// Composites the node's content as one offscreen layer before it meets what lies beneath
    /// it (SwiftUI's `drawingGroup()`): an isolated group, as ``compositingGroup()``.
    public func drawingGroup() -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: DrawingGroupEffect())
    }
}

extension Node {
    /// Runs `filter` over the node's layer before it is composited — any ``VellumCore/Filter``,
    /// an SVG filter graph (``VellumCore/FilterGraph``) among them, in the node's own space.
    public func filtered(by filter: Filter) -> ModifiedNode<Self> {
        filtered(by: [filter])
    }

    /// Runs `filters`, in order, over the node's layer before it is composited: one group, however
    /// long the chain (nested `filtered(by:)` modifiers make a group each).
    public func filtered(by filters: [Filter]) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FilterEffect(filters: filters, name: "filter"))
    }
}
