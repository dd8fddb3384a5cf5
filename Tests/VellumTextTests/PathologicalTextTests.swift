import Testing
@testable import VellumText

/// Hostile text within the length limit lays out without trouble.
@Suite struct PathologicalTextTests {
    static func text(_ name: String) -> String {
        switch name {
        case "one base with 99 999 combining marks": "a" + String(repeating: "\u{301}", count: 99_999)
        case "alternating directions": String(repeating: "a ب 1 ", count: 16_000)
        case "nested embeddings beyond the maximum depth": String(repeating: "\u{202B}ش\u{202A}x", count: 200)
        default: String(repeating: "\u{200D}\u{301}\u{FE0F}\u{94D}", count: 20_000)
        }
    }

    @Test(arguments: ["one base with 99 999 combining marks", "alternating directions",
                      "nested embeddings beyond the maximum depth", "isolated marks and joiners"])
    func laysOut(_ name: String) throws {
        let layout = try TextLayout(Self.text(name), style: TextStyle(size: 12), maxWidth: 400)
        #expect(!layout.glyphs.isEmpty)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
    }

    @Test func aClusterBeyondTheCapIsCutWithAWarning() throws {
        let layout = try TextLayout(Self.text("one base with 99 999 combining marks"), style: TextStyle(size: 12))
        #expect(layout.warnings == [.clusterTooLong(length: 100_000, kept: 32)])
        // HarfBuzz composes "a" and the first accent into "á": 31 glyphs for 32 scalars.
        #expect(layout.glyphs.count == 31)
        #expect(layout.warnings[0].description
                == "a character with 99999 combining marks or joined parts is too long; kept the first 32 scalars")
        // At the cap, nothing is dropped.
        let atCap = try TextLayout("a" + String(repeating: "\u{301}", count: 31), style: TextStyle(size: 12))
        #expect(atCap.warnings.isEmpty && atCap.glyphs.count == 31)
    }
}
