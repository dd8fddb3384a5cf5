import Testing
import VellumCore
@testable import VellumText

@Suite struct FittingTests {
    /// The tier badge: bold numerals at size 100, minimum scale factor 0.0001, in a square frame.
    func badge(_ text: String, side: Double = 40, wraps: Bool = true) throws -> TextLayout {
        try TextLayout(text, style: TextStyle(size: 100, weight: .bold, color: .white),
                       paragraph: ParagraphStyle(alignment: .center, wrapsLines: wraps, minimumScaleFactor: 0.0001),
                       maxWidth: side, maxHeight: side)
    }

    @Test(arguments: ["III", "V", "1", "12345678", "골드 III", "Gold tier three", "W\nW"])
    func shrinksToTheLargestScaleThatFits(text: String) throws {
        let layout = try badge(text)
        let slack = 40 * (1 + 1e-9)
        #expect(layout.size.width <= slack && layout.size.height <= slack, "\(text): \(layout.size)")
        #expect(layout.scaleFactor < 1 && layout.scaleFactor >= 0.0001)
        #expect(max(layout.size.width, layout.size.height) >= 40 * 0.99, "\(text) is width- or height-limited: \(layout.size)")
        #expect(layout.glyphs.allSatisfy { close($0.size, 100 * layout.scaleFactor) })
        // 1% larger no longer fits — it overflows, or a piece of it between two break
        // opportunities is wider than the box: the scale found is (within 1%) the largest that does.
        let larger = TextStyle(size: 100 * layout.scaleFactor * 1.01, weight: .bold)
        let wrapped = try TextLayout(text, style: larger, paragraph: ParagraphStyle(alignment: .center), maxWidth: 40)
        let widestPiece = try Self.unbreakablePieces(text).map { try TextLayout($0, style: larger).size.width }.max()!
        #expect(wrapped.size.width > 40 || wrapped.size.height > 40 || widestPiece > 40,
                "\(text) at 1% more: \(wrapped.size), widest piece \(widestPiece)")
    }

    /// The pieces of `text` between its hard line breaks and line break opportunities, without
    /// their trailing spaces.
    static func unbreakablePieces(_ text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            let scalars = Array(line.unicodeScalars)
            let breaks = LineBreakOpportunities(scalars.map(\.value))
            var pieces = [""]
            for (index, scalar) in scalars.enumerated() {
                if index > 0 && breaks[index] { pieces.append("") }
                pieces[pieces.count - 1].unicodeScalars.append(scalar)
            }
            return pieces.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
    }

    @Test func singleWordIsComputedFromTheMeasuredRatio() throws {
        let full = try TextLayout("12345678", style: TextStyle(size: 100, weight: .bold))
        let layout = try badge("12345678")
        #expect(close(layout.scaleFactor, 40 / full.size.width, 1e-12))
        #expect(close(layout.size.width, 40, 1e-9))
        let tall = try badge("1")
        #expect(close(tall.scaleFactor, 40 / full.size.height, 1e-12))
        #expect(close(tall.size.height, 40, 1e-9))
    }

    @Test func wrappingIsPreferredToShrinkingWhenItFits() throws {
        // In a tall narrow box, wrapping "Gold tier three" onto lines lets it stay larger than
        // squeezing it onto one line would.
        let style = TextStyle(size: 100)
        let oneLine = try TextLayout("Gold tier three", style: style).size.width
        let layout = try TextLayout("Gold tier three", style: style, paragraph: ParagraphStyle(minimumScaleFactor: 0.01),
                                    maxWidth: 100, maxHeight: 400)
        #expect(layout.lines.count > 1)
        #expect(layout.scaleFactor > 100 / oneLine)
        #expect(layout.size.width <= 100 * (1 + 1e-9) && layout.size.height <= 400 * (1 + 1e-9))
    }

    @Test func textThatFitsIsNotScaledAndMinimumIsRespected() throws {
        let fits = try TextLayout("ok", style: TextStyle(size: 10), paragraph: ParagraphStyle(minimumScaleFactor: 0.1),
                                  maxWidth: 100, maxHeight: 100)
        #expect(fits.scaleFactor == 1)
        let clamped = try TextLayout("overflowing", style: TextStyle(size: 100),
                                     paragraph: ParagraphStyle(minimumScaleFactor: 0.5), maxWidth: 40, maxHeight: 40)
        #expect(clamped.scaleFactor == 0.5 && clamped.size.width > 40)
        // Without a minimum scale factor below 1, text never shrinks.
        let unscaled = try TextLayout("overflowing", style: TextStyle(size: 100), maxWidth: 40, maxHeight: 40)
        #expect(unscaled.scaleFactor == 1)
        // A zero or negative box shrinks text to the minimum, never to NaN.
        let zero = try TextLayout("x", style: TextStyle(size: 100), paragraph: ParagraphStyle(minimumScaleFactor: 0),
                                  maxWidth: 0, maxHeight: -5)
        #expect(zero.size == .zero && zero.glyphs.allSatisfy { $0.path.isFinite })
    }
}
