import Foundation
import VellumCore
import VellumScene

/// What a component's factory builds: the node tree and the symbols it references by tag.
public struct ComponentBody {
    /// The nodes to draw.
    public var content: AnyNode
    /// Symbols defined once and drawn by `SymbolReference`s in `content`.
    public var symbols: [Tag: any Node]

    /// Creates a body from nodes and the symbols they use.
    public init<Content: Node>(_ content: Content, symbols: [Tag: any Node] = [:]) {
        self.content = AnyNode(content)
        self.symbols = symbols
    }

    /// A retained scene showing the body.
    public func scene() -> Scene {
        Scene(symbols: symbols) { content }
    }
}

/// Something the registry can build: a named, documented, parameterised node tree.
///
/// A component knows nothing of backends: its factory returns nodes, which any backend renders.
public struct Component: Sendable {
    /// A named set of parameter values worth showing, for the gallery.
    public struct Variation: Hashable, Sendable {
        /// A short file-name-safe label, e.g. `night`.
        public var label: String
        /// Parameter values as the command line would give them.
        public var arguments: [String: String]

        public init(_ label: String, _ arguments: [String: String]) {
            self.label = label
            self.arguments = arguments
        }
    }

    /// The kebab-case name (`tier-badge`).
    public var name: String
    /// One line saying what it draws.
    public var summary: String
    /// The parameters, in the order listings show them.
    public private(set) var parameters: [Parameter]
    /// The canvas size used when none is given.
    public var defaultSize: Size
    /// Variations the gallery renders besides the defaults.
    public var variations: [Variation]
    /// Builds the node tree from validated values (which include the canvas size).
    public var make: @Sendable (ParameterValues) throws -> ComponentBody
    /// For a component that shows time: its still parts and its moving parts from validated
    /// values, for a live SVG; `nil` when it has none.
    public var liveSVG: (@Sendable (ParameterValues) throws -> LiveSVG)? = nil
    /// For a component that answers presses, as Flo's plus button raises its counter: from the
    /// tags of the node pressed (root first, as a hit test gives them) and the current values,
    /// the values after the press; `nil` when the press changes nothing. The component keeps no
    /// state: the new picture is the component built again with the changed values.
    public var press: (@Sendable (_ tags: [Tag], _ values: ParameterValues) -> ParameterValues?)? = nil

    /// Creates a component taking the parameters the keys declare, in the order listings show
    /// them:
    ///
    ///     Component(name: "target", summary: "Concentric rings", parameters: .rings, .ringColor) { values in
    ///         ComponentBody(Target(rings: values[.rings], color: values[.ringColor]))
    ///     }
    public init<each Value: ParameterType>(
        name: String, summary: String, parameters: repeat ParameterKey<each Value>,
        defaultSize: Size = Size(square: 256), variations: [Variation] = [],
        make: @escaping @Sendable (ParameterValues) throws -> ComponentBody
    ) {
        var declared: [Parameter] = []
        for key in repeat each parameters { declared.append(key.parameter) }
        self.init(name: name, summary: summary, parameters: declared, defaultSize: defaultSize,
                  variations: variations, make: make)
    }

    /// Creates a component whose parameters are found at run time, such as a view's
    /// `@Inspectable` properties; each still comes from a ``ParameterKey``.
    package init(name: String, summary: String, parameters: [Parameter], defaultSize: Size,
                 variations: [Variation], make: @escaping @Sendable (ParameterValues) throws -> ComponentBody) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.defaultSize = defaultSize
        self.variations = variations
        self.make = make
    }

    /// The parameter named `name`, if declared.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// Validates `arguments` (name → text) against the parameters and fills in defaults; `size`
    /// is the canvas the component will be drawn on (its default size when `nil`).
    public func values(from arguments: [String: String], size: Size? = nil,
                       now: Date = Date()) throws(ComponentError) -> ParameterValues {
        var values: [String: ParameterValue] = [:]
        for (name, text) in arguments.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameter(named: name) else {
                throw .unknownParameter(component: self.name, name: name,
                                        suggestion: Suggestion.closest(to: name, in: parameters.map(\.name)),
                                        known: parameters.map(\.name))
            }
            do {
                values[name] = try parameter.kind.parse(text)
            } catch {
                throw .invalidValue(component: self.name, parameter: name, error)
            }
        }
        for parameter in parameters where values[parameter.name] == nil {
            values[parameter.name] = parameter.defaultValue.resolve(now: now)
        }
        return ParameterValues(values, canvasSize: size ?? defaultSize)
    }

    /// Builds the component's nodes from command-line style arguments for a canvas of `size`.
    public func build(_ arguments: [String: String] = [:], size: Size? = nil, now: Date = Date()) throws -> ComponentBody {
        try make(values(from: arguments, size: size, now: now))
    }
}
