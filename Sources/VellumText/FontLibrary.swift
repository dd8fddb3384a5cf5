import CFontconfig
import Synchronization

/// Finds fonts through fontconfig: faces by family, weight and slant, and fallback faces for
/// characters a face lacks (Hangul or Han in a Latin font).
///
/// Use ``shared``; it loads the system's fontconfig configuration once. Lookups are cached, so
/// resolving the same descriptor or falling back for the same character again costs a dictionary
/// lookup.
///
/// ## Thread safety
/// The fontconfig configuration, the sorted fallback lists it returns and the caches live in a
/// `Mutex`; every fontconfig call happens with it held, and no fontconfig pointer leaves it.
public final class FontLibrary: Sendable {
    /// The library every ``Font`` and ``TextLayout`` uses unless given another.
    public static let shared = FontLibrary()

    private let state: Mutex<FontconfigState>
    /// The family asked of fontconfig for colour emoji.
    public let emojiFamily: String

    /// Loads the system's fontconfig configuration and font list. Without a usable
    /// configuration, family lookups throw ``TextError/noFontAvailable(family:)``; font files
    /// given by path still work. Emoji come from the colour font fontconfig gives for
    /// `emojiFamily` ("emoji", its alias for the installed emoji font: Noto Color Emoji).
    public init(emojiFamily: String = "emoji") {
        state = Mutex(FontconfigState())
        self.emojiFamily = emojiFamily
    }

    /// The colour font emoji are drawn with: fontconfig's match for ``emojiFamily`` with colour
    /// glyphs (`color=true`). `nil` when no colour font of that family is installed; emoji then
    /// fall back to outline fonts like any other character.
    public func emojiFace() -> FontFace? {
        state.withLock { fc in
            if let face = fc.emojiFace { return face }
            let face = fc.findEmojiFace(family: emojiFamily)
            fc.emojiFace = face
            return face
        }
    }

    /// Resolves a descriptor to a face.
    ///
    /// A family fontconfig does not know (its best match has another family name, and the name
    /// is not a generic alias such as "sans-serif") is replaced by
    /// ``FontDescriptor/defaultFamily``, and the returned font carries a
    /// ``TextWarning/familyNotFound(requested:substitute:)`` in ``Font/resolutionWarning``.
    ///
    /// - Throws: ``TextError`` when a file source cannot be opened as a font, or when fontconfig
    ///   finds no font at all.
    public func font(for descriptor: FontDescriptor) throws(TextError) -> Font {
        try state.withLock { (fc) throws(TextError) -> Font in
            if let font = fc.resolved[descriptor] { return font }
            let font = try fc.resolve(descriptor)
            fc.resolved[descriptor] = font
            return font
        }
    }

    /// The face to draw `scalar` with: `font`'s own face when it has a glyph for it, otherwise
    /// the first face in fontconfig's preference order for `font`'s family, weight and slant
    /// whose character set contains `scalar` (Noto Sans CJK for Hangul in "DejaVu Sans", say).
    /// `nil` when no installed outline font has the character.
    public func face(for scalar: Unicode.Scalar, in font: Font) -> FontFace? {
        if font.face.glyph(for: scalar) != nil { return font.face }
        let key = FallbackKey(family: font.descriptor.requestedFamily ?? FontDescriptor.defaultFamily,
                              weight: font.descriptor.weight, italic: font.descriptor.italic)
        return state.withLock { fc in fc.fallbackFace(for: scalar, key: key, excluding: font.face) }
    }
}

/// The part of a request that decides fontconfig's fallback order.
struct FallbackKey: Hashable {
    var family: String
    var weight: FontWeight
    var italic: Bool
}

/// fontconfig's configuration and the lookups made with it. Non-copyable so that the
/// configuration and font sets are released exactly once.
struct FontconfigState: ~Copyable {
    /// The loaded configuration, or `nil` when fontconfig could not be initialised.
    let config: OpaquePointer?
    /// Descriptors resolved so far.
    var resolved: [FontDescriptor: Font] = [:]
    /// fontconfig's sorted font list for each fallback request; owned, destroyed in `deinit`.
    var fallbackLists: [FallbackKey: UnsafeMutablePointer<FcFontSet>] = [:]
    /// The fallback face chosen for each (request, character); `nil` when no face has it.
    var fallbackChoices: [FallbackKey: [Unicode.Scalar: FontFace?]] = [:]
    /// The colour emoji face once looked up (`.some(nil)`: there is none).
    var emojiFace: FontFace??

    init() {
        config = FcInitLoadConfigAndFonts()
    }

    deinit {
        for list in fallbackLists.values { FcFontSetDestroy(list) }
        if let config { FcConfigDestroy(config) }
    }

    mutating func resolve(_ descriptor: FontDescriptor) throws(TextError) -> Font {
        switch descriptor.source {
        case .file(let path, let faceIndex):
            return try Font(descriptor: descriptor, face: try FontFace.load(path: path, faceIndex: faceIndex),
                            resolutionWarning: nil)
        case .family(let name):
            let family = name ?? FontDescriptor.defaultFamily
            if let found = match(family: family, descriptor: descriptor), found.provides(family) {
                return try Font(descriptor: descriptor, face: try found.load(), resolutionWarning: nil)
            }
            guard let substitute = match(family: FontDescriptor.defaultFamily, descriptor: descriptor) else {
                throw .noFontAvailable(family: family)
            }
            let face = try substitute.load()
            return try Font(descriptor: descriptor, face: face,
                            resolutionWarning: .familyNotFound(requested: family, substitute: face.familyName))
        }
    }

    /// fontconfig's best match for a family with the descriptor's weight and slant.
    private func match(family: String, descriptor: FontDescriptor) -> FontconfigMatch? {
        guard let config, let pattern = Self.pattern(family: family, weight: descriptor.weight, italic: descriptor.italic,
                                                     width: descriptor.width, config: config) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        return FontconfigMatch(font)
    }

    /// fontconfig's best colour font for `family`, if it really is that family and has colour glyphs.
    func findEmojiFace(family: String) -> FontFace? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddBool(pattern, FC_COLOR, FcBool(FcTrue))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        guard let match = FontconfigMatch(font), match.provides(family),
              let face = try? match.load(), face.hasColorGlyphs else { return nil }
        return face
    }

    mutating func fallbackFace(for scalar: Unicode.Scalar, key: FallbackKey, excluding primary: FontFace) -> FontFace? {
        if let chosen = fallbackChoices[key]?[scalar] { return chosen }
        let chosen = findFallback(for: scalar, key: key, excluding: primary)
        fallbackChoices[key, default: [:]][scalar] = chosen
        return chosen
    }

    private mutating func findFallback(for scalar: Unicode.Scalar, key: FallbackKey,
                                       excluding primary: FontFace) -> FontFace? {
        guard let list = fallbackList(for: key) else { return nil }
        for i in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[i],
                  FontconfigMatch.isOutline(font), FontconfigMatch.covers(font, scalar),
                  let face = try? FontconfigMatch(font)?.load(), face != primary,
                  face.glyph(for: scalar) != nil else { continue }
            return face
        }
        return nil
    }

    /// fontconfig's whole font list sorted by closeness to `key`, trimmed to the fonts that add
    /// characters the ones before them lack; computed once per key.
    private mutating func fallbackList(for key: FallbackKey) -> UnsafeMutablePointer<FcFontSet>? {
        if let list = fallbackLists[key] { return list }
        guard let config, let pattern = Self.pattern(family: key.family, weight: key.weight,
                                                     italic: key.italic, config: config) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let list = FcFontSort(config, pattern, FcBool(FcTrue), nil, &result) else { return nil }
        fallbackLists[key] = list
        return list
    }

    /// A pattern asking for a family, weight, slant and width, with fontconfig's configured and
    /// default substitutions applied (aliases such as "sans-serif", default size and language).
    private static func pattern(family: String, weight: FontWeight, italic: Bool, width: FontWidth = .standard,
                                config: OpaquePointer) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        // Only a width that is asked for: every face has one, and the standard one should not
        // outweigh the other properties in fontconfig's scoring.
        if width != .standard { FcPatternAddInteger(pattern, FC_WIDTH, width.fontconfigWidth) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }
}
