import CHarfBuzz

/// One glyph as HarfBuzz shaped it, in font units.
struct HarfBuzzGlyph: Hashable, Sendable {
    /// The glyph's index in the face (the same numbering FreeType uses).
    let glyph: GlyphID
    /// The index, in the shaped text, of the first Unicode scalar the glyph comes from.
    let cluster: Int
    /// How far the pen moves after the glyph, kerning and mark positioning included.
    let advance: Int32
    /// Where the glyph is drawn relative to the pen: right and up (OpenType's y-up convention).
    let offsetX: Int32
    let offsetY: Int32
}

/// What to shape: a range of a paragraph's Unicode scalars, with the whole paragraph as context
/// (so Arabic letters join across a change of colour or size), in one direction and script.
struct ShapingRequest: Sendable {
    /// The paragraph's scalars.
    var text: [UInt32]
    /// The part to shape.
    var range: Range<Int>
    var isRightToLeft: Bool
    /// Shaped top to bottom (HarfBuzz's `HB_DIRECTION_TTB`); ``isRightToLeft`` is then ignored.
    var isVertical = false
    /// An ISO 15924 script tag as HarfBuzz numbers it (`hb_script_t`).
    var script: UInt32
    var features: [FontFeature]
}

/// A HarfBuzz font over one face of a font file, read from the file itself (`hb_blob_t`), with
/// its scale set to the face's units per em, so every position comes out in font units exactly
/// as `hb-shape` prints them. HarfBuzz's own OpenType functions read the `cmap`, `hmtx` and
/// layout tables, so glyph indices and advances agree with FreeType's for the same file.
///
/// Only a ``FontFace`` holds one; being non-copyable, it frees the `hb_font_t` exactly once. It
/// is `Sendable` because the font is made immutable before anyone shapes with it: HarfBuzz lets
/// several threads shape with one immutable font at once (its lazily read tables and caches are
/// filled with atomic operations; its own multithreading test shapes one font from 30 threads),
/// as long as each has its own buffer, which ``shape(_:)`` makes.
struct HarfBuzzFont: ~Copyable, @unchecked Sendable {
    private let font: OpaquePointer

    /// Opens face `faceIndex` of the file at `path`, at the variable face's coordinates
    /// `variations` (none: the default instance), so that advances follow the axes as FreeType's
    /// outlines do. The file has already been opened by FreeType; should HarfBuzz fail to read
    /// it, its face is empty and every character shapes to glyph 0.
    init(path: String, faceIndex: Int, variations: [FontVariation]) {
        let blob = hb_blob_create_from_file(path)
        let face = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        let unitsPerEm = Int32(hb_face_get_upem(face))
        font = hb_font_create(face)
        hb_face_destroy(face)
        hb_font_set_scale(font, unitsPerEm, unitsPerEm)
        let settings = variations.map { hb_variation_t(tag: $0.tagValue, value: Float($0.value)) }
        if !settings.isEmpty { hb_font_set_variations(font, settings, UInt32(settings.count)) }
        hb_font_make_immutable(font)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Shapes `request.range` of `request.text`. The glyphs come in HarfBuzz's order: left to
    /// right on the page, so reversed for right-to-left text; top to bottom for vertical text,
    /// whose advance is the distance down (HarfBuzz's y advance is negative, y being up).
    func shape(_ request: ShapingRequest) -> [HarfBuzzGlyph] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        request.text.withUnsafeBufferPointer { text in
            hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(text.count),
                                     UInt32(request.range.lowerBound), Int32(request.range.count))
        }
        hb_buffer_set_direction(buffer, request.isVertical ? HB_DIRECTION_TTB
                                : request.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: request.script))
        // The language stays unset: HarfBuzz's default would come from the process locale, and
        // the same text must shape the same way everywhere.
        let features = request.features.map {
            hb_feature_t(tag: $0.tagValue, value: $0.value, start: 0, end: UInt32.max)
        }
        features.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
        return (0..<Int(count)).map { i in
            HarfBuzzGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                          advance: request.isVertical ? -positions[i].y_advance : positions[i].x_advance,
                          offsetX: positions[i].x_offset, offsetY: positions[i].y_offset)
        }
    }
}

extension HarfBuzzFont {
    /// HarfBuzz's script tags for the scripts that are not a script of their own.
    static let commonScript = HB_SCRIPT_COMMON.rawValue
    static let inheritedScript = HB_SCRIPT_INHERITED.rawValue
    static let unknownScript = HB_SCRIPT_UNKNOWN.rawValue

    /// The script of `scalar` by the Unicode Character Database HarfBuzz was built with.
    static func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }
}
