import CHarfBuzz

/// A glyph of a run shaped by ``FontFace/shapedRun(_:rightToLeft:features:)``, in font units.
public struct RunGlyph: Hashable, Sendable {
    /// The glyph's index in the face.
    public let glyph: GlyphID
    /// The index, in the run's scalars, of the first scalar the glyph stands for: glyphs with
    /// equal clusters form one cluster (a ligature, a base with its marks).
    public let cluster: Int
    /// How far the pen moves after the glyph, kerning included.
    public let advance: Double
    /// Where the glyph is drawn from the pen: right, and down (y down, as Vellum draws).
    public let offsetX: Double
    public let offsetY: Double
}

extension FontFace {
    /// Shapes `scalars` with HarfBuzz as one run of this face, in the script of its first
    /// character that has one, with `features` (`kern=0` turns kerning off). The glyphs come
    /// left to right on the page, so in reverse reading order when `rightToLeft`. For callers
    /// that place glyphs themselves (SVG text, whose characters carry their own positions);
    /// ``TextLayout`` does its own itemising and line breaking.
    public func shapedRun(_ scalars: [Unicode.Scalar], rightToLeft: Bool,
                          features: [FontFeature] = []) -> [RunGlyph] {
        shaped(scalars, rightToLeft: rightToLeft, vertical: false, features: features)
    }

    /// Shapes `scalars` as one run of this face set in a column: HarfBuzz's top-to-bottom
    /// direction, which applies the font's vertical forms (`vert`, `vrt2`) and takes vertical
    /// advances and origins from its `vmtx` and `VORG` tables — or, for a font without them,
    /// synthesizes them (the ascent plus descent as the advance, the glyph centred across the
    /// column). The glyphs come top to bottom; ``RunGlyph/advance`` is how far the pen moves
    /// down, and the offsets go from the pen, on the column's centre line, to the glyph's
    /// outline origin (y down).
    public func shapedColumn(_ scalars: [Unicode.Scalar], features: [FontFeature] = []) -> [RunGlyph] {
        shaped(scalars, rightToLeft: false, vertical: true, features: features)
    }

    private func shaped(_ scalars: [Unicode.Scalar], rightToLeft: Bool, vertical: Bool,
                        features: [FontFeature]) -> [RunGlyph] {
        let values = scalars.map(\.value)
        let script = values.lazy.map(HarfBuzzFont.script(of:)).first {
            $0 != HarfBuzzFont.commonScript && $0 != HarfBuzzFont.inheritedScript && $0 != HarfBuzzFont.unknownScript
        } ?? HarfBuzzFont.commonScript
        let request = ShapingRequest(text: values, range: 0..<values.count, isRightToLeft: rightToLeft,
                                     isVertical: vertical, script: script, features: features)
        return shape(request).map {
            RunGlyph(glyph: $0.glyph, cluster: $0.cluster, advance: Double($0.advance),
                     offsetX: Double($0.offsetX), offsetY: -Double($0.offsetY))
        }
    }

    /// Whether `scalar` belongs to a script written right to left (Arabic, Hebrew, Syriac…),
    /// by the Unicode Character Database HarfBuzz was built with.
    public static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        let script = hb_script_t(rawValue: HarfBuzzFont.script(of: scalar.value))
        return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL
    }
}
