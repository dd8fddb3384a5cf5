import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// Poppler's font lister and text extractor, and Ghostscript's PostScript-to-PDF converter.
let pdffonts = Prerequisite.program("pdffonts")
let pdftotext = Prerequisite.program("pdftotext")
let ps2pdf = Prerequisite.program("ps2pdf")

/// What Poppler reads back from a PDF: its fonts and its text.
enum PopplerText {
    /// A font `pdffonts` lists: its name, and whether it is embedded and a subset.
    struct Font: Equatable {
        var name: String
        var embedded: Bool
        var subset: Bool
    }

    /// The fonts of the PDF, from `pdffonts`' table (name, type, encoding, then the emb, sub and
    /// uni columns as yes or no, the object number and generation).
    static func fonts(_ pdf: [UInt8]) throws -> [Font] {
        let tool = try Prerequisite.require(pdffonts, "pdffonts", package: "poppler-utils")
        let table = try DocumentTool.withFile(pdf, named: "in.pdf") { _, input in try DocumentTool.run(tool, [input.path]) }
        return table.split(separator: "\n").dropFirst(2).map { line in
            let columns = line.split(separator: " ")
            let flags = columns.dropLast(2).suffix(3).map { $0 == "yes" }
            return Font(name: String(columns[0]), embedded: flags[0], subset: flags[1])
        }
    }

    /// The PDF's text as `pdftotext` extracts it in reading order, lines trimmed, empty lines and
    /// the page break dropped.
    static func text(_ pdf: [UInt8]) throws -> [String] {
        let tool = try Prerequisite.require(pdftotext, "pdftotext", package: "poppler-utils")
        let text = try DocumentTool.withFile(pdf, named: "in.pdf") { _, input in
            try DocumentTool.run(tool, ["-enc", "UTF-8", input.path, "-"])
        }
        // Poppler wraps right-to-left text in directional embedding marks (U+202B … U+202C);
        // they are its output's, not the document's.
        let embeddings: ClosedRange<Unicode.Scalar> = "\u{202A}"..."\u{202E}"
        let plain = String(String.UnicodeScalarView(text.unicodeScalars.filter { !embeddings.contains($0) }))
        return plain.split(whereSeparator: { $0 == "\n" || $0 == "\u{0C}" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// PostScript turned into PDF by Ghostscript's `ps2pdf`, which keeps text as text.
    static func pdf(fromPostScript ps: [UInt8]) throws -> [UInt8] {
        let tool = try Prerequisite.require(ps2pdf, "ps2pdf", package: "ghostscript")
        return try DocumentTool.withFile(ps, named: "in.ps") { dir, input in
            let output = dir.appendingPathComponent("out.pdf")
            _ = try DocumentTool.run(tool, [input.path, output.path])
            return Array(try Data(contentsOf: output))
        }
    }
}

/// Text on PDF pages is text: the fonts embedded as subsets, the characters extractable in
/// reading order in every script, and the page still the raster backend's picture; on PostScript
/// pages, text where Cairo keeps the page vector.
@Suite struct CairoTextTests {
    /// A label in a script, and the family that sets it.
    struct Label: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var family: String
        var description: String { name }
    }

    static let labels = [
        Label(name: "latin", text: "Vellum 42 office ffi", family: "DejaVu Sans"),
        Label(name: "arabic", text: "مرحبا بالعالم", family: "Noto Sans Arabic"),
        Label(name: "hebrew", text: "שלום עולם", family: "Noto Sans Hebrew"),
        Label(name: "devanagari", text: "नमस्ते दुनिया", family: "Noto Sans Devanagari"),
        Label(name: "cjk", text: "金牌 골드", family: "Noto Sans CJK JP"),
    ]

    static func picture(_ label: Label) throws -> CairoAgreementTests.Picture {
        let scene = Scene {
            Text(label.text).font(.custom(label.family, size: 28)).foregroundColor(.blue)
        }
        let size = Size(width: 340, height: 60)
        return CairoAgreementTests.Picture(tree: try scene.renderTree(size: size), size: size)
    }

    @Test(.requires(pdffonts != nil && pdftotext != nil, "pdffonts and pdftotext (Debian's poppler-utils) are not installed"),
          arguments: labels)
    func aLabelIsTextInThePDF(_ label: Label) throws {
        let picture = try Self.picture(label)
        let pdf = try CairoDocumentBackend(.pdf).render(picture.tree, size: picture.size)
        let fonts = try PopplerText.fonts(pdf)
        #expect(!fonts.isEmpty, "\(label): no font in the PDF")
        for font in fonts {
            #expect(font.embedded && font.subset, "\(label): \(font) is not an embedded subset")
            // A subset's name is a six-letter tag, "+", and the font's own name.
            #expect(font.name.split(separator: "+").first?.count == 6, "\(label): \(font.name)")
        }
        #expect(try PopplerText.text(pdf) == [label.text])
    }

    @Test(arguments: labels)
    func aLabelAgreesWithTheRasterBackend(_ label: Label) throws {
        try CairoAgreementTests.compare("text-\(label.name)", try Self.picture(label))
    }

    /// Text in a variable face off its default instance (Inter at weight 550) carries no glyph
    /// runs, so its PDF draws the outlines layout made, and the pages still agree.
    @Test(.requires((try? FontLibrary.shared.font(for: FontDescriptor(family: "Inter")))?.face.axes.isEmpty == false,
                    "Inter's variable font is not installed (fonts-inter-variable)"))
    func variedTextAgreesWithTheRasterBackend() throws {
        let scene = Scene {
            Text("Vellum 550").font(.custom("Inter", size: 28).weight(FontWeight(550))).foregroundColor(.blue)
        }
        let size = Size(width: 200, height: 50)
        let picture = CairoAgreementTests.Picture(tree: try scene.renderTree(size: size), size: size)
        let draws = picture.tree.nodes.compactMap { node -> RenderDraw? in
            if case .draw(let draw) = node { draw } else { nil }
        }
        #expect(!draws.isEmpty && draws.allSatisfy { $0.glyphRuns.isEmpty })
        try CairoAgreementTests.compare("text-variable", picture)
    }

    /// The text Ghostscript reads from a PostScript page, converted to PDF: its fonts and its lines.
    static func postScriptText(_ picture: CairoAgreementTests.Picture) throws -> (fonts: [PopplerText.Font], lines: [String]) {
        let ps = try CairoDocumentBackend(.postScript).render(picture.tree, size: picture.size)
        let pdf = try PopplerText.pdf(fromPostScript: ps)
        return (try PopplerText.fonts(pdf), try PopplerText.text(pdf))
    }

    /// A page Cairo's PostScript surface draws all in vectors shows its text as text: the font
    /// embedded, the words read back.
    @Test(.requires(ps2pdf != nil && pdffonts != nil && pdftotext != nil,
                    "ps2pdf (ghostscript), pdffonts and pdftotext (poppler-utils) are not installed"))
    func anOpaquePostScriptPageShowsText() throws {
        let picture = try Self.picture(Label(name: "plain", text: "Gold tier 42", family: "DejaVu Sans"))
        let read = try Self.postScriptText(picture)
        #expect(!read.fonts.isEmpty && read.fonts.allSatisfy(\.embedded), "\(read.fonts)")
        #expect(read.lines == ["Gold tier 42"])
    }

    /// A label a translucent shape covers would be painted into Cairo's fallback image with its
    /// glyphs at whole image pixels: it keeps its outlines. A label clear of it is text, and so
    /// is one on a translucent tint drawn over nothing, which Cairo blends into the white page in
    /// vectors. The page still agrees with the raster backend.
    @Test(.requires(ps2pdf != nil && pdffonts != nil && pdftotext != nil,
                    "ps2pdf (ghostscript), pdffonts and pdftotext (poppler-utils) are not installed"))
    func textUnderTranslucencyKeepsOutlinesOnPostScript() throws {
        let font = Font.custom("DejaVu Sans", size: 20)
        let scene = Scene {
            VStack(spacing: 12) {
                Text("Covered").font(font).overlay(Color(red: 1, green: 0, blue: 0, opacity: 0.4))
                Text("Clear").font(font).background(Color.yellow)
                Text("Tinted").font(font).background(Color(red: 0, green: 0, blue: 1, opacity: 0.3))
            }
        }
        let size = Size(width: 160, height: 110)
        let picture = CairoAgreementTests.Picture(tree: try scene.renderTree(size: size), size: size)
        let read = try Self.postScriptText(picture)
        #expect(read.fonts.count == 1)
        #expect(read.lines == ["Clear", "Tinted"])
        try CairoAgreementTests.compare("text-postscript-partly-covered", picture)
    }

    @Test(.requires(pdftotext != nil, "pdftotext (Debian's poppler-utils) is not installed"))
    func linesAndScriptsKeepReadingOrder() throws {
        let scene = Scene {
            VStack(spacing: 6) {
                Text("Gold tier\nלקוח זהב").font(.custom("Noto Sans Hebrew", size: 20))
                Text("ذهب 2024").font(.custom("Noto Sans Arabic", size: 20))
            }
        }
        let size = Size(width: 200, height: 120)
        let pdf = try CairoDocumentBackend(.pdf).render(try scene.renderTree(size: size), size: size)
        #expect(try PopplerText.text(pdf) == ["Gold tier", "לקוח זהב", "ذهب 2024"])
    }

    /// `nodes` with every drawing's glyph runs taken away: the tree text made before it carried any.
    static func withoutGlyphRuns(_ nodes: [RenderNode]) -> [RenderNode] {
        nodes.map { node in
            switch node {
            case .draw(let d):
                .draw(RenderDraw(id: d.id, path: d.path, paint: d.paint, kind: d.kind, transform: d.transform))
            case .symbol: node
            case .group(let g):
                .group(RenderGroup(id: g.id, transform: g.transform, clip: g.clip,
                                   mask: g.mask.map { RenderMask($0.mode, content: withoutGlyphRuns($0.content)) },
                                   opacity: g.opacity, shadow: g.shadow, children: withoutGlyphRuns(g.children)))
            }
        }
    }

    /// The raster backend, the SVG writer and Cairo's image read the outlines alone: the same
    /// bytes with the glyph runs as without.
    @Test(arguments: labels)
    func otherBackendsIgnoreGlyphRuns(_ label: Label) throws {
        let picture = try Self.picture(label)
        let plain = try RenderTree(nodes: Self.withoutGlyphRuns(picture.tree.nodes), symbols: picture.tree.symbols)
        #expect(plain != picture.tree)
        #expect(try RasterBackend().render(plain, size: picture.size).bytes
                == RasterBackend().render(picture.tree, size: picture.size).bytes)
        #expect(try SVGBackend().render(plain, size: picture.size).text
                == SVGBackend().render(picture.tree, size: picture.size).text)
        #expect(try CairoBackend().render(plain, size: picture.size).premultipliedBytes
                == CairoBackend().render(picture.tree, size: picture.size).premultipliedBytes)
    }

    @Test func twoRendersOfTextGiveTheSameBytes() throws {
        for kind in CairoDocumentBackend.Kind.allCases {
            let picture = try Self.picture(Self.labels[1])
            let first = try CairoDocumentBackend(kind).render(picture.tree, size: picture.size)
            let second = try CairoDocumentBackend(kind).render(picture.tree, size: picture.size)
            #expect(first == second, "\(kind): two renders differ")
        }
    }

    /// A drawing whose glyph runs Cairo cannot or must not show draws its outline instead.
    static func fallbackTree(kind: RenderDraw.Kind, run: RenderGlyphRun) throws -> RenderTree {
        let square = Path(Rect(x: 10, y: 10, width: 30, height: 30))
        let draw = RenderDraw(id: RenderNodeID(scope: 0, index: 0), path: square, paint: .color(.black), kind: kind,
                              glyphRuns: [run])
        return try RenderTree(nodes: [.draw(draw)])
    }

    static func run(file: String, glyph: UInt32) -> RenderGlyphRun {
        RenderGlyphRun(fontFile: file, faceIndex: 0, size: 30, glyphs: [.init(id: glyph, position: Point(x: 10, y: 40))],
                       text: "A", clusters: [.init(byteCount: 1, glyphCount: 1)], isRightToLeft: false)!
    }

    /// The DejaVu Sans file the labels use.
    static var dejaVu: String {
        get throws { try FontLibrary.shared.font(for: FontDescriptor(family: "DejaVu Sans")).face.path }
    }

    @Test(.requires(pdffonts != nil && pdftoppm != nil, "pdffonts and pdftoppm (Debian's poppler-utils) are not installed"))
    func unusableGlyphsAndOtherDrawingsFallBackToOutlines() throws {
        let size = Size(width: 50, height: 50)
        let trees = [
            try Self.fallbackTree(kind: .fill(.nonZero), run: Self.run(file: "/nonexistent/font.ttf", glyph: 36)),
            try Self.fallbackTree(kind: .fill(.nonZero), run: Self.run(file: try Self.dejaVu, glyph: 1_000_000)),
            try Self.fallbackTree(kind: .fill(.evenOdd), run: Self.run(file: try Self.dejaVu, glyph: 36)),
        ]
        for (index, tree) in trees.enumerated() {
            let pdf = try CairoDocumentBackend(.pdf).render(tree, size: size)
            #expect(try PopplerText.fonts(pdf).isEmpty)
            // The square, not a glyph: the outline was filled.
            let page = try Poppler.rasterize(pdf, width: 50, height: 50, scale: 1)
            let raster = try RasterBackend().render(tree, size: size)
            #expect(Agreement(raster.bytes, page).isWithinTolerance, "case \(index)")
        }
        let stroked = try Self.fallbackTree(kind: .stroke(StrokeStyle(lineWidth: 2)),
                                            run: Self.run(file: try Self.dejaVu, glyph: 36))
        #expect(try PopplerText.fonts(try CairoDocumentBackend(.pdf).render(stroked, size: size)).isEmpty)
        // The same run filled by the non-zero rule is shown as text.
        let shown = try Self.fallbackTree(kind: .fill(.nonZero), run: Self.run(file: try Self.dejaVu, glyph: 36))
        #expect(try PopplerText.fonts(try CairoDocumentBackend(.pdf).render(shown, size: size)).count == 1)
    }

    @Test func glyphRunsAreCheckedWhenMade() {
        let glyph = RenderGlyphRun.Glyph(id: 1, position: .zero)
        func run(size: Double = 10, glyphs: [RenderGlyphRun.Glyph] = [glyph], text: String = "é",
                 clusters: [RenderGlyphRun.Cluster] = [.init(byteCount: 2, glyphCount: 1)]) -> RenderGlyphRun? {
            RenderGlyphRun(fontFile: "f.ttf", faceIndex: 0, size: size, glyphs: glyphs, text: text, clusters: clusters,
                           isRightToLeft: false)
        }
        #expect(run() != nil)
        #expect(run(size: .nan) == nil)
        #expect(run(size: 0) == nil)
        #expect(run(glyphs: []) == nil)
        #expect(run(glyphs: [.init(id: 1, position: Point(x: .infinity, y: 0))]) == nil)
        // The clusters must cover the UTF-8 bytes ("é" is two) and the glyphs exactly.
        #expect(run(clusters: [.init(byteCount: 1, glyphCount: 1)]) == nil)
        #expect(run(clusters: [.init(byteCount: 2, glyphCount: 2)]) == nil)
        #expect(run(clusters: [.init(byteCount: 2, glyphCount: 1), .init(byteCount: 0, glyphCount: 0)]) == nil)
    }
}
