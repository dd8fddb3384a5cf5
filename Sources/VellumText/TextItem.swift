/// A stretch of a paragraph that HarfBuzz shapes in one call: one run (style), one face, one
/// bidi level and one script.
struct TextItem: Equatable {
    /// The scalars, as indices into the paragraph.
    var range: Range<Int>
    var run: Int
    var face: FontFace
    /// The bidi embedding level; odd is right to left.
    var level: UInt8
    /// HarfBuzz's script tag.
    var script: UInt32

    var isRightToLeft: Bool { level % 2 == 1 }

    /// Splits a paragraph wherever the run, face, bidi level or script changes.
    ///
    /// Characters of no script of their own — spaces, punctuation, digits (Common) and combining
    /// marks (Inherited) — take the script of the text before them, or at the start of a
    /// paragraph the first script after them, so "مرحبا، 2024" is one Arabic item as far as
    /// script goes and marks never leave their base.
    static func items(of paragraph: ParagraphText, levels: BidiLevels) -> [TextItem] {
        let scripts = resolvedScripts(paragraph.scalars)
        var items: [TextItem] = []
        for i in paragraph.scalars.indices {
            let item = TextItem(range: i..<i + 1, run: paragraph.runs[i], face: paragraph.faces[i],
                                level: levels.levels[i], script: scripts[i])
            if let last = items.last, last.run == item.run, last.face == item.face, last.level == item.level,
               last.script == item.script {
                items[items.count - 1].range = last.range.lowerBound..<i + 1
            } else {
                items.append(item)
            }
        }
        return items
    }

    /// Each scalar's script with Common, Inherited and Unknown replaced by a neighbour's.
    private static func resolvedScripts(_ scalars: [UInt32]) -> [UInt32] {
        let own = scalars.map(HarfBuzzFont.script(of:))
        let isReal = { (script: UInt32) in
            script != HarfBuzzFont.commonScript && script != HarfBuzzFont.inheritedScript
                && script != HarfBuzzFont.unknownScript
        }
        var current = own.first(where: isReal) ?? HarfBuzzFont.commonScript
        return own.map { script in
            if isReal(script) { current = script }
            return current
        }
    }
}
