/// Cairo 1.16 stamps PostScript with the clock's `%%CreationDate` and offers no way to set it;
/// the line is rewritten to a fixed date so the same tree always gives the same bytes.
enum PostScriptDate {
    static let fixedLine = Array("%%CreationDate: Sat Jan  1 00:00:00 2000".utf8)

    /// `bytes` with its first `%%CreationDate:` line replaced by ``fixedLine``.
    static func fixed(_ bytes: [UInt8]) -> [UInt8] {
        let key = Array("%%CreationDate:".utf8)
        // The comment sits in the header, within the first few hundred bytes.
        let window = min(bytes.count, 4096)
        guard window >= key.count,
              let start = (0...(window - key.count)).first(where: { bytes[$0..<($0 + key.count)].elementsEqual(key) })
        else { return bytes }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return Array(bytes[..<start]) + fixedLine + bytes[end...]
    }
}
