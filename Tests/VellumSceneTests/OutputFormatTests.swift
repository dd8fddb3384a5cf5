import Foundation
import Testing
import Vellum

/// A backend made up for the test: it writes how many operations the tree serialises to.
private struct OperationCount: FileRenderBackend {
    func fileData(for tree: RenderTree, size: Size) throws -> [UInt8] {
        Array("\(tree.displayList.operations.count) operations on \(Int(size.width))x\(Int(size.height))\n".utf8)
    }
}

@Suite struct OutputFormatTests {
    static let count = OutputFormat(name: "count", fileExtensions: ["count", "ops"]) { OperationCount() }

    @Test func aNewFormatIsAddedWithoutEditingVellum() throws {
        let formats = OutputFormats.standard.adding(Self.count)
        let scene = Scene { ZStack { Circle().fill(.red); Rectangle().stroke(.blue) } }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-\(UUID().uuidString).OPS").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try scene.write(to: file, size: Size(width: 40, height: 30), formats: formats)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "2 operations on 40x30\n")
        #expect(try formats.format(named: "COUNT") == Self.count)
        #expect(try formats.format(forPath: "a/b.png") == .png)
    }

    @Test func unknownFormatsNameWhatIsKnown() {
        #expect(throws: OutputFormatError.self) { try OutputFormats.standard.format(forPath: "picture.gif") }
        do {
            _ = try OutputFormats.standard.adding(Self.count).format(forPath: "picture.gif")
        } catch {
            #expect(error.description == "cannot tell the output format of 'picture.gif': use one of .png, .svg, .count, .ops")
        }
        do {
            _ = try OutputFormats.standard.format(named: "pdf")
        } catch {
            #expect(error.description == "unknown output format 'pdf': use one of png, svg")
        }
    }
}
