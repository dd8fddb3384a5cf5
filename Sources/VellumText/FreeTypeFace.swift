import CFreeType
import VellumCore

/// An `FT_Library` with one `FT_Face` opened from it, and the colour glyphs decoded so far. Only a
/// ``FontFace`` holds one, inside its mutex; being non-copyable, it frees the FreeType objects
/// exactly once, when that face goes away.
struct FreeTypeFace: ~Copyable {
    let library: FT_Library
    let face: FT_Face
    /// The colour glyphs decoded so far (`nil`: the glyph has no colour form).
    var colorGlyphs: [ColorGlyphKey: DecodedColorGlyph?] = [:]
    /// The face's `COLR` version 1 table, read on the first colour glyph (`.some(nil)`: none).
    var paintTable: COLRPaintTable??

    /// Opens face `faceIndex` of the file at `path`, checking that the file is readable, is a
    /// font, has that face, and has outlines or colour bitmaps (a colour emoji font); a variable
    /// face is set to `coordinates` (one value per axis, in the order of ``axes``), or left at its
    /// default instance when they are empty.
    init(path: String, faceIndex: Int, coordinates: [Double] = []) throws(TextError) {
        var newLibrary: FT_Library?
        let initError = FT_Init_FreeType(&newLibrary)
        guard initError == 0, let library = newLibrary else {
            throw .freeType(path: path, operation: "FT_Init_FreeType", code: initError)
        }
        let opened: FT_Face
        do {
            opened = try Self.openFace(library: library, path: path, faceIndex: faceIndex)
            try Self.setCoordinates(coordinates, of: opened, path: path)
        } catch {
            FT_Done_FreeType(library)
            throw error
        }
        face = opened
        self.library = library
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    private static func openFace(library: FT_Library, path: String, faceIndex: Int) throws(TextError) -> FT_Face {
        // A negative index only asks whether FreeType knows the format and how many faces the
        // file holds, which turns a bad index into a precise error instead of a generic one.
        var probe: FT_Face?
        let probeError = FT_New_Face(library, path, -1, &probe)
        guard probeError == 0, let probe else { throw openError(probeError, path: path) }
        let faceCount = Int(probe.pointee.num_faces)
        FT_Done_Face(probe)
        guard (0..<faceCount).contains(faceIndex) else {
            throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount)
        }
        var opened: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(faceIndex), &opened)
        guard error == 0, let face = opened else { throw openError(error, path: path) }
        let flags = face.pointee.face_flags
        let isColorBitmapFont = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || isColorBitmapFont else {
            FT_Done_Face(face)
            throw .notScalable(path: path)
        }
        return face
    }

    /// Sets a variable face's design coordinates, which FreeType then applies to outlines,
    /// advances (`HVAR`) and metrics (`MVAR`).
    private static func setCoordinates(_ coordinates: [Double], of face: FT_Face, path: String) throws(TextError) {
        guard !coordinates.isEmpty else { return }
        // FT_Fixed is 16.16 fixed point.
        var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
        let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
        guard error == 0 else {
            FT_Done_Face(face)
            throw .freeType(path: path, operation: "FT_Set_Var_Design_Coordinates", code: error)
        }
    }

    /// The variation axes of the face (`fvar`); empty for a static face.
    func axes() -> [FontAxis] {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(library, master) }
        return (0..<Int(master.pointee.num_axis)).map { i in
            let axis = master.pointee.axis[i]
            return FontAxis(tag: OpenTypeTag.text(of: UInt32(truncatingIfNeeded: axis.tag)),
                            minimum: Double(axis.minimum) / 65536, defaultValue: Double(axis.def) / 65536,
                            maximum: Double(axis.maximum) / 65536)
        }
    }

    /// The ``TextError`` for an error code of `FT_New_Face`.
    private static func openError(_ code: FT_Error, path: String) -> TextError {
        switch code {
        case 0x01, 0x51: .unreadableFile(path: path)        // Cannot_Open_Resource, Cannot_Open_Stream
        case 0x02, 0x03, 0x55: .notAFont(path: path)        // Unknown/Invalid_File_Format, Invalid_Stream_Read
        default: .freeType(path: path, operation: "FT_New_Face", code: code)
        }
    }

    /// Names, metrics and flags read once when the face is opened.
    func describe() -> (family: String, style: String, metrics: FontMetrics, hasKerning: Bool) {
        let rec = face.pointee
        let family = rec.family_name.map { String(cString: $0) } ?? ""
        let style = rec.style_name.map { String(cString: $0) } ?? ""
        // FreeType leaves the em and the heights at 0 for a face without outlines (a colour
        // bitmap font); the `head` and `hhea` tables still give them.
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        let hasOutlineMetrics = rec.units_per_EM > 0
        let unitsPerEm = hasOutlineMetrics ? Double(rec.units_per_EM) : Double(head?.Units_Per_EM ?? 1000)
        let ascent = hasOutlineMetrics ? Double(rec.ascender) : Double(hhea?.Ascender ?? 0)
        let descent = hasOutlineMetrics ? -Double(rec.descender) : -Double(hhea?.Descender ?? 0)
        let height = hasOutlineMetrics ? Double(rec.height) : ascent + descent + Double(hhea?.Line_Gap ?? 0)
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        // OS/2 gained sCapHeight and sxHeight in version 2; older tables or zero values mean the
        // font does not say, so the flat top of "H" or "x" is measured instead.
        let hasHeights = (os2?.version ?? 0) >= 2 && os2?.version != 0xFFFF
        let capHeight = hasHeights && os2!.sCapHeight > 0 ? Double(os2!.sCapHeight)
            : measuredTop(of: "H", unitsPerEm: unitsPerEm) ?? ascent * 0.7
        let xHeight = hasHeights && os2!.sxHeight > 0 ? Double(os2!.sxHeight)
            : measuredTop(of: "x", unitsPerEm: unitsPerEm) ?? ascent * 0.5
        // A zero thickness means the font gives no decoration metrics: FontMetrics' defaults apply.
        let underline = rec.underline_thickness > 0
            ? (position: -Double(rec.underline_position), thickness: Double(rec.underline_thickness)) : nil
        let strikeout = os2.flatMap { $0.version != 0xFFFF && $0.yStrikeoutSize > 0 ? $0 : nil }.map {
            (position: Double($0.yStrikeoutPosition), thickness: Double($0.yStrikeoutSize))
        }
        let scripts = os2.flatMap { $0.version != 0xFFFF ? $0 : nil }.map {
            (superscript: Double($0.ySuperscriptYOffset), subscript: Double($0.ySubscriptYOffset))
        }
        let metrics = FontMetrics(size: unitsPerEm, unitsPerEm: unitsPerEm, ascent: ascent, descent: descent,
                                  lineGap: height - ascent - descent,
                                  capHeight: capHeight, xHeight: xHeight,
                                  underlinePosition: underline?.position, underlineThickness: underline?.thickness,
                                  strikeoutPosition: strikeout?.position, strikeoutThickness: strikeout?.thickness,
                                  superscriptOffset: scripts?.superscript, subscriptOffset: scripts?.subscript)
        return (family, style, metrics, rec.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0)
    }

    /// How far above the baseline the outline of `character` reaches, in font units, or `nil`
    /// when the face has no such glyph.
    private func measuredTop(of character: Unicode.Scalar, unitsPerEm: Double) -> Double? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard glyph != 0 else { return nil }
        let outline = loadOutline(glyph, unitsPerEm: unitsPerEm)
        return outline.path.isEmpty ? nil : -outline.bounds.minY
    }

    /// Decodes `glyph` in font units: no scaling, so no hinting and no embedded bitmaps.
    func loadOutline(_ glyph: GlyphID, unitsPerEm: Double) -> GlyphOutline {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph else {
            return GlyphOutline(path: Path(), advance: 0, unitsPerEm: unitsPerEm)
        }
        let path = slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            ? Path(freeTypeOutline: &slot.pointee.outline) : Path()
        return GlyphOutline(path: path, advance: Double(slot.pointee.metrics.horiAdvance), unitsPerEm: unitsPerEm)
    }
}
