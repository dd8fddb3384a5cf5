import Foundation
import Testing
import Vellum

/// Docs/Limits.md states every limit with its value; these tests hold the page to the code.
@Suite struct LimitsDocumentationTests {
    /// The documented constants and their values in the code.
    static let constants: [String: Int] = [
        "CanvasSize.maxSide": CanvasSize.maxSide,
        "CanvasSize.maxPixelCount": CanvasSize.maxPixelCount,
        "RenderTree.maxDepth": RenderTree.maxDepth,
        "Scene.maxNestingDepth": Scene.maxNestingDepth,
        "RenderTree.maxPathElements": RenderTree.maxPathElements,
        "StrokeStyle.maxDashedOutlinePoints": StrokeStyle.maxDashedOutlinePoints,
        "TextLayout.maximumLength": TextLayout.maximumLength,
        "ColorGlyph.maximumPaintDepth": ColorGlyph.maximumPaintDepth,
        "ColorGlyph.maximumPaints": ColorGlyph.maximumPaints,
        "Shadow.maxSigma": Int(Shadow.maxSigma),
        "SVGImportOptions().maxFileSize": SVGImportOptions().maxFileSize,
        "SVGImportOptions().maxElements": SVGImportOptions().maxElements,
        "SVGImportOptions().maxDepth": SVGImportOptions().maxDepth,
        "SVGImportOptions().maxUseExpansion": SVGImportOptions().maxUseExpansion,
        "SVGImportOptions().maxPatternTiles": SVGImportOptions().maxPatternTiles,
        "FilterGraph.maxPrimitives": FilterGraph.maxPrimitives,
        "FilterGraph.maxBufferPixels": FilterGraph.maxBufferPixels,
        "FilterPrimitiveKind.maxKernelValues": FilterPrimitiveKind.maxKernelValues,
        "FilterPrimitiveKind.maxMorphologyRadius": FilterPrimitiveKind.maxMorphologyRadius,
    ]

    /// The rows of the limits table: constant name → documented value.
    static func documentedLimits() throws -> [String: Int] {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Limits.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        var rows: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let value = Int(cells[1]), cells[2].hasPrefix("`") else { continue }
            rows[cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = value
        }
        return rows
    }

    @Test func everyDocumentedLimitMatchesTheCode() throws {
        let documented = try Self.documentedLimits()
        for (name, value) in Self.constants {
            #expect(documented[name] == value, "Docs/Limits.md gives \(name) as \(documented[name].map(String.init) ?? "nothing"), the code \(value)")
        }
        // Every row names a constant this test knows, or the animation limit (internal to the CLI).
        let unchecked = Set(documented.keys).subtracting(Self.constants.keys)
        #expect(unchecked == ["AnimationSchedule.maximumFrames"])
    }

    @Test func theCanvasMessagesAreTheDocumentedOnes() throws {
        #expect(throws: CanvasError.sideTooLong(width: 40_000, height: 10, limit: 32_768)) {
            _ = try CanvasSize(width: 40_000, height: 10)
        }
        #expect(CanvasError.sideTooLong(width: 40_000, height: 10, limit: 32_768).description
                == "canvas size 40000×10 is too large: each side must be at most 32768 pixels")
    }
}
