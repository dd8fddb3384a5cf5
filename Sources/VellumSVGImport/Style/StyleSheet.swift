/// The rules of a document's `<style>` elements (`type="text/css"` or no type): selectors made
/// of type, class, id, attribute and universal simple selectors joined by descendant and child
/// combinators. Rules with other selectors (pseudo-classes, sibling combinators) are skipped,
/// as browsers skip rules they cannot parse.
struct StyleSheet: Sendable {
    /// One compound selector: what a single element must be.
    struct Compound: Hashable, Sendable {
        var type: String?
        var id: String?
        var classes: [String] = []
        var attributes: [AttributeTest] = []
    }

    /// An attribute selector: `[name]`, or `[name op "value"]` with `op` one of CSS's
    /// `=`, `~=`, `|=`, `^=`, `$=`, `*=`.
    struct AttributeTest: Hashable, Sendable {
        var name: String
        var op: String?
        var value: String

        func matches(_ element: SourceElement) -> Bool {
            guard let actual = element[name] else { return false }
            switch op {
            case nil: return true
            case "=": return actual == value
            case "~=": return actual.split(whereSeparator: \.isWhitespace).contains(Substring(value))
            case "|=": return actual == value || actual.hasPrefix(value + "-")
            case "^=": return !value.isEmpty && actual.hasPrefix(value)
            case "$=": return !value.isEmpty && actual.hasSuffix(value)
            default: return !value.isEmpty && actual.contains(value)   // "*="
            }
        }

        /// Parses the inside of `[…]`; `nil` when malformed.
        init?(_ text: Substring) {
            let op = ["~=", "|=", "^=", "$=", "*=", "="].first { text.contains($0) }
            let range = op.flatMap { text.range(of: $0) }
            name = String((range.map { text[..<$0.lowerBound] } ?? text).trimmingSpaces)
            self.op = op
            var quoted = range.map { text[$0.upperBound...].trimmingSpaces } ?? ""
            if let first = quoted.first, first == "\"" || first == "'" {
                guard quoted.count >= 2, quoted.last == first else { return nil }
                quoted = quoted.dropFirst().dropLast()
            }
            value = String(quoted)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_:".contains($0) }) else { return nil }
        }
    }

    /// How a compound relates to the one on its right.
    enum Combinator: Hashable, Sendable {
        case descendant, child
    }

    /// A complex selector, rightmost compound (the subject) first.
    struct Selector: Sendable {
        var subject: Compound
        /// The compounds to the left, nearest first, each with the combinator on its right.
        var ancestors: [(Combinator, Compound)]

        /// CSS specificity: (ids, classes, types), compared in that order.
        var specificity: Int {
            let all = [subject] + ancestors.map(\.1)
            let ids = all.filter { $0.id != nil }.count
            let classes = all.reduce(0) { $0 + $1.classes.count + $1.attributes.count }
            let types = all.filter { $0.type != nil }.count
            return ids << 20 | classes << 10 | types
        }
    }

    struct Rule: Sendable {
        var selector: Selector
        var declarations: [(String, String)]
        /// Source order, which breaks specificity ties.
        var order: Int
    }

    private(set) var rules: [Rule] = []

    var isEmpty: Bool { rules.isEmpty }

    init() {}

    /// The rules of every `<style>` element in `tree` with a CSS type.
    init(tree: SourceTree) {
        for element in tree.elements where element.isSVG && element.name == "style" {
            let type = element["type"]?.trimmingSpaces.lowercased() ?? ""
            guard type.isEmpty || type == "text/css" else { continue }
            add(css: element.text)
        }
    }

    /// Adds the rules of a style sheet's text; at-rules and unparsable selectors are skipped.
    mutating func add(css: String) {
        let text = Self.removingComments(css)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let prelude = rest[..<open].trimmingSpaces
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let body = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            if prelude.hasPrefix("@") {
                // A block at-rule (@media…) holds nested rules: skip its whole block.
                var depth = 1
                if body.contains("{") {
                    while depth > 0, let next = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
                        depth += rest[next] == "{" ? 1 : -1
                        rest = rest[rest.index(after: next)...]
                    }
                }
                continue
            }
            let declarations = StyleCascade.styleDeclarations(body)
            for part in prelude.split(separator: ",") {
                guard let selector = Self.selector(String(part)) else { continue }
                rules.append(Rule(selector: selector, declarations: declarations, order: rules.count))
            }
        }
    }

    /// The declarations of every rule matching `element`, in cascade order: by specificity,
    /// then source order.
    func declarations(for element: SourceElement, in tree: SourceTree) -> [(String, String)] {
        guard !rules.isEmpty else { return [] }
        let matching = rules.filter { matches($0.selector, element, tree) }
            .sorted { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
        return matching.flatMap(\.declarations)
    }

    private func matches(_ selector: Selector, _ element: SourceElement, _ tree: SourceTree) -> Bool {
        guard Self.matches(selector.subject, element) else { return false }
        return matchAncestors(selector.ancestors[...], from: element, tree)
    }

    /// Whether the compounds `rest` match the ancestors of `element` (backtracking over
    /// descendant combinators).
    private func matchAncestors(_ rest: ArraySlice<(Combinator, Compound)>, from element: SourceElement,
                                _ tree: SourceTree) -> Bool {
        guard let (combinator, compound) = rest.first else { return true }
        var parent = element.parent
        while let p = parent {
            if Self.matches(compound, tree[p]), matchAncestors(rest.dropFirst(), from: tree[p], tree) { return true }
            if combinator == .child { return false }
            parent = tree[p].parent
        }
        return false
    }

    private static func matches(_ compound: Compound, _ element: SourceElement) -> Bool {
        if let type = compound.type, type != element.name { return false }
        if let id = compound.id, id != element["id"] { return false }
        if !compound.classes.isEmpty {
            let classes = (element["class"] ?? "").split(whereSeparator: \.isWhitespace)
            for c in compound.classes where !classes.contains(Substring(c)) { return false }
        }
        return compound.attributes.allSatisfy { $0.matches(element) }
    }

    /// Parses a complex selector; `nil` when it uses anything beyond the supported subset.
    static func selector(_ text: String) -> Selector? {
        var compounds: [Compound] = []
        var combinators: [Combinator] = []
        var pending: Combinator?
        var token = ""
        func flush() -> Bool {
            guard !token.isEmpty else { return true }
            guard let compound = self.compound(token) else { return false }
            if !compounds.isEmpty { combinators.append(pending ?? .descendant) }
            compounds.append(compound)
            pending = nil
            token = ""
            return true
        }
        for ch in text {
            if ch.isWhitespace {
                guard flush() else { return nil }
            } else if ch == ">" {
                guard flush(), !compounds.isEmpty, pending == nil else { return nil }
                pending = .child
            } else {
                token.append(ch)
            }
        }
        guard flush(), pending == nil, let subject = compounds.last else { return nil }
        var ancestors: [(Combinator, Compound)] = []
        for i in stride(from: compounds.count - 2, through: 0, by: -1) {
            ancestors.append((combinators[i], compounds[i]))
        }
        return Selector(subject: subject, ancestors: ancestors)
    }

    /// `type`, `*`, `.class`, `#id`, `[attribute…]` and their concatenations (`rect.a#c[x]`).
    private static func compound(_ text: String) -> Compound? {
        var compound = Compound()
        var scanner = Substring(text)
        func name() -> String? {
            let n = scanner.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            scanner = scanner.dropFirst(n.count)
            return n.isEmpty ? nil : String(n)
        }
        if scanner.first == "*" {
            scanner = scanner.dropFirst()
        } else if let first = scanner.first, first.isLetter {
            compound.type = name()
        }
        while let c = scanner.first {
            scanner = scanner.dropFirst()
            switch c {
            case ".":
                guard let n = name() else { return nil }
                compound.classes.append(n)
            case "#":
                guard let n = name() else { return nil }
                compound.id = n
            case "[":
                guard let close = scanner.firstIndex(of: "]"), let test = AttributeTest(scanner[..<close]) else { return nil }
                compound.attributes.append(test)
                scanner = scanner[scanner.index(after: close)...]
            default:
                return nil
            }
        }
        return compound
    }

    private static func removingComments(_ css: String) -> String {
        var cleaned = css
        while let open = cleaned.range(of: "/*") {
            let close = cleaned.range(of: "*/", range: open.upperBound..<cleaned.endIndex)
            cleaned.removeSubrange(open.lowerBound..<(close?.upperBound ?? cleaned.endIndex))
        }
        return cleaned
    }
}
