import CVellumLineBreaks

/// Where a paragraph's lines may break, by the Unicode line breaking algorithm (UAX #14) as ICU
/// implements it: after spaces and hyphens, between ideographs (but never before closing
/// punctuation or small kana, Japanese kinsoku), between Thai, Lao, Khmer and Burmese words
/// found in ICU's dictionaries, after a soft hyphen, around the slashes of a URL.
///
/// ICU rather than libunibreak: it follows each Unicode release (ICU 72 is Unicode 15.0), breaks
/// the scripts written without spaces from its dictionaries (libunibreak needs libthai for Thai
/// and has nothing for Lao, Khmer or Burmese), and is on every Linux system already.
struct LineBreakOpportunities {
    /// `allowsBreak[i]`: a line may start at scalar `i` (0 < i < count). Index 0 and `count` are
    /// the paragraph's own ends and are never opportunities.
    private let allowsBreak: [Bool]

    /// The opportunities in `scalars`, one paragraph without hard line breaks.
    init(_ scalars: [UInt32]) {
        var allows = [Bool](repeating: false, count: scalars.count + 1)
        var utf16: [UInt16] = []
        utf16.reserveCapacity(scalars.count)
        // The scalar each UTF-16 unit belongs to, to map ICU's offsets back.
        var scalarAt: [Int32] = []
        scalarAt.reserveCapacity(scalars.count + 1)
        for (index, value) in scalars.enumerated() {
            for unit in (Unicode.Scalar(value) ?? "\u{FFFD}").utf16 {
                utf16.append(unit)
                scalarAt.append(Int32(index))
            }
        }
        scalarAt.append(Int32(scalars.count))
        var offsets = [Int32](repeating: 0, count: utf16.count + 1)
        let count = vellum_line_break_offsets(utf16, Int32(utf16.count), &offsets)
        for offset in offsets.prefix(Int(max(count, 0))) {
            allows[Int(scalarAt[Int(offset)])] = true
        }
        if count < 0 {
            // ICU without its data (never on a packaged system): break after white space.
            for (index, value) in scalars.enumerated() where ShapedText.isBreakingSpace(value) {
                allows[index + 1] = true
            }
        }
        allows[0] = false
        allows[scalars.count] = false
        allowsBreak = allows
    }

    /// Whether a line may start at scalar `index`.
    subscript(index: Int) -> Bool { allowsBreak[index] }
}
