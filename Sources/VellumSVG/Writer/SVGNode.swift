/// One SVG element being written: its name, attributes in the order given and child elements.
///
/// Attributes whose value is `nil` are left out, which is how defaults are omitted: the code
/// building an element computes `nil` for a value equal to SVG's default.
struct SVGNode: Hashable, Sendable {
    /// A name and an unescaped value.
    struct Attribute: Hashable, Sendable {
        var name: String
        var value: String
    }

    var name: String
    var attributes: [Attribute] = []
    var children: [SVGNode] = []

    init(_ name: String, _ attributes: [(String, String?)] = [], children: [SVGNode] = []) {
        self.name = name
        self.attributes = attributes.compactMap { name, value in
            value.map { Attribute(name: name, value: $0) }
        }
        self.children = children
    }

    /// The node with `id` as its first attribute.
    func identified(as id: String) -> SVGNode {
        var node = self
        node.attributes.insert(Attribute(name: "id", value: id), at: 0)
        return node
    }

    /// The start tag, or the whole element when `selfClosing`.
    func startTag(selfClosing: Bool = false) -> String {
        var tag = "<"
        tag.reserveCapacity(attributes.reduce(name.utf8.count + 3) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 })
        tag.append(name)
        for attribute in attributes {
            tag.append(" ")
            tag.append(attribute.name)
            tag.append("=\"")
            tag.append(XMLEscaping.attribute(attribute.value))
            tag.append("\"")
        }
        tag.append(selfClosing ? "/>" : ">")
        return tag
    }

    /// The end tag.
    var endTag: String { "</" + name + ">" }

    /// Writes the element and its children, one element per line, indented by `depth`.
    func write(into markup: inout SVGMarkup, depth: Int) {
        guard !children.isEmpty else {
            markup.line(startTag(selfClosing: true), depth: depth)
            return
        }
        markup.line(startTag(), depth: depth)
        for child in children { child.write(into: &markup, depth: depth + 1) }
        markup.line(endTag, depth: depth)
    }
}

/// Text of an SVG document being written, one element per line, indented two spaces per level.
struct SVGMarkup: Sendable {
    private(set) var text = ""

    /// Appends `content` on a line of its own.
    mutating func line(_ content: String, depth: Int) {
        for _ in 0..<depth { text.append("  ") }
        text.append(content)
        text.append("\n")
    }

    /// Appends already indented lines.
    mutating func append(_ other: SVGMarkup) {
        text += other.text
    }
}
