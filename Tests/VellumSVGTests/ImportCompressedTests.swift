import Foundation
import Testing
import Vellum

/// SVG compressed with gzip (`.svgz`): as a document and as an `<image>`.
@Suite("Import: compressed SVG")
struct ImportCompressedTests {
    /// A 20 × 20 lime square, gzipped with Python's gzip module (mtime 0).
    static let limeSVGZ = "H4sIAAAAAAACA3WMSQ6AIAwAv0L6AEvwZoDPKNImoAYa6/Nd7t4mmcn4fmZz1bL1ACRyTIiqOug47C2js9biU4BRXoQCOAuGEmeSj6NvaZYfaVYuJUDhmgCjfz/xBvkkJC1vAAAA"
    /// An `<svg>` holding 200 000 spaces: 200 kB of text in a few hundred bytes of gzip.
    static let spacesSVGZ = "H4sIAAAAAAACA+3Kuw2DMBQAwFUQA/As6BBhHVPwE0Y44ycr0N/VN5UnN99t3cunXe77HCNqrV0duuPK0aeU4j/auQEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAXpuiPHn+AXEWb3puDQMA"

    @Test func aCompressedDocumentImportsAsItsText() throws {
        let image = try SVGImage(data: Data(base64Encoded: Self.limeSVGZ)!)
        #expect(image.warnings.isEmpty && image.size == Size(square: 20))
        #expect(ImportTest.rgba(try ImportTest.render(image), 10, 10) == [0, 255, 0, 255])
    }

    @Test func aCompressedSVGImageIsDrawn() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
              <image width="40" height="40" href="data:image/svg+xml;base64,\(Self.limeSVGZ)"/>
            </svg>
            """)
        #expect(image.warnings.isEmpty)
        #expect(ImportTest.rgba(try ImportTest.render(image), 30, 30) == [0, 255, 0, 255])
    }

    @Test func corruptOrOversizedCompressedDataIsAnError() throws {
        var corrupt = Data(base64Encoded: Self.limeSVGZ)!
        corrupt.removeLast(12)
        #expect(throws: SVGImportError.corruptCompression(reason: "the data ends early")) {
            try SVGImage(data: corrupt)
        }
        corrupt[12] ^= 0xFF
        #expect(throws: SVGImportError.self) { try SVGImage(data: corrupt) }
        // The size limit holds for the inflated text, not for the compressed bytes.
        let spaces = Data(base64Encoded: Self.spacesSVGZ)!
        #expect(throws: SVGImportError.limitExceeded(.fileSize, limit: 10_000, line: nil)) {
            try SVGImage(data: spaces, options: SVGImportOptions(maxFileSize: 10_000))
        }
        #expect(try SVGImage(data: spaces).warnings.isEmpty)
    }
}
