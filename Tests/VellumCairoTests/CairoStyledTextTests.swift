import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// SwiftUI's text vocabulary on PDF pages: a truncated text and a text of styled parts are text
/// that Poppler reads back, and the pages agree with the raster backend.
@Suite struct CairoStyledTextTests {
    static func picture<Content: Node>(width: Double = 320, height: Double = 80,
                                       @NodeBuilder _ content: () -> Content) throws -> CairoAgreementTests.Picture {
        let size = Size(width: width, height: height)
        return CairoAgreementTests.Picture(tree: try Scene(content: content).renderTree(size: size), size: size)
    }

    static func truncated() throws -> CairoAgreementTests.Picture {
        try picture {
            Text("The quick brown fox jumps over the lazy dog and keeps on running")
                .font(.system(size: 20))
                .lineLimit(1)
                .frame(width: 300)
        }
    }

    static func styled() throws -> CairoAgreementTests.Picture {
        try picture {
            Text("Bold").bold() + Text(" red").foregroundColor(.red).underline()
                + Text(" struck").italic().strikethrough(color: .blue)
        }
    }

    @Test(.requires(pdftotext != nil, "pdftotext (Debian's poppler-utils) is not installed"))
    func aTruncatedLineIsTextWithItsEllipsis() throws {
        let picture = try Self.truncated()
        let pdf = try CairoDocumentBackend(.pdf).render(picture.tree, size: picture.size)
        let lines = try PopplerText.text(pdf)
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasPrefix("The quick brown fox") && line.hasSuffix("\u{2026}"))
    }

    @Test(.requires(pdftotext != nil, "pdftotext (Debian's poppler-utils) is not installed"))
    func styledPartsAreTextInReadingOrder() throws {
        let picture = try Self.styled()
        let pdf = try CairoDocumentBackend(.pdf).render(picture.tree, size: picture.size)
        #expect(try PopplerText.text(pdf) == ["Bold red struck"])
    }

    @Test func truncatedAndStyledTextAgreeWithTheRasterBackend() throws {
        try CairoAgreementTests.compare("text-truncated", try Self.truncated())
        try CairoAgreementTests.compare("text-styled", try Self.styled())
    }
}
