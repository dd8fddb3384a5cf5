import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) run over one paragraph by FriBidi: the embedding
/// level of every scalar. Even levels run left to right, odd levels right to left; the
/// paragraph's own direction comes from its first strong character (left to right when it has
/// none), so "مرحبا Vellum" is a right-to-left paragraph with a left-to-right word in it.
struct BidiLevels {
    /// One level per scalar of the paragraph.
    let levels: [UInt8]
    /// The paragraph's level: 0 (left to right) or 1 (right to left).
    let paragraphLevel: UInt8

    init(_ text: [UInt32]) {
        guard !text.isEmpty else {
            (levels, paragraphLevel) = ([], 0)
            return
        }
        let count = Int32(text.count)
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: text.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: text.count)
        var resolved = [FriBidiLevel](repeating: 0, count: text.count)
        var direction = vellum_fribidi_par_on()
        fribidi_get_bidi_types(text, count, &types)
        fribidi_get_bracket_types(text, count, types, &brackets)
        let maximum = fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &resolved)
        // FriBidi fails only when it cannot allocate; left to right is then the safe reading.
        guard maximum > 0 else {
            levels = Array(repeating: 0, count: text.count)
            paragraphLevel = 0
            return
        }
        levels = resolved.map { UInt8(clamping: $0) }
        paragraphLevel = vellum_fribidi_is_rtl(direction) != 0 ? 1 : 0
    }
}
