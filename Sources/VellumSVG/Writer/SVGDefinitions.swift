/// The contents of the document's `<defs>`: gradients, clip paths, filters and symbols, in order
/// of first use, each under a unique id.
///
/// Numbered definitions get the ids `g1`, `g2`, … (one counter per prefix). An element identical
/// to one already defined gets the earlier id back instead of a copy, so a gradient used by
/// twenty paths is written once.
struct SVGDefinitions: Sendable {
    /// The definitions written so far, indented for their place inside `<defs>`.
    private(set) var markup = SVGMarkup()
    private var ids: [SVGNode: String] = [:]
    private var counters: [String: Int] = [:]

    /// Whether nothing has been defined.
    var isEmpty: Bool { markup.isEmpty }

    /// The id of `node` (which has no id attribute yet), defining it under `prefix` followed by
    /// the next number when no identical node is defined.
    mutating func id(of node: SVGNode, prefix: String, depth: Int) -> String {
        if let id = ids[node] { return id }
        let number = counters[prefix, default: 0] + 1
        counters[prefix] = number
        let id = prefix + String(number)
        ids[node] = id
        node.identified(as: id).write(into: &markup, depth: depth)
        return id
    }

    /// Appends a definition written elsewhere (a symbol, whose content is written by the walker).
    mutating func append(_ definition: SVGMarkup) {
        markup.append(definition)
    }
}
