import CFreeType
import Synchronization
import VellumCore

/// One face of a font file opened with FreeType: its names, metrics, character map, kerning and
/// glyph outlines; and the same face opened with HarfBuzz, which shapes text with it.
///
/// Faces are shared: ``load(path:faceIndex:)`` returns the same object for the same file and face
/// index (and ``varied(by:)`` for the same variation coordinates), and kept for the life of the
/// process, so each glyph outline is decoded once per thread and reused by every layout and size.
///
/// ## Thread safety
/// FreeType objects are not thread-safe: an `FT_Face` must not be used by two threads at once,
/// and faces created from one `FT_Library` must not be created or destroyed concurrently. Each
/// `FontFace` therefore owns a private `FT_Library` and its `FT_Face`, and keeps both — with the
/// colour glyph cache — inside a `Mutex`. Every FreeType call on them happens while that mutex is held,
/// and the pointers never leave the lock, so no FreeType object is ever reachable from two
/// threads at once. Each thread keeps the character-map entries and outlines it has looked up
/// (``GlyphLookups``), so layout takes the lock only for what its thread has not seen. The
/// HarfBuzz font is immutable once made, which HarfBuzz allows several threads to shape with at
/// once (each shaping call makes its own `hb_buffer_t`), so shaping takes no lock at all.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The font file.
    public let path: String
    /// The index of this face inside the file (0 unless the file is a collection).
    public let faceIndex: Int
    /// The family name stored in the font, e.g. "DejaVu Sans" or "Noto Sans CJK JP".
    public let familyName: String
    /// The style name stored in the font, e.g. "Book", "Bold", "Oblique".
    public let styleName: String
    /// Font units per em: the coordinate scale of outlines, advances and kerning.
    public let unitsPerEm: Double
    /// The face's metrics in font units (``FontMetrics/size`` equals ``unitsPerEm``).
    public let designMetrics: FontMetrics
    /// Whether the face has a `kern` table that ``kerning(between:and:)`` reads.
    public let hasKerning: Bool
    /// Whether the face has colour glyphs: `COLR` layers or paint graphs, or `CBDT` bitmaps.
    public let hasColorGlyphs: Bool

    /// The face's variation axes (its `fvar` table); empty for a static face.
    public let axes: [FontAxis]
    /// Where on its axes this face is set, one setting per axis in the order of ``axes``; empty
    /// for the default instance (and for every static face). See ``varied(by:)``.
    public let variations: [FontVariation]

    private let freeType: Mutex<FreeTypeFace>
    private let harfBuzz: HarfBuzzFont

    private init(key: FaceKey, face: consuming sending FreeTypeFace) {
        path = key.path
        faceIndex = key.faceIndex
        variations = key.variations
        let info = face.describe()
        familyName = info.family
        styleName = info.style
        unitsPerEm = info.metrics.unitsPerEm
        designMetrics = info.metrics
        hasKerning = info.hasKerning
        axes = face.axes()
        hasColorGlyphs = face.hasColor
        freeType = Mutex(face)
        harfBuzz = HarfBuzzFont(path: key.path, faceIndex: key.faceIndex, variations: key.variations)
    }

    /// The face `faceIndex` of the font file at `path`, opened once and then shared. A variable
    /// face is opened at its default instance; ``varied(by:)`` sets its axes.
    ///
    /// - Throws: ``TextError`` naming the file when it cannot be read, is not a font, is a
    ///   bitmap-only font, or has no face `faceIndex`.
    public static func load(path: String, faceIndex: Int = 0) throws(TextError) -> FontFace {
        try load(FaceKey(path: path, faceIndex: faceIndex, variations: []))
    }

    private static func load(_ key: FaceKey) throws(TextError) -> FontFace {
        try cache.withLock { (faces) throws(TextError) -> FontFace in
            if let face = faces[key] { return face }
            let face = FontFace(key: key, face: try FreeTypeFace(path: key.path, faceIndex: key.faceIndex,
                                                                 coordinates: key.variations.map(\.value)))
            faces[key] = face
            return face
        }
    }

    /// Every face opened so far, by file, face index and variation coordinates.
    private static let cache = Mutex<[FaceKey: FontFace]>([:])

    /// This face with `settings` applied on top of its own coordinates: the same file set to
    /// other coordinates, so FreeType's outlines and advances and HarfBuzz's shaping all follow
    /// them. Values outside an axis's range are clamped to it, as OpenType says; settings of
    /// axes the face does not have are ignored and returned as warnings. Faces are shared per
    /// (file, face index, coordinates), so clamped requests that land on the same coordinates
    /// share one face, and settings that leave every axis at its default give the default face.
    ///
    /// - Throws: ``TextError/freeType(path:operation:code:)`` when FreeType cannot set the axes.
    public func varied(by settings: [FontVariation]) throws(TextError) -> (face: FontFace, warnings: [TextWarning]) {
        var coordinates = variations.isEmpty ? axes.map(\.defaultValue) : variations.map(\.value)
        var warnings: [TextWarning] = []
        for setting in settings {
            guard let axis = axes.firstIndex(where: { $0.tag == setting.tag }) else {
                warnings.append(.unknownVariationAxis(tag: setting.tag, family: familyName))
                continue
            }
            coordinates[axis] = axes[axis].clamped(setting.value)
        }
        let isDefault = zip(axes, coordinates).allSatisfy { $0.defaultValue == $1 }
        let key = FaceKey(path: path, faceIndex: faceIndex, variations: isDefault ? [] : zip(axes, coordinates).map {
            FontVariation(checkedTag: $0.tag, value: $1)
        })
        return (key == self.key ? self : try Self.load(key), warnings)
    }

    /// What identifies this face.
    var key: FaceKey { FaceKey(path: path, faceIndex: faceIndex, variations: variations) }

    /// The face's metrics at `size` pixels per em.
    public func metrics(size: Double) -> FontMetrics {
        designMetrics.scaled(to: size)
    }

    /// The glyph the face's character map gives `scalar`, or `nil` when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
        let lookups = GlyphLookups.perThread.current
        let key = GlyphLookups.Key(face: ObjectIdentifier(self), value: scalar.value)
        if let known = lookups.glyphs[key] { return known == 0 ? nil : known }
        let glyph = freeType.withLock { ft in FT_Get_Char_Index(ft.face, FT_ULong(scalar.value)) }
        lookups.glyphs[key] = glyph
        return glyph == 0 ? nil : glyph
    }

    /// The outline and advance of `glyph` in font units, decoded on the calling thread's first
    /// use and cached (``GlyphLookups``). A glyph FreeType cannot load (a damaged font) has an
    /// empty outline and no advance.
    public func outline(of glyph: GlyphID) -> GlyphOutline {
        let lookups = GlyphLookups.perThread.current
        let key = GlyphLookups.Key(face: ObjectIdentifier(self), value: glyph)
        if let cached = lookups.outlines[key] { return cached }
        let outline = freeType.withLock { ft in ft.loadOutline(glyph, unitsPerEm: unitsPerEm) }
        lookups.outlines[key] = outline
        return outline
    }

    /// The colour form of `glyph` for text of colour `foreground` (what palette entry 0xFFFF
    /// means) drawn at `pixelsPerEm`, which picks the bitmap strike; `nil` when the glyph is an
    /// ordinary outline. Decoded on first use and cached.
    public func colorGlyph(of glyph: GlyphID, pixelsPerEm: Double, foreground: Color) -> ColorGlyph? {
        decodedColorGlyph(of: glyph, pixelsPerEm: pixelsPerEm, foreground: foreground)?.glyph
    }

    /// ``colorGlyph(of:pixelsPerEm:foreground:)`` with whether its paint graph was cut short.
    func decodedColorGlyph(of glyph: GlyphID, pixelsPerEm: Double, foreground: Color) -> DecodedColorGlyph? {
        guard hasColorGlyphs, pixelsPerEm.isFinite else { return nil }
        let key = ColorGlyphKey(glyph: glyph, pixelsPerEm: Int(min(pixelsPerEm.rounded(.up), 4096)), foreground: foreground)
        return freeType.withLock { ft in
            if let cached = ft.colorGlyphs[key] { return cached }
            // Sizes and colours vary without bound; the cache does not.
            if ft.colorGlyphs.count >= 4096 { ft.colorGlyphs.removeAll(keepingCapacity: true) }
            let decoded = ft.loadColorGlyph(glyph, unitsPerEm: unitsPerEm, pixelsPerEm: Double(key.pixelsPerEm),
                                            foreground: foreground)
            ft.colorGlyphs[key] = decoded
            return decoded
        }
    }

    /// The kerning adjustment between two glyphs in font units (negative moves `right` closer),
    /// from the face's legacy `kern` table only; 0 when the face has none. Layout does not use
    /// it: HarfBuzz applies the font's `GPOS` kerning (or this table when there is no `GPOS`).
    public func kerning(between left: GlyphID, and right: GlyphID) -> Double {
        guard hasKerning else { return 0 }
        return freeType.withLock { ft in
            var delta = FT_Vector()
            let error = FT_Get_Kerning(ft.face, left, right, FT_KERNING_UNSCALED.rawValue, &delta)
            return error == 0 ? Double(delta.x) : 0
        }
    }

    /// The kerning between two characters set side by side, in font units (negative moves
    /// `right` closer): what HarfBuzz's shaping of the pair adds to `left`'s advance, so the
    /// font's `GPOS` pair kerning counts as well as a legacy `kern` table. 0 when the face maps
    /// either character to no glyph, or when shaping substitutes them (a ligature, a contextual
    /// form) — positions of other glyphs than the character map's are not a kerning.
    ///
    /// For layouts that place characters one by one (SVG's per-character positioning) and so
    /// cannot shape whole runs.
    public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
        guard let first = glyph(for: left), let second = glyph(for: right) else { return 0 }
        let request = ShapingRequest(text: [left.value, right.value], range: 0..<2, isRightToLeft: false,
                                     script: HarfBuzzFont.script(of: left.value), features: [])
        let shaped = shape(request)
        guard shaped.count == 2, shaped[0].glyph == first, shaped[1].glyph == second else { return 0 }
        return Double(shaped[0].advance) - outline(of: first).advance
    }

    /// Shapes a range of text with HarfBuzz; the glyphs come left to right on the page.
    func shape(_ request: ShapingRequest) -> [HarfBuzzGlyph] {
        harfBuzz.shape(request)
    }

    public static func == (a: FontFace, b: FontFace) -> Bool {
        a.key == b.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    public var description: String {
        let axes = variations.isEmpty ? "" : " " + variations.map(\.description).joined(separator: ",")
        return "\(familyName) \(styleName)\(axes) (\(path)#\(faceIndex))"
    }
}

/// What a decoded colour glyph depends on: the glyph, the whole pixels per em that pick its
/// bitmap strike, and the text colour its palette's foreground entry takes.
struct ColorGlyphKey: Hashable {
    var glyph: GlyphID
    var pixelsPerEm: Int
    var foreground: Color
}

/// A font file, a face inside it and the face's variation coordinates (none for the default
/// instance): what identifies a ``FontFace``.
struct FaceKey: Hashable, Sendable {
    var path: String
    var faceIndex: Int
    var variations: [FontVariation]
}
