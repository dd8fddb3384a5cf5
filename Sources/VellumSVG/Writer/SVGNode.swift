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

    /// Writes the element and its children, one element per line, indented by `depth`.
    func write(into markup: inout SVGMarkup, depth: Int) {
        guard !children.isEmpty else {
            markup.open(self, depth: depth, selfClosing: true)
            return
        }
        markup.open(self, depth: depth)
        for child in children { child.write(into: &markup, depth: depth + 1) }
        markup.close(self, depth: depth)
    }
}

/// An SVG document being written, one element per line, indented two spaces per level, as UTF-8
/// bytes: tags and escaped attribute values go straight into the bytes, with no string built per
/// tag or attribute (which had been a tenth of writing a badge).
struct SVGMarkup: Sendable, Equatable {
    private(set) var bytes: [UInt8] = []

    /// Whether nothing was written.
    var isEmpty: Bool { bytes.isEmpty }

    /// Appends `content` on a line of its own.
    mutating func line(_ content: String, depth: Int) {
        indent(depth)
        bytes.append(contentsOf: content.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `node`'s start tag on a line of its own (the whole element, without its children,
    /// when `selfClosing`).
    mutating func open(_ node: SVGNode, depth: Int, selfClosing: Bool = false) {
        indent(depth)
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: node.name.utf8)
        for attribute in node.attributes {
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: attribute.name.utf8)
            bytes.append(UInt8(ascii: "="))
            bytes.append(UInt8(ascii: "\""))
            XMLEscaping.appendAttribute(attribute.value, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        if selfClosing { bytes.append(UInt8(ascii: "/")) }
        bytes.append(UInt8(ascii: ">"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `node`'s end tag on a line of its own.
    mutating func close(_ node: SVGNode, depth: Int) {
        indent(depth)
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        bytes.append(contentsOf: node.name.utf8)
        bytes.append(UInt8(ascii: ">"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends already indented lines.
    mutating func append(_ other: SVGMarkup) {
        bytes.append(contentsOf: other.bytes)
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }
}
