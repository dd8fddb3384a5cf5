import VellumCore
import VellumScene

/// A plugin: a named set of components contributed by one module.
public struct Plugin: Sendable {
    /// The plugin's name (`badge`, `clock`, or a user's own).
    public var name: String
    /// One line saying what it contributes.
    public var summary: String
    /// The components it contributes.
    public var components: [Component]

    /// Creates a plugin.
    public init(name: String, summary: String, components: [Component]) {
        self.name = name
        self.summary = summary
        self.components = components
    }
}

/// Knows every registered plugin and component, checks definitions, and finds components by name.
///
///     var registry = ComponentRegistry()
///     try registry.register(BadgePlugin.plugin)
///     try registry.registerShape("star", summary: "A five-pointed star") { Star() }
///     let node = try registry.component(named: "badge").build(["rotation-count": "6"])
public struct ComponentRegistry: Sendable {
    /// The registered plugins, in registration order.
    public private(set) var plugins: [Plugin] = []
    private var byName: [String: (component: Component, plugin: String)] = [:]

    /// An empty registry.
    public init() {}

    /// Every component, sorted by name, with the plugin that contributed it.
    public var components: [(component: Component, plugin: String)] {
        byName.keys.sorted().map { byName[$0]! }
    }

    /// Registers a plugin and all its components, or nothing if any definition is invalid or any
    /// name is taken.
    public mutating func register(_ plugin: Plugin) throws(ComponentError) {
        try Self.checkName(plugin.name)
        guard !plugins.contains(where: { $0.name == plugin.name }) else {
            throw .duplicateName(kind: "plugin", name: plugin.name)
        }
        var seen = Set<String>()
        for component in plugin.components {
            try Self.check(component)
            guard byName[component.name] == nil, seen.insert(component.name).inserted else {
                throw .duplicateName(kind: "component", name: component.name)
            }
        }
        plugins.append(plugin)
        for component in plugin.components { byName[component.name] = (component, plugin.name) }
    }

    /// Registers one component under the plugin `pluginName` (created on first use).
    public mutating func register(_ component: Component, plugin pluginName: String = "user") throws(ComponentError) {
        try Self.check(component)
        guard byName[component.name] == nil else { throw .duplicateName(kind: "component", name: component.name) }
        if let i = plugins.firstIndex(where: { $0.name == pluginName }) {
            plugins[i].components.append(component)
        } else {
            try Self.checkName(pluginName)
            plugins.append(Plugin(name: pluginName, summary: "Components registered one by one", components: [component]))
        }
        byName[component.name] = (component, pluginName)
    }

    /// The component named `name`; an unknown name suggests the closest registered one.
    public func component(named name: String) throws(ComponentError) -> Component {
        guard let entry = byName[name] else {
            throw .unknownComponent(name: name, suggestion: Suggestion.closest(to: name, in: Array(byName.keys)))
        }
        return entry.component
    }
}

// MARK: - Checking definitions

extension ComponentRegistry {
    /// Names are kebab-case: lowercase letters and digits in words joined by single hyphens,
    /// starting with a letter, so they work unquoted on a command line and as file names.
    static func checkName(_ name: String) throws(ComponentError) {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        let valid = !name.isEmpty && name.first!.isLowercase && name.first!.isASCII
            && words.allSatisfy { word in
                !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            }
        guard valid else { throw .invalidDefinition(name: name, reason: "names must be kebab-case, like 'tier-badge'") }
    }

    static func check(_ component: Component) throws(ComponentError) {
        try checkName(component.name)
        let size = component.defaultSize
        guard size.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidDefinition(name: component.name, reason: "default size \(size) must be positive and finite")
        }
        var names = Set<String>()
        for parameter in component.parameters {
            try checkName(parameter.name)
            guard names.insert(parameter.name).inserted else {
                throw .invalidDefinition(name: component.name, reason: "parameter '\(parameter.name)' is declared twice")
            }
            if let reason = problem(with: parameter) {
                throw .invalidDefinition(name: component.name, reason: "parameter '\(parameter.name)': \(reason)")
            }
        }
        try checkVariations(of: component)
    }

    /// What a key's type cannot rule out: an infinite range, no room for text, a default outside
    /// the range. (A choice's cases are an enum's, so they are distinct and include the default.)
    private static func problem(with parameter: Parameter) -> String? {
        switch parameter.kind {
        case .number(let r), .angle(let r):
            guard r.lowerBound.isFinite, r.upperBound.isFinite else { return "its range must be finite" }
        case .string(let max):
            guard max > 0 else { return "its maximum length must be positive" }
        default:
            break
        }
        if case .value(let v) = parameter.defaultValue, !parameter.kind.accepts(v) {
            return "default \(v) is not \(parameter.kind.allowedDescription)"
        }
        return nil
    }

    /// Variations are written as text, as the command line gives arguments: check them now, so a
    /// misspelt name or a bad value fails at registration rather than in the gallery.
    private static func checkVariations(of component: Component) throws(ComponentError) {
        for variation in component.variations {
            do {
                _ = try component.values(from: variation.arguments)
            } catch {
                throw .invalidDefinition(name: component.name, reason: "variation '\(variation.label)': \(error)")
            }
        }
    }
}
