import Foundation

/// HarfBuzz's own command-line shaper, `hb-shape` (Debian's libharfbuzz-bin), run on a font file:
/// the reference Vellum's shaping must reproduce glyph for glyph.
enum HBShape {
    /// One glyph of `hb-shape --output-format=json`: glyph id, cluster, offset and advance in font
    /// units (positions are in font units because no `--font-size` is given).
    struct Glyph: Decodable, Equatable {
        let g: UInt32
        let cl: Int
        let dx: Int
        let dy: Int
        let ax: Int
        let ay: Int
    }

    /// The glyphs of `text` shaped in face `faceIndex` of `font`, left to right on the page.
    /// `direction` ("ltr"/"rtl") and `script` (ISO 15924, e.g. "Hebr") default to HarfBuzz's guess.
    static func shape(_ text: String, font: String, faceIndex: Int = 0, direction: String? = nil,
                      script: String? = nil, features: [String] = [], variations: [String] = []) throws -> [Glyph] {
        var arguments = ["--output-format=json", "--no-glyph-names", "--font-file=\(font)",
                         "--face-index=\(faceIndex)", "--text=\(text)"]
        if let direction { arguments.append("--direction=\(direction)") }
        if let script { arguments.append("--script=\(script)") }
        if !features.isEmpty { arguments.append("--features=" + features.joined(separator: ",")) }
        if !variations.isEmpty { arguments.append("--variations=" + variations.joined(separator: ",")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = arguments
        // A UTF-8 locale so that hb-shape reads the text, and the same one on every machine,
        // since hb-shape takes its default language from it.
        process.environment = ["LC_ALL": "C.UTF-8"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ReferenceError("hb-shape failed: " + String(decoding: message, as: UTF8.self))
        }
        return try JSONDecoder().decode([Glyph].self, from: data)
    }

    /// Where each glyph's outline origin lands, pen position plus offset, in font units with y
    /// down (Vellum's convention), starting from a pen at `start`.
    static func positions(_ glyphs: [Glyph], start: Double = 0) -> [(x: Double, y: Double)] {
        var pen = start
        return glyphs.map { glyph in
            defer { pen += Double(glyph.ax) }
            return (pen + Double(glyph.dx), -Double(glyph.dy))
        }
    }
}
