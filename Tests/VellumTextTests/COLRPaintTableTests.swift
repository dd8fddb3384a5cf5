import Foundation
import Testing
import VellumCore
import VellumTestSupport
@testable import VellumText

/// The `COLR` version 1 reader on the test font's table, whole and damaged.
@Suite struct COLRPaintTableTests {
    /// The bytes of table `tag` of the TrueType file at `path`, found through its table directory.
    static func table(_ tag: String, in path: String) throws -> [UInt8] {
        let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let read32 = { (at: Int) in file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let count = file[4..<6].reduce(0) { $0 << 8 | Int($1) }
        for record in 0..<count {
            let at = 12 + 16 * record
            if String(decoding: file[at..<at + 4], as: UTF8.self) == tag {
                return Array(file[read32(at + 8)..<read32(at + 8) + read32(at + 12)])
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// Every paint reachable from every root, depth first, with a bound on the walk.
    static func walk(_ table: COLRPaintTable, from offset: Int, depth: Int = 0) -> [COLRPaint] {
        guard depth < 16, let paint = table.paint(at: offset) else { return [] }
        let children: [Int] = switch paint {
        case let .layers(first, count): (first..<first + count).compactMap { table.layer($0) }
        case let .glyph(_, child), let .transformed(child, _): [child]
        case let .composite(source, _, backdrop): [source, backdrop]
        default: []
        }
        return [paint] + children.flatMap { walk(table, from: $0, depth: depth + 1) }
    }

    @Test func theTestFontsGraphsAreReadAsWritten() throws {
        let bytes = try Self.table("COLR", in: TestFonts.colorTest)
        let table = try #require(COLRPaintTable(bytes: bytes))
        // Glyph 4 is "paints", 5 "cycle"; the others have no version 1 graph.
        #expect(table.rootPaint(of: 3) == nil && table.rootPaint(of: 6) == nil)
        let root = try #require(table.rootPaint(of: 4))
        let paints = Self.walk(table, from: root)
        guard case .layers(0, 4) = paints.first else { Issue.record("root: \(String(describing: paints.first))"); return }
        #expect(paints.contains {
            if case let .transformed(_, t) = $0 { t == AffineTransform(translationX: 100, y: -100) } else { false }
        }, "the square's translation, y flipped")
        #expect(paints.contains { if case .composite(_, 23, _) = $0 { true } else { false } }, "multiply")
        #expect(paints.contains { if case let .solid(index, alpha) = $0 { index == 4 && alpha == 1 } else { false } })
        let linear = paints.compactMap { if case let .linearGradient(line, p0, p1, _) = $0 { (line, p0, p1) } else { nil } }
        #expect(linear.first?.0.stops.map(\.palette) == [0, 1] && linear.first?.1 == Point(x: 0, y: -600)
            && linear.first?.2 == Point(x: 500, y: -600))
        let cycleRoot = try #require(table.rootPaint(of: 5))
        guard case .colrGlyph(5) = table.paint(at: cycleRoot) else {
            Issue.record("the cycle's root is not a PaintColrGlyph of itself"); return
        }
    }

    @Test func everyTruncationOfTheTableIsReadSafely() throws {
        let bytes = try Self.table("COLR", in: TestFonts.colorTest)
        for length in 0...bytes.count {
            guard let table = COLRPaintTable(bytes: Array(bytes[..<length])) else { continue }
            for glyph in 0..<16 { if let root = table.rootPaint(of: UInt32(glyph)) { _ = Self.walk(table, from: root) } }
        }
        // A header whose base glyph list lies past the end is no table.
        var header = [UInt8](repeating: 0, count: 34)
        header[1] = 1
        header[16] = 0x10
        #expect(COLRPaintTable(bytes: header) == nil)
    }
}
