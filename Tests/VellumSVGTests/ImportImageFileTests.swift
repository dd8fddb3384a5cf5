import Foundation
import Testing
import Vellum

/// `<image>`s of files beside the document, confined to its directory tree, and of SVG
/// documents drawn as nested pictures.
@Suite("Import: image files and SVG images")
struct ImportImageFileTests {
    /// A fresh directory holding `files` (name → bytes; names may contain `/`).
    private static func directory(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-image-files-\(UUID().uuidString)")
        for (name, bytes) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    private static func svg(_ body: String, size: Int = 100) -> [UInt8] {
        Array("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(size)" height="\(size)">
            \(body)
            </svg>
            """.utf8)
    }

    /// A 2 × 2 PNG: red, green / blue, half-transparent white.
    private static func checker() throws -> [UInt8] {
        Array(Data(base64Encoded: try ImportImageTests.checkerPNG())!)
    }

    /// A 20 × 10 document: a blue left half and a red right half.
    private static let halves = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" width="20" height="10">\
        <rect width="10" height="10" fill="blue"/><rect x="10" width="10" height="10" fill="red"/></svg>
        """

    @Test func aRelativePNGIsReadFromTheDocumentsDirectory() throws {
        let root = try Self.directory([
            "icons/doc.svg": Self.svg(#"<image x="10" y="10" width="80" height="80" xlink:href="pictures/checker.png"/>"#),
            "icons/pictures/checker.png": try Self.checker(),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try SVGImage(contentsOf: root.appendingPathComponent("icons/doc.svg").path)
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 20, 20) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 80, 80) == [255, 255, 255, 128])
        #expect(ImportTest.rgba(pixmap, 5, 5)[3] == 0)
    }

    @Test func filesOutsideTheTreeAreRefusedUnlessTheResourceDirectoryHoldsThem() throws {
        let root = try Self.directory([
            "icons/doc.svg": Self.svg(#"""
                <image width="100" height="100" href="../outside/checker.png"/>
                <rect x="60" width="40" height="40" fill="blue"/>
                """#),
            "outside/checker.png": try Self.checker(),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("icons/doc.svg").path
        let confined = try SVGImage(contentsOf: path)
        let warning = try #require(confined.warnings.first)
        #expect(confined.warnings.count == 1 && warning.kind == .brokenReference && warning.line == 2)
        #expect(warning.message.hasSuffix("outside/checker.png is outside the directory tree images are read from; not drawn"),
                "\(warning)")
        let refused = try ImportTest.render(confined)
        #expect(ImportTest.rgba(refused, 10, 10)[3] == 0)
        #expect(ImportTest.rgba(refused, 80, 20) == [0, 0, 255, 255])
        // An absolute path is confined the same way.
        let absolute = try SVGImage(string: String(decoding: Self.svg(#"<image href="/etc/hostname"/>"#), as: UTF8.self),
                                    options: SVGImportOptions(baseDirectory: root.path))
        #expect(absolute.warnings.map(\.kind) == [.brokenReference])

        let widened = try SVGImage(contentsOf: path, options: SVGImportOptions(resourceDirectory: root.path))
        #expect(widened.warnings.isEmpty)
        #expect(ImportTest.rgba(try ImportTest.render(widened), 10, 10) == [255, 0, 0, 255])
    }

    @Test func aMissingFileIsABrokenReference() throws {
        let root = try Self.directory(["doc.svg": Self.svg(#"<image width="10" height="10" href="gone.png"/>"#)])
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try SVGImage(contentsOf: root.appendingPathComponent("doc.svg").path)
        #expect(image.warnings.map(\.kind) == [.brokenReference])
        #expect(image.warnings.first?.message.hasPrefix("cannot read the file") == true)
        #expect(throws: SVGImportError.self) {
            try SVGImage(contentsOf: root.appendingPathComponent("doc.svg").path, options: SVGImportOptions(strict: true))
        }
    }

    @Test(arguments: [("none", 10, 90, 10, 90), ("xMidYMid meet", 10, 90, 30, 70), ("xMidYMid slice", 10, 90, 10, 90)])
    func anSVGImageIsDrawnAsANestedPictureFittedAndClipped(aspect: String, left: Int, right: Int,
                                                            top: Int, bottom: Int) throws {
        let encoded = Data(Self.halves.utf8).base64EncodedString()
        let document = String(decoding: Self.svg("""
            <image x="10" y="10" width="80" height="80" preserveAspectRatio="\(aspect)" href="data:image/svg+xml;base64,\(encoded)"/>
            """), as: UTF8.self)
        let image = try ImportTest.image(document)
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        // Blue on the left half of the fitted picture, red on the right, nothing outside it (a
        // slice overflows the viewport sideways and is clipped there).
        let midY = (top + bottom) / 2, midX = (left + right) / 2
        #expect(ImportTest.rgba(pixmap, left + 2, midY) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, right - 3, midY) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, midX, top - 3)[3] == 0)
        #expect(ImportTest.rgba(pixmap, midX, bottom + 2)[3] == 0)
        #expect(ImportTest.rgba(pixmap, midX, top + 1)[3] == 255)
        #expect(ImportTest.rgba(pixmap, left - 3, midY)[3] == 0 && ImportTest.rgba(pixmap, right + 2, midY)[3] == 0)
    }

    @Test func anSVGImageWithoutSizeTakesTheDocumentsSizeAndItsWarningsAreOne() throws {
        let inner = #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="lime" stroke-width="x" stroke-linecap="y"/></svg>"#
        let document = String(decoding: Self.svg(#"<image x="5" y="5" href="data:image/svg+xml;utf8,\#(inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"/>"#), as: UTF8.self)
        let image = try ImportTest.image(document)
        #expect(image.warnings.count == 1)
        let warning = try #require(image.warnings.first)
        #expect(warning.element == "image" && warning.kind == .invalidValue && warning.line == 2)
        #expect(warning.message.hasPrefix("in the SVG image, line 1: <rect> stroke-") && warning.message.hasSuffix("(and 1 more)"),
                "\(warning)")
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 33, 23) == [0, 255, 0, 255])
        #expect(ImportTest.rgba(pixmap, 36, 26)[3] == 0)
    }

    @Test func anSVGImageOfItselfIsDrawnOnceAndReadsNoFiles() throws {
        let root = try Self.directory([
            "self.svg": Self.svg(#"""
                <rect width="100" height="100" fill="blue"/>
                <image x="25" y="25" width="50" height="50" href="self.svg"/>
                """#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try SVGImage(contentsOf: root.appendingPathComponent("self.svg").path)
        #expect(image.warnings.count == 1)
        #expect(image.warnings.first?.message == "in the SVG image, line 3: <image> href: an SVG image reads no files, as in browsers (self.svg); not drawn",
                "\(image.warnings)")
        // One level: the nested picture is the blue square, with no further picture inside it.
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 50, 50) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 10, 10) == [0, 0, 255, 255])
    }

    @Test func svgImagesNestOnlySoDeep() throws {
        var document = Self.halves
        for _ in 0..<10 {
            let encoded = Data(document.utf8).base64EncodedString()
            document = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><image href="data:image/svg+xml;base64,\#(encoded)"/></svg>"#
        }
        let image = try ImportTest.image(document)
        #expect(image.warnings.count == 1)
        #expect(image.warnings.first?.message.contains("SVG images nested more than 8 deep are not drawn") == true,
                "\(image.warnings)")
    }
}
