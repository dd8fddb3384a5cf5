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
