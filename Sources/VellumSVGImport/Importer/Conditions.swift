/// SVG's conditional processing attributes, evaluated for a renderer that supports SVG 2's
/// static features, no extensions, and English.
enum Conditions {
    /// The languages `systemLanguage` is matched against (resvg's and most viewers' default).
    static let languages = ["en"]

    /// Whether `element`'s `requiredExtensions` and `systemLanguage` allow it to render.
    /// `requiredFeatures` is ignored, as SVG 2 and browsers do (it always passes).
    static func pass(_ element: SourceElement) -> Bool {
        // No extension is supported, and an empty list fails too (SVG 1.1, 5.8.4).
        if element["requiredExtensions"] != nil { return false }
        if let list = element["systemLanguage"] {
            let tags = list.split(separator: ",").map { $0.trimmingSpaces.lowercased() }
            return tags.contains { tag in
                languages.contains { tag == $0 || tag.hasPrefix($0 + "-") }
            }
        }
        return true
    }
}

extension Importer {
    /// A `switch`: the first direct child that is a graphics element and whose conditions pass
    /// is rendered, under the switch's transform, clip and opacity; the others are not.
    mutating func switchChoice(_ element: SourceElement, _ style: Style,
                               _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        let transform = try transform(of: element)
        var inner = context
        inner.style = style
        let chosen = element.children.first { child in
            let c = tree[child]
            return c.isSVG && (Self.drawable.contains(c.name) || Self.switchCandidates.contains(c.name))
                && Conditions.pass(c)
        }
        guard let chosen else { return [] }
        return try wrap(try build(chosen, inner), of: element, style, transform: transform)
    }

    /// Elements a `switch` may choose besides those the importer draws: choosing one of them
    /// renders nothing (or what its own support gives), never a later sibling.
    static let switchCandidates: Set<String> = ["foreignObject"]
}
