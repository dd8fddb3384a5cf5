import Foundation
import Testing
import VellumCore
@testable import VellumText
import VellumTestSupport

/// Line breaking by the Unicode line breaking algorithm: Unicode's own test data, then what it
/// means for laid-out text — CJK and Thai wrap, closing punctuation never starts a line, soft
/// hyphens show a hyphen where they break, and a word wider than the line breaks between
/// clusters rather than overflowing.
@Suite struct UnicodeLineBreakingTests {
    static let testData = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
    static let cjk = TextStyle(font: FontDescriptor(file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"), size: 20)
    static let thai = TextStyle(font: FontDescriptor(file: "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"),
                                size: 20)
    static let latin = TextStyle(size: 20)

    /// One case of LineBreakTest.txt: the code points and the offsets (between them) where a
    /// break is allowed, the text's start and end left out.
    struct Case {
        var scalars: [UInt32]
        var breaks: Set<Int>
        var line: Int
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOfFile: testData, encoding: .utf8)
        var cases: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: " ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            guard !fields.isEmpty else { continue }
            var scalars: [UInt32] = []
            var breaks = Set<Int>()
            for field in fields {
                switch field {
                case "÷": breaks.insert(scalars.count)
                case "×": break
                default: scalars.append(UInt32(field, radix: 16)!)
                }
            }
            breaks.remove(0)
            breaks.remove(scalars.count)
            cases.append(Case(scalars: scalars, breaks: breaks, line: number + 1))
        }
        return cases
    }

    static func opportunities(_ scalars: [UInt32]) -> Set<Int> {
        let found = LineBreakOpportunities(scalars)
        return Set((1..<max(1, scalars.count)).filter { found[$0] })
    }

    /// ICU 72 implements Unicode 15.0, the release of Debian's unicode-data. 7,632 of the 7,654
    /// cases agree; the other 22 are all where ICU reads a number more widely than the test data's
    /// tailoring (UAX #14's example 7): a hyphen-minus that starts the text is taken as a sign
    /// ("-#" is not broken), and a full stop or comma before a digit as a decimal point (".35").
    @Test(.requires(FileManager.default.fileExists(atPath: testData),
                    "LineBreakTest.txt (Debian's unicode-data) is not installed; scripts/setup.sh installs it"))
    func unicodeLineBreakTestData() throws {
        let cases = try Self.cases()
        #expect(cases.count == 7654)
        let failures = cases.filter { Self.opportunities($0.scalars) != $0.breaks }
        print("LineBreakTest.txt: \(cases.count - failures.count) of \(cases.count) cases pass")
        #expect(failures.count == 22)
        for failure in failures where !Self.isNumberTailoring(failure.scalars) {
            let found = Self.opportunities(failure.scalars).sorted()
            Issue.record("LineBreakTest.txt line \(failure.line): expected \(failure.breaks.sorted()), found \(found)")
        }
    }

    /// Whether a case holds one of the contexts where ICU's number rule differs from the test
    /// data's: a leading hyphen-minus, or a full stop or comma before a digit (combining marks
    /// after them are part of them).
    static func isNumberTailoring(_ scalars: [UInt32]) -> Bool {
        let bases = scalars.filter { $0 != 0x308 }
        let digits: ClosedRange<UInt32> = 0x30...0x39
        return bases.first == 0x2D || zip(bases, bases.dropFirst()).contains { [0x2C, 0x2E].contains($0) && digits.contains($1) }
    }

    @Test func chineseWrapsBetweenIdeographsAndNeverStartsALineWithClosingPunctuation() throws {
        let text = "我们今天去公园散步，天气很好。你呢？"
        let one = try TextLayout("我", style: Self.cjk).size.width
        for columns in 3...9 {
            let layout = try TextLayout(text, style: Self.cjk, maxWidth: one * Double(columns) + 0.5)
            #expect(layout.lines.count > 1)
            for line in layout.lines {
                #expect(line.bounds.width <= one * Double(columns) + 0.5, "\(columns) columns")
                let first = layout.glyphs[line.glyphRange.lowerBound]
                // Each ideograph and punctuation mark is one glyph here: the glyph's index is the character's.
                let character = Array(text)[line.glyphRange.lowerBound]
                #expect(!"，。？".contains(character), "a line of \(columns) columns starts with \(character) (glyph \(first.glyph))")
            }
        }
    }

    @Test func thaiBreaksBetweenDictionaryWords() throws {
        // "ภาษาไทย" is two words, ภาษา and ไทย: the dictionary breaks between them, nowhere else.
        let scalars = "ภาษาไทย".unicodeScalars.map(\.value)
        #expect(Self.opportunities(scalars) == [4])
        let word = try TextLayout("ภาษา", style: Self.thai)
        let layout = try TextLayout("ภาษาไทย", style: Self.thai, maxWidth: word.size.width + 0.5)
        #expect(layout.lines.count == 2)
        #expect(layout.glyphs[layout.lines[0].glyphRange].map(\.glyph) == word.glyphs.map(\.glyph))
    }

    @Test func aSoftHyphenShowsAHyphenOnlyWhereTheLineBreaks() throws {
        let text = "extra\u{AD}ordinary"
        let whole = try TextLayout(text, style: Self.latin)
        // U+2010 HYPHEN, which the default face has.
        let first = try TextLayout("extra\u{2010}", style: Self.latin)
        let second = try TextLayout("ordinary", style: Self.latin)
        let hyphen = first.glyphs.last!.glyph
        // Unbroken, the soft hyphen draws nothing: the same width as the word without it.
        #expect(abs(whole.size.width - (try TextLayout("extraordinary", style: Self.latin)).size.width) < 1e-9)
        #expect(!whole.glyphs.contains { $0.glyph == hyphen })
        let broken = try TextLayout(text, style: Self.latin, maxWidth: max(first.size.width, second.size.width) + 0.5)
        #expect(broken.lines.count == 2)
        #expect(broken.glyphs[broken.lines[0].glyphRange].map(\.glyph) == first.glyphs.map(\.glyph))
        #expect(abs(broken.lines[0].bounds.width - first.size.width) < 1e-9)
        #expect(broken.glyphs[broken.lines[1].glyphRange].map(\.glyph) == second.glyphs.map(\.glyph))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenClustersAndNeverOverflows() throws {
        let url = "https://example.com/a/very/long/path/with_an_unbroken_segment_that_goes_on_and_on"
        let width = 120.0
        let layout = try TextLayout(url, style: Self.latin, maxWidth: width)
        #expect(layout.lines.count > 3)
        for line in layout.lines { #expect(line.bounds.width <= width + 1e-9) }
        // The glyphs are the unbroken text's, in order: only where lines start changed.
        #expect(layout.glyphs.map(\.glyph) == (try TextLayout(url, style: Self.latin)).glyphs.map(\.glyph))
        // A line narrower than one letter still takes one cluster a line.
        let narrow = try TextLayout("abc", style: Self.latin, maxWidth: 1)
        #expect(narrow.lines.map(\.glyphRange.count) == [1, 1, 1])
    }

    @Test func textThatMayShrinkShrinksAWordRatherThanBreakingIt() throws {
        let natural = try TextLayout("Supercalifragilistic", style: Self.latin)
        let fitted = try TextLayout("Supercalifragilistic", style: Self.latin,
                                    paragraph: ParagraphStyle(minimumScaleFactor: 0.1), maxWidth: natural.size.width / 2)
        #expect(fitted.lines.count == 1)
        #expect(abs(fitted.scaleFactor - 0.5) < 1e-9)
        // Below its minimum scale it breaks between clusters instead of overflowing.
        let floored = try TextLayout("Supercalifragilistic", style: Self.latin,
                                     paragraph: ParagraphStyle(minimumScaleFactor: 0.9), maxWidth: natural.size.width / 2)
        #expect(floored.lines.count == 2)
        for line in floored.lines { #expect(line.bounds.width <= natural.size.width / 2 + 1e-9) }
    }

    @Test func tenThousandLettersWithoutABreakWrapQuickly() throws {
        let word = String(repeating: "x", count: 10_000)
        let layout = try TextLayout(word, style: Self.latin, maxWidth: 200)
        #expect(layout.lines.count > 10)
        for line in layout.lines { #expect(line.bounds.width <= 200 + 1e-9) }
        #expect(layout.lines.map(\.glyphRange.count).reduce(0, +) == 10_000)
    }

    @Test func latinBreaksAfterSpacesAndHyphens() throws {
        let text = "well-known words"
        #expect(Self.opportunities(text.unicodeScalars.map(\.value)) == [5, 11])
        let wellKnown = try TextLayout("well-known", style: Self.latin)
        let layout = try TextLayout(text, style: Self.latin, maxWidth: wellKnown.size.width + 0.5)
        #expect(layout.lines.map(\.glyphRange.count) == [11, 5])
    }
}
