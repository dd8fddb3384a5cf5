import VellumCore

/// How `textLength` fits one character's cluster: its glyphs stretched along the line by
/// `scale` (`lengthAdjust="spacingAndGlyphs"`), or `extra` space after it (`spacing`, the
/// default), in place of letter and word spacing.
struct TextLengthFit {
    var scale = 1.0
    var extra = 0.0
}

extension Importer {
    /// The fit of each character that a `text`, `tspan` or `tref` with `textLength` holds (an
    /// inner element's wins): the clusters of the element's characters, measured by their
    /// shaped advances, spread or stretched to the length, as resvg and Chromium fit them. An
    /// element whose characters span several text chunks keeps its own length.
    mutating func textLengthFits(_ content: TextContent, _ shaped: ShapedTextCharacters, chunkOf: [Int],
                        viewport: Size) throws(SVGImportError) -> [TextLengthFit?] {
        var fits = [TextLengthFit?](repeating: nil, count: content.characters.count)
        for (owner, range, style) in content.positioned {
            let range = range.clamped(to: content.characters.indices)
            guard let (length, glyphsToo) = try textLength(of: owner, viewport, style.fontSize),
                  let first = range.first, let last = range.last, chunkOf[first] == chunkOf[last] else { continue }
            let clusters = range.filter { shaped.characters[$0].startsCluster && shaped.characters[$0].face != nil }
            let natural = clusters.reduce(0) { $0 + shaped.characters[$1].advance }
            guard natural > 0 else { continue }
            for i in clusters {
                fits[i] = glyphsToo ? TextLengthFit(scale: length / natural)
                    : TextLengthFit(extra: clusters.count > 1 ? (length - natural) / Double(clusters.count - 1) : 0)
            }
        }
        return fits
    }

    /// An element's `textLength` in user units and whether `lengthAdjust` scales the glyphs
    /// too; `nil` without one, and (reported) for a negative value or one that is no length.
    private mutating func textLength(of element: SourceElement, _ viewport: Size,
                            _ fontSize: Double) throws(SVGImportError) -> (Double, Bool)? {
        guard let text = element["textLength"] else { return nil }
        guard let length = Length(parsing: text), length.value >= 0 else {
            try invalid(element, PropertyProblem(property: "textLength", value: text,
                                                 reason: "not a length of 0 or more; the text keeps its own length"))
            return nil
        }
        return (length.resolved(.horizontal, in: viewport, fontSize: fontSize),
                element["lengthAdjust"]?.trimmingSpaces == "spacingAndGlyphs")
    }
}
