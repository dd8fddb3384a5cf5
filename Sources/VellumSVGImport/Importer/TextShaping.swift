import VellumCore
import VellumText

/// A character's share of the run it was shaped in: the glyphs of the cluster it begins, drawn
/// from the pen at its style's size (y down), their advance, and the face they come from. A
/// character inside a cluster begun before it (the second letter of a ligature, a mark) has
/// no glyphs and no advance.
struct ShapedCharacter {
    var face: FontFace?
    var outline = Path()
    /// The cluster's colour glyphs (emoji), drawn in their own colours in place of outlines.
    var colorGlyphs: [PlacedColorGlyph] = []
    var advance = 0.0
    /// Whether the character begins a cluster: letter and word spacing follow clusters.
    var startsCluster = true
}

/// The characters of a text shaped with HarfBuzz, and the order they are placed in: reading
/// order, except that each stretch of right-to-left characters is reversed so that its
/// clusters go on the page from left to right.
struct ShapedTextCharacters {
    var characters: [ShapedCharacter]
    var placementOrder: [Int]
}

/// What a run of characters to shape together shares (sizes may differ: each character's
/// glyphs are scaled to its own, so kerning spans a change of size as it spans one of paint).
private struct RunKey: Equatable {
    var face: FontFace
    var features: [FontFeature]
    var rightToLeft: Bool
    var chunk: Int
}

extension Importer {
    /// Shapes `characters` (with their `styles`) in runs of one face, feature set, direction
    /// and text chunk (`chunks` numbers each character's), so that kerning,
    /// ligatures, marks and joining scripts come out as HarfBuzz shapes them, across changes of
    /// paint. A character's face is its style's font or, when that lacks it, fontconfig's
    /// fallback; its direction comes from ``directions(_:chunks:)``.
    mutating func shape(_ characters: [TextCharacter], styles: [Style], chunks: [Int],
                        element: SourceElement) throws(SVGImportError) -> ShapedTextCharacters {
        var keys: [RunKey?] = []
        let directions = Self.directions(characters, chunks: chunks)
        for (i, c) in characters.enumerated() {
            let style = styles[c.style]
            let font = try font(for: style, element: element)
            let rightToLeft = directions[i]
            let face = font.flatMap { FontLibrary.shared.face(for: c.scalar, in: $0) } ?? font?.face
            keys.append(face.map { RunKey(face: $0, features: style.shapingFeatures,
                                          rightToLeft: rightToLeft, chunk: chunks[i]) })
        }
        var shaped = [ShapedCharacter](repeating: ShapedCharacter(), count: characters.count)
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count, keys[end] == keys[start] { end += 1 }
            if let key = keys[start] {
                Self.shapeRun(characters[start..<end].map(\.scalar), key, from: start,
                              styles: characters[start..<end].map { styles[$0.style] }, into: &shaped)
            }
            start = end
        }
        return ShapedTextCharacters(characters: shaped, placementOrder: Self.placementOrder(directions, chunks: chunks))
    }

    /// Whether each character runs right to left, in a left-to-right paragraph (SVG's initial
    /// `direction`), by a reduced form of the bidi algorithm's rules for weak and neutral types:
    /// letters of right-to-left scripts run right to left, other letters left to right; marks
    /// take the direction of the character they follow; a stretch of characters of neither
    /// kind (spaces, punctuation, digits) runs right to left only between two right-to-left
    /// letters of one chunk, as the paragraph's direction wins at a chunk's ends and between
    /// letters of both directions.
    private static func directions(_ characters: [TextCharacter], chunks: [Int]) -> [Bool] {
        var strong: [Bool?] = []
        for c in characters {
            switch c.scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: strong.append(strong.last ?? nil)
            default:
                strong.append(FontFace.isRightToLeft(c.scalar) ? true : c.scalar.properties.isAlphabetic ? false : nil)
            }
        }
        var directions = strong.map { $0 ?? false }
        var i = 0
        while i < characters.count {
            guard strong[i] == nil else { i += 1; continue }
            var end = i
            while end < characters.count, strong[end] == nil, chunks[end] == chunks[i] { end += 1 }
            let before = i > 0 && chunks[i - 1] == chunks[i] ? strong[i - 1] : false
            let after = end < characters.count && chunks[end] == chunks[i] ? strong[end] : false
            for k in i..<end { directions[k] = before == true && after == true }
            i = end
        }
        return directions
    }

    /// The characters in page order: each stretch of right-to-left characters in a chunk
    /// reversed, whatever faces or styles its runs have.
    private static func placementOrder(_ directions: [Bool], chunks: [Int]) -> [Int] {
        var order: [Int] = []
        var start = 0
        while start < directions.count {
            var end = start + 1
            while end < directions.count, directions[end] == directions[start], chunks[end] == chunks[start] { end += 1 }
            order += directions[start] ? Array((start..<end).reversed()) : Array(start..<end)
            start = end
        }
        return order
    }

    /// Shapes one run and gives each cluster's glyphs to the character that begins it, at
    /// that character's size (`styles`, one per scalar); a glyph its face draws in colour goes
    /// to the character's colour glyphs instead of its outline.
    private static func shapeRun(_ scalars: [Unicode.Scalar], _ key: RunKey, from offset: Int, styles: [Style],
                                 into shaped: inout [ShapedCharacter]) {
        for i in offset..<offset + scalars.count {
            shaped[i] = ShapedCharacter(face: key.face, startsCluster: false)
        }
        for glyph in key.face.shapedRun(scalars, rightToLeft: key.rightToLeft, features: key.features) {
            let i = offset + glyph.cluster
            let style = styles[glyph.cluster], size = style.fontSize, k = size / key.face.unitsPerEm
            let place = AffineTransform(translationX: shaped[i].advance + glyph.offsetX * k, y: glyph.offsetY * k)
            if let color = key.face.colorGlyph(of: glyph.glyph, pixelsPerEm: size, foreground: style.glyphForeground) {
                shaped[i].colorGlyphs.append(PlacedColorGlyph(glyph: color,
                                                              transform: AffineTransform(scaleX: k, y: k).concatenating(place)))
            } else {
                shaped[i].outline.addPath(key.face.outline(of: glyph.glyph).path(size: size).applying(place))
            }
            shaped[i].advance += glyph.advance * k
            shaped[i].startsCluster = true
        }
    }
}

extension Style {
    /// The colour a colour glyph's foreground entries take: the solid fill, else black.
    var glyphForeground: Color {
        if case .color(let color) = fill { return color.resolved(current: self.color) }
        return .black
    }

    /// The OpenType features `font-variant` and kerning ask HarfBuzz for: `smcp` for
    /// small capitals, `kern` off when kerning is off.
    var shapingFeatures: [FontFeature] {
        var features: [FontFeature] = []
        if smallCaps, let feature = try? FontFeature(tag: "smcp") { features.append(feature) }
        if !kerning, let feature = try? FontFeature(tag: "kern", value: 0) { features.append(feature) }
        return features
    }
}
