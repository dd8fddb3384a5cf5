import Foundation
import Synchronization
import Testing
import VellumCore
import VellumRaster
@testable import VellumText

@Suite struct ConcurrencyTests {
    /// Texts and fonts this suite alone uses, so that the faces and their glyph caches are first
    /// filled by the concurrent tasks below.
    static let requests: [(String, TextStyle)] = [
        ("Sphinx of black quartz, judge my vow", TextStyle(family: "DejaVu Serif", size: 23, weight: .bold)),
        ("골드 III · 金牌 · 한글", TextStyle(family: "DejaVu Sans Mono", size: 31)),
        ("AVATAR To Ta Ty\nWAVE", TextStyle(family: "DejaVu Serif", size: 17, italic: true)),
        ("{[(@#&%)]} 0123456789", TextStyle(family: "DejaVu Sans", size: 41, weight: .light)),
        // Shaped scripts: each HarfBuzz font is first created and used by the concurrent tasks.
        ("مرحبا بالعالم (2024) office", TextStyle(family: "Noto Naskh Arabic", size: 29)),
        ("क्षत्रिय स्वर्ण", TextStyle(family: "Noto Serif Devanagari", size: 27, weight: .bold)),
        ("שלום עולם 42 ทองคำ", TextStyle(family: "Noto Rashi Hebrew", size: 25)),
    ]

    static func layOutAll(rotatedBy offset: Int) throws -> [TextLayout] {
        let n = requests.count
        var layouts = [TextLayout?](repeating: nil, count: n)
        for k in 0..<n {
            let i = (k + offset) % n
            let (text, style) = requests[i]
            layouts[i] = try TextLayout(text, style: style, paragraph: ParagraphStyle(minimumScaleFactor: 0.2),
                                        maxWidth: 300, maxHeight: 200)
        }
        return layouts.map { $0! }
    }

    @Test func concurrentLayoutsEqualASerialRun() async throws {
        let concurrent = try await withThrowingTaskGroup(of: [TextLayout].self) { group in
            for task in 0..<8 {
                group.addTask { try Self.layOutAll(rotatedBy: task) }
            }
            var results: [[TextLayout]] = []
            for try await layouts in group { results.append(layouts) }
            return results
        }
        let serial = try Self.layOutAll(rotatedBy: 0)
        #expect(concurrent.count == 8)
        for layouts in concurrent {
            #expect(layouts == serial)
            #expect(layouts.map(\.glyphPaths.count) == serial.map(\.glyphPaths.count))
        }
        #expect(serial.allSatisfy { $0.warnings.isEmpty && !$0.glyphPaths.isEmpty })
    }

    /// Lays out and renders every request to PNG bytes, each task with its own backend.
    static func renderAll(rotatedBy offset: Int) throws -> [[UInt8]] {
        try layOutAll(rotatedBy: offset).map { layout in
            let context = GraphicsContext()
            context.draw(layout, at: Point(x: 2, y: 2))
            let size = Size(width: layout.size.width + 4, height: layout.size.height + 4)
            return try RasterBackend().render(context.displayList, size: size).pngData()
        }
    }

    @Test func concurrentRenderingGivesTheSerialBytes() async throws {
        let concurrent = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
            for task in 0..<8 {
                group.addTask { try Self.renderAll(rotatedBy: task) }
            }
            var results: [[[UInt8]]] = []
            for try await images in group { results.append(images) }
            return results
        }
        let serial = try Self.renderAll(rotatedBy: 0)
        #expect(concurrent.count == 8)
        for images in concurrent { #expect(images == serial) }
        #expect(serial.allSatisfy { $0.count > 100 })
    }

    /// Eight threads, each filling its own character-map and outline lookups (``GlyphLookups``)
    /// while shaping with the shared HarfBuzz fonts, lay out what one thread does.
    @Test func layoutsOnEightThreadsEqualASerialRun() throws {
        let layouts = Mutex<[[TextLayout]]>([])
        let done = DispatchGroup()
        for offset in 0..<8 {
            done.enter()
            Thread {
                if let made = try? Self.layOutAll(rotatedBy: offset) { layouts.withLock { $0.append(made) } }
                done.leave()
            }.start()
        }
        done.wait()
        let serial = try Self.layOutAll(rotatedBy: 0)
        let results = layouts.withLock { $0 }
        #expect(results.count == 8)
        for result in results {
            #expect(result == serial)
            #expect(result.map { $0.glyphPaths.map(\.path) } == serial.map { $0.glyphPaths.map(\.path) })
        }
    }
}
