/// The scripts whose letters join or stack (Arabic, Syriac, N'Ko, Mongolian, Devanagari and
/// other Brahmic scripts with a head stroke…): CSS Text 3 ("cursive tracking") adds no letter
/// spacing between their letters, which would break the joins. Blocks of the scripts resvg and
/// Chromium exempt.
enum CursiveScripts {
    private static let blocks: [ClosedRange<UInt32>] = [
        0x0600...0x06FF, 0x0700...0x074F, 0x0750...0x077F, 0x07C0...0x07FF, 0x0840...0x085F,
        0x08A0...0x08FF, 0x0900...0x097F, 0x0980...0x09FF, 0x0A00...0x0A7F, 0x1680...0x169F,
        0x1800...0x18AF, 0xA800...0xA82F, 0xA840...0xA87F, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
        0x10AC0...0x10AFF, 0x10B80...0x10BAF, 0x11180...0x111DF, 0x11480...0x114DF, 0x11600...0x1165F,
    ]

    /// Whether letter spacing leaves `scalar` alone.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        blocks.contains { $0.contains(scalar.value) }
    }
}
