import Testing
@testable import VellumText

@Suite struct FontFeatureTests {
    @Test(arguments: [("tnum", "tnum", 1), ("+smcp", "smcp", 1), ("-liga", "liga", 0), ("liga=0", "liga", 0),
                      ("salt=3", "salt", 3), (" kern ", "kern", 1)] as [(String, String, UInt32)])
    func parsesTheSimpleSettings(setting: String, tag: String, value: UInt32) throws {
        let feature = try FontFeature(setting)
        #expect(feature.tag == tag && feature.value == value)
        #expect(try FontFeature(feature.description) == feature)
    }

    @Test func tagsAreBigEndianNumbers() throws {
        #expect(try FontFeature("liga").tagValue == 0x6C69_6761)
        #expect(FontFeature.tabularFigures.tag == "tnum")
    }

    @Test(arguments: [
        ("lig", "expected 'tag', '+tag', '-tag' or 'tag=N' with a four-character tag"),
        ("ligature", "expected 'tag', '+tag', '-tag' or 'tag=N' with a four-character tag"),
        ("liga=on", "the value after '=' must be a whole number from 0 to 4294967295"),
        ("liga=-1", "the value after '=' must be a whole number from 0 to 4294967295"),
        ("", "expected 'tag', '+tag', '-tag' or 'tag=N' with a four-character tag"),
        ("lïga", "expected 'tag', '+tag', '-tag' or 'tag=N' with a four-character tag"),
    ])
    func rejectsOthersWithAReason(setting: String, reason: String) {
        #expect(throws: TextError.invalidFeature(setting, reason: reason)) { try FontFeature(setting) }
    }

    @Test func textBeyondTheLimitIsAnErrorAndAtTheLimitIsNot() throws {
        let style = TextStyle(size: 10)
        let limit = TextLayout.maximumLength
        #expect(throws: TextError.textTooLong(length: limit + 1, limit: limit)) {
            try TextLayout(runs: [TextRun(String(repeating: "a", count: limit), style: style), TextRun("b", style: style)])
        }
        #expect(TextError.textTooLong(length: limit + 1, limit: limit).description
                == "text of 100001 Unicode scalars is longer than the 100000 a layout accepts; "
                + "split it into paragraphs laid out separately")
        #expect(try TextLayout(String(repeating: "ab ", count: limit / 3), style: style, maxWidth: 500).lines.count > 1)
    }
}

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
