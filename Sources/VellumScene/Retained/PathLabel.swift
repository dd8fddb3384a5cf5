import VellumCore

/// One component of a node's path (``SceneNode/path``) contributed by a description that made no
/// node of its own: a user component, an element of a `ForEach`, a symbol's root.
///
/// Kept unformatted until a path is printed: formatting a generic component's type name costs
/// more than building its node, and a rebuild makes a path for every component it meets.
enum PathLabel: Equatable, CustomStringConvertible {
    /// A component, named by its type.
    case component(any Node.Type)
    /// The element at an index of a `ForEach`.
    case forEachElement(Int)
    /// The element of a `ForEach` with an identity (an `Identifiable` id or an `id:` key path).
    case forEachIdentified(AnyHashable)
    /// The root of the symbol with a tag.
    case symbol(Tag)

    static func == (a: PathLabel, b: PathLabel) -> Bool {
        switch (a, b) {
        case (.component(let x), .component(let y)): ObjectIdentifier(x) == ObjectIdentifier(y)
        case (.forEachElement(let x), .forEachElement(let y)): x == y
        case (.forEachIdentified(let x), .forEachIdentified(let y)): x == y
        case (.symbol(let x), .symbol(let y)): x == y
        default: false
        }
    }

    var description: String {
        switch self {
        case .component(let type): String(describing: type)
        case .forEachElement(let index): "ForEach[\(index)]"
        case .forEachIdentified(let id): "ForEach[\(id)]"
        case .symbol(let tag): "symbol \(tag)"
        }
    }
}

extension [PathLabel] {
    /// The labels followed by `more`, as a path: `Dial > ForEach[2] > tag "hand"`.
    func joinedPath(_ more: String...) -> String {
        (map(\.description) + more).joined(separator: " > ")
    }
}
