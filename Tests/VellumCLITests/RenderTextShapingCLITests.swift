import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumText

/// `vellum render-text` with shaped scripts, features and bad input.
@Suite struct RenderTextShapingCLITests {
    static let arabicFont = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

    private func output(_ name: String) throws -> String {
        try CLIRunner.temporaryDirectory().appendingPathComponent(name).path
    }

    /// Runs `vellum render-text` through the shell, so that the text can be raw bytes that are
    /// not UTF-8 (`printf` octal escapes), which no Swift string can carry.
    private func renderBytes(_ printfText: String, to out: String) throws -> CLIRunner.Result {
        try CLIRunner.run(["-c", "exec \"$0\" render-text \"$(printf '\(printfText)')\" -o \"$1\"",
                           CLIRunner.executable.path, out], executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func arabicIsAsWideAsHBShapeSetsIt() throws {
        let out = try output("arabic.png")
        let result = try CLIRunner.run(["render-text", "مرحبا بالعالم", "--font", "Noto Sans Arabic", "--size", "48",
                                        "--margin", "0", "-o", out])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        let advance = try HBShapeCLI.totalAdvance("مرحبا بالعالم", font: Self.arabicFont)
        // 4818 units at 1000 per em: 231.3 px, so a 232 px canvas (it was 328 before shaping).
        #expect(pixmap.width == Int((Double(advance) * 48 / 1000).rounded(.up)))
    }

    @Test func invalidUTF8AndUnpairedSurrogatesAreErrors() throws {
        // An unpaired high surrogate U+D800 as CESU-8/WTF-8 bytes, and a stray 0xFF byte.
        for (bytes, first) in [("ab\\355\\240\\200c", "0xED"), ("ab\\377c", "0xFF")] {
            let out = try output("bad.png")
            let result = try renderBytes(bytes, to: out)
            #expect(result.status == 2)
            #expect(result.stderr == "Error: argument 2 is not valid UTF-8 (byte \(first) at offset 2); text must "
                    + "be UTF-8, in which an unpaired UTF-16 surrogate has no form\n")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
        // Valid UTF-8 through the same path renders.
        let out = try output("good.png")
        #expect(try renderBytes("\\330\\263\\331\\204\\330\\247\\331\\205", to: out).status == 0)  // سلام
    }

    @Test func textBeyondTheLimitIsAnError() throws {
        let out = try output("long.png")
        let result = try CLIRunner.run(["render-text", String(repeating: "x", count: TextLayout.maximumLength + 1),
                                        "-o", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains("text of 100001 Unicode scalars is longer than the 100000 a layout accepts"))
    }

    @Test func aScriptNoFontHasIsDrawnAsBoxesWithAWarning() throws {
        // Kawi (Unicode 15): no font in Debian has it. DejaVu Sans lacks Devanagari entirely,
        // which comes from a fallback face instead.
        let out = try output("kawi.png")
        let result = try CLIRunner.run(["render-text", "\u{11F04} क्ष", "--font-file",
                                        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "-o", out])
        #expect(result.status == 0)
        #expect(result.stderr == "warning: no installed font has a glyph for U+11F04; drew the missing-glyph box "
                + "of 'DejaVu Sans'\n")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func featuresAreParsedAndBadOnesNamed() throws {
        let out = try output("features.svg")
        #expect(try CLIRunner.run(["render-text", "office 10", "--features", "smcp,tnum,liga=0", "--tracking", "1",
                                   "-o", out]).status == 0)
        let bad = try CLIRunner.run(["render-text", "office", "--features", "smcp,lig", "-o", out])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("font feature 'lig' is not valid"))
    }
}

/// `hb-shape`'s total advance for a text, in font units.
enum HBShapeCLI {
    static func totalAdvance(_ text: String, font: String) throws -> Int {
        let result = try CLIRunner.run(["--output-format=json", "--no-glyph-names", "--font-file=\(font)",
                                        "--text=\(text)"], executable: URL(fileURLWithPath: "/usr/bin/hb-shape"),
                                    environment: ["LC_ALL": "C.UTF-8"])  // hb-shape reads its text in the locale's encoding
        struct Glyph: Decodable { let ax: Int }
        return try JSONDecoder().decode([Glyph].self, from: Data(result.stdout.utf8)).reduce(0) { $0 + $1.ax }
    }
}
