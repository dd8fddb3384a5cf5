import CFontconfig

/// What Vellum reads from a font pattern fontconfig returns: where the font is and what its
/// families are called.
struct FontconfigMatch {
    /// The font file.
    let path: String
    /// The face inside the file.
    let faceIndex: Int
    /// Every family name the font declares (fonts often list localised names too).
    let families: [String]

    /// Reads a matched or sorted pattern; `nil` when it names no file.
    init?(_ pattern: OpaquePointer) {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        var families: [String] = []
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, Int32(families.count), &name) == FcResultMatch, let name {
            families.append(String(cString: name))
        }
        self.path = String(cString: file)
        // The upper 16 bits of FC_INDEX select a variable font's named instance; Vellum opens the
        // face itself (its default instance).
        self.faceIndex = Int(index & 0xFFFF)
        self.families = families
    }

    /// Names fontconfig resolves through its own alias rules rather than to a font of that name.
    private static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// Whether this match really is the family that was asked for (fontconfig always returns
    /// *some* font, so a request for an unknown family silently yields the default otherwise).
    /// Names compare as fontconfig compares them: ignoring case and blanks.
    func provides(_ requested: String) -> Bool {
        let wanted = Self.normalized(requested)
        return Self.genericFamilies.contains(wanted) || families.contains { Self.normalized($0) == wanted }
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }

    /// Opens the matched face.
    func load() throws(TextError) -> FontFace {
        try FontFace.load(path: path, faceIndex: faceIndex)
    }

    /// Whether the pattern's character set contains `scalar`.
    static func covers(_ pattern: OpaquePointer, _ scalar: Unicode.Scalar) -> Bool {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return false }
        return FcCharSetHasChar(charset, scalar.value) != 0
    }

    /// Whether the pattern is an outline font (bitmap-only fonts, such as colour emoji, cannot
    /// become paths).
    static func isOutline(_ pattern: OpaquePointer) -> Bool {
        var outline: FcBool = 0
        return FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline) == FcResultMatch && outline != 0
    }
}
