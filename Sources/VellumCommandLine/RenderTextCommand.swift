import ArgumentParser
import Foundation
import Vellum

/// `vellum render-text`: lays out text with a real font and writes it on a transparent canvas
/// sized to the text's typographic bounds plus a margin.
struct RenderTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-text",
        abstract: "Render text with a font found through fontconfig.",
        discussion: """
            The canvas is the text's typographic bounds plus --margin on every side. The text is \
            shaped by HarfBuzz and ordered by the Unicode bidirectional algorithm, so Arabic and \
            Hebrew run right to left and join, and Indic conjuncts form. Characters the font lacks \
            come from a fallback font (Hangul and Han from Noto Sans CJK, Arabic from Noto Sans \
            Arabic); a character no font has is drawn as a missing-glyph box. Substitutions are \
            reported on stderr as warnings. Text longer than 100000 characters is an error.
            Examples: vellum render-text "골드 III" --weight bold --size 48 --color '#ec9a00' -o gold.png
                      vellum render-text "مرحبا بالعالم" --font "Noto Sans Arabic" --size 48 -o hello.png
                      vellum render-text "Office 2024" --features smcp,tnum,liga=0 -o caps.svg
            """)

    @Argument(help: "The text; \\n in the text breaks lines.")
    var text: String

    @Option(help: "Font family (default: DejaVu Sans).")
    var font: String?

    @Option(help: "A font file to use instead of a family.")
    var fontFile: String?

    @Option(help: "Weight: ultralight, thin, light, regular, medium, semibold, bold, heavy, black, or 1–1000.",
            transform: parseWeight)
    var weight: FontWeight = .regular

    @Flag(help: "Use the italic style.")
    var italic = false

    @Option(help: "Font size in pixels.", transform: { try parseNumber($0, in: 0.1...4096) })
    var size: Double = 32

    @Option(help: "Text colour.", transform: parseColor)
    var color: Color = .black

    @Option(help: "Wrap lines at spaces to this width in pixels.", transform: { try parseNumber($0, in: 1...32768) })
    var width: Double?

    @Option(help: "Line alignment: leading, center or trailing.", transform: parseAlignment)
    var align: TextAlignment = .leading

    @Option(help: "OpenType features, comma-separated: tag, +tag, -tag or tag=N (e.g. smcp,tnum,liga=0).",
            transform: parseFeatures)
    var features: [FontFeature] = []

    @Option(help: "Extra space between characters in pixels; turns optional ligatures off.",
            transform: { try parseNumber($0, in: -1000...1000) })
    var tracking: Double = 0

    @Option(help: "Empty space around the text, in pixels.", transform: { try parseNumber($0, in: 0...4096) })
    var margin: Double = 4

    @Option(name: .shortAndLong, help: "Output file, .png or .svg.")
    var output: String

    func run() throws {
        let format = try VellumCommandLine.formats.format(forPath: output)
        let descriptor = fontFile.map { FontDescriptor(file: $0) }
            ?? FontDescriptor(family: font, weight: weight, italic: italic)
        let style = TextStyle(font: descriptor, size: size, color: color, features: features, tracking: tracking)
        let paragraph = ParagraphStyle(alignment: align, wrapsLines: width != nil)
        let layout = try TextLayout(text.replacingOccurrences(of: "\\n", with: "\n"), style: style,
                                    paragraph: paragraph, maxWidth: width)
        for warning in layout.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        let canvas = Size(width: (layout.size.width + 2 * margin).rounded(.up),
                          height: (layout.size.height + 2 * margin).rounded(.up))
        let context = GraphicsContext()
        context.draw(layout, at: Point(x: margin, y: margin))
        try VellumCommandLine.formats.write(try context.renderTree(), size: canvas, to: output, format: format)
    }
}

/// Parses a font weight by name or as a number from 1 to 1000.
func parseWeight(_ text: String) throws -> FontWeight {
    let names: [String: FontWeight] = [
        "ultralight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
        "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    if let weight = names[text.lowercased()] { return weight }
    if let value = Int(text), (1...1000).contains(value) { return FontWeight(value) }
    throw CLIError("expected " + names.keys.sorted().joined(separator: ", ") + " or a number from 1 to 1000")
}

/// Parses comma-separated OpenType feature settings.
func parseFeatures(_ text: String) throws -> [FontFeature] {
    try text.split(separator: ",").map { setting in
        do throws(TextError) {
            return try FontFeature(String(setting))
        } catch {
            throw CLIError(error.description)
        }
    }
}

/// Parses a text alignment.
func parseAlignment(_ text: String) throws -> TextAlignment {
    switch text.lowercased() {
    case "leading", "left": return .leading
    case "center", "centre": return .center
    case "trailing", "right": return .trailing
    default: throw CLIError("expected one of: leading, center, trailing")
    }
}
