import Foundation
import Vellum
import VellumCairo
import VellumTestSupport

/// How far two renders of one picture are apart: both composited over white, the share of
/// pixels off by more than 16/255 in some RGB channel and the mean absolute difference.
struct Agreement: CustomStringConvertible {
    var fractionOff: Double
    var meanDifference: Double

    /// The tolerance of the suite: at most 0.5 % of pixels off by more than 16/255.
    var isWithinTolerance: Bool { fractionOff <= 0.005 }

    var description: String {
        String(format: "%.3f %% of pixels off by > 16, mean |Δ| %.3f", fractionOff * 100, meanDifference)
    }

    /// Compares two premultiplied RGBA images of one size, over white (premultiplied colour plus
    /// 255 − alpha: no rounding of its own).
    init(_ a: [UInt8], _ b: [UInt8]) {
        precondition(a.count == b.count, "images of different sizes")
        var off = 0, total = 0
        for p in stride(from: 0, to: a.count, by: 4) {
            var worst = 0
            for c in 0..<3 {
                let u = Int(a[p + c]) + 255 - Int(a[p + 3]), v = Int(b[p + c]) + 255 - Int(b[p + 3])
                worst = max(worst, abs(u - v))
                total += abs(u - v)
            }
            if worst > 16 { off += 1 }
        }
        let pixels = Double(a.count / 4)
        fractionOff = Double(off) / pixels
        meanDifference = Double(total) / (pixels * 3)
    }
}

/// Poppler's PDF rasterizer, when installed.
let pdftoppm = Prerequisite.program("pdftoppm")
/// Poppler's image lister, when installed.
let pdfimages = Prerequisite.program("pdfimages")

/// Ghostscript, when installed: a second reader of PDF, and the reader of PostScript.
let ghostscript = Prerequisite.program("gs")

/// Runs a Poppler tool on PDF bytes.
enum Poppler {
    /// The PDF's first page at `scale` pixels a point as premultiplied RGBA, over white
    /// (pdftoppm paints the page white, so alpha is always 255).
    static func rasterize(_ pdf: [UInt8], width: Int, height: Int, scale: Int) throws -> [UInt8] {
        try DocumentTool.withFile(pdf, named: "in.pdf") { dir, input in
            let prefix = dir.appendingPathComponent("page")
            _ = try DocumentTool.run(try Prerequisite.require(pdftoppm, "pdftoppm", package: "poppler-utils"), ["-r", String(72 * scale), "-png", "-singlefile", input.path, prefix.path])
            return try DocumentTool.page(at: prefix.appendingPathExtension("png"), width: width, height: height,
                                         scale: scale, tool: "pdftoppm")
        }
    }

    /// The first image the PDF holds, as `pdfimages` writes it out (PNG).
    static func firstImage(_ pdf: [UInt8]) throws -> Pixmap {
        try DocumentTool.withFile(pdf, named: "in.pdf") { dir, input in
            let prefix = dir.appendingPathComponent("image")
            _ = try DocumentTool.run(try Prerequisite.require(pdfimages, "pdfimages", package: "poppler-utils"),
                                     ["-png", "-f", "1", "-l", "1", input.path, prefix.path])
            return try Pixmap(pngData: Array(try Data(contentsOf: dir.appendingPathComponent("image-000.png"))))
        }
    }

    /// How many images the PDF holds, as `pdfimages -list` counts them (soft masks included).
    static func imageCount(_ pdf: [UInt8]) throws -> Int {
        try DocumentTool.withFile(pdf, named: "in.pdf") { _, input in
            // Two header lines, then one line per image.
            try DocumentTool.run(try Prerequisite.require(pdfimages, "pdfimages", package: "poppler-utils"), ["-list", input.path]).split(separator: "\n").count - 2
        }
    }
}

/// Runs Ghostscript on a PDF or PostScript document.
///
/// Its anti-aliasing (`GraphicsAlphaBits`) has seams of its own — 1–1.5 % of pixels off on clips
/// and gradients, where Cairo's image, Poppler and Vellum agree — and without it PostScript's
/// any-part-of-a-pixel rule widens every shape by up to a device pixel. So it samples whole pixels
/// at their centres (`0 0 .setfilladjust2`) at twice the resolution asked for, and averages them
/// 2 × 2 itself (`DownScaleFactor`).
enum Ghostscript {
    /// The document's first page at `scale` pixels a point as premultiplied RGBA over white;
    /// `fileExtension` (`pdf`, `ps`) says how to read it.
    static func rasterize(_ document: [UInt8], fileExtension: String, width: Int, height: Int,
                          scale: Int) throws -> [UInt8] {
        try DocumentTool.withFile(document, named: "in." + fileExtension) { dir, input in
            let output = dir.appendingPathComponent("page.png")
            _ = try DocumentTool.run(try Prerequisite.require(ghostscript, "gs", package: "ghostscript"), ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=png16m",
                                                    "-r\(72 * scale * 2)", "-dDownScaleFactor=2",
                                                    "-dGraphicsAlphaBits=1", "-dTextAlphaBits=1",
                                                    "-dFirstPage=1", "-dLastPage=1", "-sOutputFile=\(output.path)",
                                                    "-c", "0 0 .setfilladjust2", "-f", input.path])
            return try DocumentTool.page(at: output, width: width, height: height, scale: scale, tool: "gs")
        }
    }
}

/// What the document readers share: a temporary file, a process, a page read back.
enum DocumentTool {
    static func withFile<R>(_ bytes: [UInt8], named name: String, _ body: (URL, URL) throws -> R) throws -> R {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-cairo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent(name)
        try Data(bytes).write(to: input)
        return try body(dir, input)
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw DocumentToolError("\(tool) exited with \(process.terminationStatus)") }
        return String(decoding: output, as: UTF8.self)
    }

    /// The PNG a tool wrote, checked to be the canvas at `scale`.
    static func page(at url: URL, width: Int, height: Int, scale: Int, tool: String) throws -> [UInt8] {
        let page = try Pixmap(pngData: Array(try Data(contentsOf: url)))
        guard page.width == width * scale, page.height == height * scale else {
            throw DocumentToolError("\(tool) gave \(page.width)×\(page.height), expected \(width * scale)×\(height * scale)")
        }
        return page.bytes
    }
}

/// A document reader that failed or gave a page of the wrong size.
struct DocumentToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Rendering at several device pixels a canvas pixel and averaging them back.
///
/// Poppler's Splash rasterizer samples edges on a 4 × 4 grid and snaps edges to whole pixels
/// ("stroke adjustment"); at 72 dpi that alone puts 1–5 % of a scene's edge pixels more than
/// 16/255 away from an exact-area rasterizer, whatever the PDF holds. So the PDF is compared at
/// ``factor`` × 72 dpi, averaged in ``factor`` × ``factor`` blocks, with the raster backend's
/// render of the same tree scaled up as much and averaged alike: any disagreement left is in
/// the geometry, not in how either anti-aliases.
enum Supersampling {
    static let factor = 4

    /// How many times finer than ``factor`` a page that holds fonts is read: Poppler and
    /// Ghostscript place each glyph at a whole device pixel, up to a quarter of a canvas pixel
    /// off at ``factor`` pixels a point, where the paths around it are placed exactly. At 16
    /// pixels a point, averaged down to 4, the glyphs land where the document puts them.
    static let textFactor = 4

    /// ``textFactor`` for a PDF or PostScript document that embeds a font (text shown as text),
    /// 1 for one that does not.
    static func readFactor(for document: [UInt8]) -> Int {
        CairoDocumentTests.contains(document, "/FontFile") || CairoDocumentTests.contains(document, "%%BeginResource: font")
            ? textFactor : 1
    }

    /// `tree` drawn `factor` times larger.
    static func scaled(_ tree: RenderTree) throws -> RenderTree {
        let group = RenderGroup(id: RenderNodeID(scope: .max, index: 0),
                                transform: AffineTransform(scaleX: Double(factor), y: Double(factor)),
                                children: tree.nodes)
        return try RenderTree(nodes: [.group(group)], symbols: tree.symbols)
    }

    /// RGBA `bytes` of a `width · by` × `height · by` image averaged down to `width` × `height`.
    static func averaged(_ bytes: [UInt8], width: Int, height: Int, by n: Int = factor) -> [UInt8] {
        let sourceWidth = width * n
        var out = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBufferPointer { source in
            var sums = [Int](repeating: 0, count: width * 4)
            for y in 0..<height {
                for i in sums.indices { sums[i] = 0 }
                for dy in 0..<n {
                    let row = (y * n + dy) * sourceWidth * 4
                    for x in 0..<sourceWidth {
                        let o = row + x * 4, t = (x / n) * 4
                        sums[t] += Int(source[o]); sums[t + 1] += Int(source[o + 1])
                        sums[t + 2] += Int(source[o + 2]); sums[t + 3] += Int(source[o + 3])
                    }
                }
                for i in sums.indices { out[y * width * 4 + i] = UInt8((sums[i] + n * n / 2) / (n * n)) }
            }
        }
        return out
    }
}
