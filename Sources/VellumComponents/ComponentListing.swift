import Foundation

extension ComponentRegistry {
    /// Every plugin, component and parameter as the JSON `vellum list --json` prints (pretty,
    /// keys sorted), for programs such as `vellum serve`'s `/components`.
    public func listingJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(ComponentListing(self))
    }
}

/// The registry described for people and programs: what `vellum list` prints and
/// `vellum serve`'s `/components` answers.
public struct ComponentListing: Encodable {
    struct PluginEntry: Encodable {
        var name: String
        var summary: String
        var components: [ComponentEntry]
    }

    struct ComponentEntry: Encodable {
        var name: String
        var summary: String
        var defaultSize: [String: Double]
        var parameters: [ParameterEntry]

        enum CodingKeys: String, CodingKey {
            case name, summary, parameters
            case defaultSize = "default_size"
        }
    }

    struct ParameterEntry: Encodable {
        var name: String
        var type: String
        var defaultValue: String
        var allowed: String
        var summary: String
        var minimum: Double?
        var maximum: Double?
        var cases: [String]?

        enum CodingKeys: String, CodingKey {
            case name, type, allowed, summary, minimum, maximum, cases
            case defaultValue = "default"
        }
    }

    var plugins: [PluginEntry]

    /// The listing of every plugin, component and parameter in `registry`.
    public init(_ registry: ComponentRegistry) {
        plugins = registry.plugins.map { plugin in
            PluginEntry(name: plugin.name, summary: plugin.summary,
                        components: plugin.components.map(Self.entry))
        }
    }

    private static func entry(_ c: Component) -> ComponentEntry {
        ComponentEntry(name: c.name, summary: c.summary,
                       defaultSize: ["width": c.defaultSize.width, "height": c.defaultSize.height],
                       parameters: c.parameters.map(entry))
    }

    private static func entry(_ p: Parameter) -> ParameterEntry {
        var e = ParameterEntry(name: p.name, type: p.kind.typeName, defaultValue: defaultText(p),
                               allowed: p.kind.allowedDescription, summary: p.summary)
        switch p.kind {
        case .number(let r), .angle(let r): (e.minimum, e.maximum) = (r.lowerBound, r.upperBound)
        case .integer(let r): (e.minimum, e.maximum) = (Double(r.lowerBound), Double(r.upperBound))
        case .choice(let cases): e.cases = cases
        default: break
        }
        return e
    }

    /// A parameter's default as the listing writes it: its value, or `now`.
    public static func defaultText(_ p: Parameter) -> String {
        switch p.defaultValue {
        case .value(let v): v.description
        case .now: "now"
        }
    }

    /// A plain-text listing, one block per component.
    public var text: String {
        var out = ""
        for plugin in plugins {
            out += "\(plugin.name) — \(plugin.summary)\n"
            for c in plugin.components {
                let w = c.defaultSize["width"] ?? 0, h = c.defaultSize["height"] ?? 0
                out += "  \(c.name): \(c.summary) (default size \(Int(w))x\(Int(h)))\n"
                for p in c.parameters {
                    out += "    \(p.name) <\(p.type)> = \(p.defaultValue): \(p.summary) [\(p.allowed)]\n"
                }
            }
        }
        return out
    }
}
