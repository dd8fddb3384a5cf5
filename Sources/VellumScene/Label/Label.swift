import VellumCore

/// A title with an icon, as SwiftUI's `Label`:
///
///     Label {
///         Text("Downloads")
///     } icon: {
///         Circle().fill(.blue).frame(width: 16, height: 16)
///     }
///
/// It shows the icon, then the title, in a row centred vertically with 8 points between them
/// (SwiftUI's default label style); `.labelStyle(.titleOnly)` or `.labelStyle(.iconOnly)` on it
/// or above shows one part.
///
/// `Label(_:systemImage:)` is not provided: it names an SF Symbol, and SF Symbols are Apple's
/// fonts, which Linux does not have and Vellum may not ship.
public struct Label<Title: Node, Icon: Node>: Node, PrimitiveNode {
    /// The title's content.
    public let title: Title
    /// The icon's content.
    public let icon: Icon

    /// A label with a title and an icon, as SwiftUI's `init(title:icon:)`.
    public init(@NodeBuilder title: () -> Title, @NodeBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The node itself: it is primitive.
    public var body: Label { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        switch context.environment.labelParts {
        case .titleOnly: try context.build(title)
        case .iconOnly: try context.build(icon)
        case .titleAndIcon: try context.build(HStack(alignment: .center, spacing: Self.spacing) { icon; title })
        }
    }

    /// The space between icon and title.
    static var spacing: Double { 8 }
}

extension Label where Title == Text {
    /// A label with a text title and an icon: `Label("Downloads") { Circle() }`. Vellum's
    /// shorthand for `Label { Text("Downloads") } icon: { Circle() }`; SwiftUI has no such
    /// initializer, so ported code does not use it.
    public init(_ title: String, @NodeBuilder icon: () -> Icon) {
        self.init(title: { Text(title) }, icon: icon)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and the image resource `name` of the main bundle as its icon,
    /// as SwiftUI's `Label(_:image:)` (see ``Image/init(_:bundle:)`` for how names are found).
    public init(_ title: String, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// Which parts of a label show.
enum LabelParts: Equatable {
    case titleAndIcon, titleOnly, iconOnly
}

/// How labels below show, as SwiftUI's `LabelStyle`: the built-in styles `.titleAndIcon`,
/// `.titleOnly` and `.iconOnly` (`.automatic` is `.titleAndIcon`). Custom styles with their own
/// `makeBody(configuration:)` are not supported.
public protocol LabelStyle: Sendable {
    /// Which parts of the label show.
    var parts: LabelStyleParts { get }
}

/// Which parts of a label a ``LabelStyle`` shows.
public struct LabelStyleParts: Hashable, Sendable {
    let value: LabelParts
}

/// The icon, then the title, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Both parts.
    public var parts: LabelStyleParts { LabelStyleParts(value: .titleAndIcon) }
}

/// The title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public var parts: LabelStyleParts { LabelStyleParts(value: .titleOnly) }
}

/// The icon alone, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    public var parts: LabelStyleParts { LabelStyleParts(value: .iconOnly) }
}

/// SwiftUI's default label style, `DefaultLabelStyle`: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Both parts.
    public var parts: LabelStyleParts { LabelStyleParts(value: .titleAndIcon) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// SwiftUI's default: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension Node {
    /// Sets how the labels below show, as SwiftUI's `labelStyle(_:)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.labelParts = style.parts.value })
    }
}
