/// The contents of the document's `<defs>`: gradients, clip paths, filters and symbols, in order
/// of first use, each under a unique id.
///
/// Numbered definitions get the ids `g1`, `g2`, … (one counter per prefix). An element identical
/// to one already defined gets the earlier id back instead of a copy, so a gradient used by
/// twenty paths is written once.
struct SVGDefinitions: Sendable {
    /// The definitions written so far, indented for their place inside `<defs>`.
    private(set) var markup = SVGMarkup()
    /// The nodes defined so far with their ids, while they are few: found by comparing, which
    /// stops at the first difference, where hashing walks every attribute of every node (a
    /// badge's one shadow filter cost 19 k instructions to hash). Past ``scanLimit`` they are
    /// moved into `index`.
    private var defined: [(node: SVGNode, id: String)] = []
    private var index: [SVGNode: String]?
    private var counters: [String: Int] = [:]
    private static let scanLimit = 8

    /// Whether nothing has been defined.
    var isEmpty: Bool { markup.isEmpty }

    /// The id of `node` (which has no id attribute yet), defining it under `prefix` followed by
    /// the next number when no identical node is defined.
    mutating func id(of node: SVGNode, prefix: String, depth: Int) -> String {
        if let id = existingID(of: node) { return id }
        let number = counters[prefix, default: 0] + 1
        counters[prefix] = number
        let id = prefix + String(number)
        remember(node, as: id)
        node.identified(as: id).write(into: &markup, depth: depth)
        return id
    }

    private func existingID(of node: SVGNode) -> String? {
        if let index { return index[node] }
        return defined.first { $0.node == node }?.id
    }

    private mutating func remember(_ node: SVGNode, as id: String) {
        if index != nil {
            index![node] = id
            return
        }
        defined.append((node, id))
        guard defined.count > Self.scanLimit else { return }
        index = Dictionary(uniqueKeysWithValues: defined.map { ($0.node, $0.id) })
        defined = []
    }

    /// Appends a definition written elsewhere (a symbol, whose content is written by the walker).
    mutating func append(_ definition: SVGMarkup) {
        markup.append(definition)
    }
}
