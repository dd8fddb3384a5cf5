import Testing
@testable import VellumScene
import VellumCore
import VellumText

/// Text nodes: ideal size, wrapping, shrinking, inherited style, recording and errors.
@Suite struct TextTests {
    /// What the text module makes of a string on its own.
    func layout(_ text: String, _ style: TextStyle, minimumScale: Double = 1,
                width: Double? = nil, height: Double? = nil) throws -> TextLayout {
        try TextLayout(text, style: style, paragraph: ParagraphStyle(minimumScaleFactor: minimumScale),
                       maxWidth: width, maxHeight: height)
    }

    @Test func textTakesItsIdealSizeWhateverTheHeight() throws {
        let ideal = try layout("Hello", TextStyle(size: 17)).size
        let probe = Probe { Text("Hello") }
        #expect(try probe.size(nil, nil) == ideal)
        #expect(try probe.size(500, 5) == ideal)
    }

    @Test func textWrapsToAProposedWidth() throws {
        let probe = Probe { Text("wrap these words").font(.system(size: 20)) }
        let ideal = try probe.size(nil, nil)
        let wrapped = try probe.size(ideal.width * 0.6, nil)
        #expect(wrapped.width <= ideal.width * 0.6)
        #expect(wrapped.height > ideal.height * 1.5)
        #expect(wrapped == (try layout("wrap these words", TextStyle(size: 20), width: ideal.width * 0.6).size))
    }

    @Test func tierBadgeNumberShrinksIntoItsFrame() throws {
        let probe = Probe {
            Text("3")
                .fontWeight(.bold)
                .font(.system(size: 100))
                .minimumScaleFactor(0.0001)
                .foregroundColor(.white)
                .frame(width: 40, height: 40)
                .tag("badge")
        }
        let list = try probe.list(40, 40)
        let expected = try layout("3", TextStyle(size: 100, weight: .bold), minimumScale: 0.0001, width: 40, height: 40)
        #expect(expected.scaleFactor < 1)
        let text = try #require(try probe.scene.node(tagged: "badge").children.first)
        #expect(text.frame.size == expected.size)
        #expect(text.frame.size.width <= 40 && text.frame.size.height <= 40)
        // Centred in the frame.
        #expect(close(text.frame.midX, 20) && close(text.frame.midY, 20))
        var outlines = Path()
        for glyph in expected.glyphs where !glyph.path.isEmpty { outlines.addPath(glyph.path) }
        #expect(list.operations == [.fill(outlines, paint: .color(.white), rule: .nonZero,
                                          transform: AffineTransform(translationX: text.frame.minX, y: text.frame.minY))])
    }

    @Test func textStyleIsInheritedAndOwnStyleWins() throws {
        let probe = Probe {
            VStack(spacing: 0) {
                Text("a").tag("inherits")
                Text("a").font(.caption).foregroundColor(.red).tag("own")
            }
            .font(.title)
            .fontWeight(.bold)
            .foregroundColor(.blue)
        }
        let list = try probe.list(200, 200)
        #expect(try probe.scene.node(tagged: "inherits").frame.size == layout("a", TextStyle(size: 28, weight: .bold)).size)
        #expect(try probe.scene.node(tagged: "own").frame.size == layout("a", TextStyle(size: 12, weight: .bold)).size)
        let paints = list.operations.compactMap { op -> Paint? in
            if case .fill(_, let paint, _, _) = op { return paint }
            return nil
        }
        #expect(paints == [.color(.blue), .color(.red)])
    }

    @Test func textModifiersKeepTheTextType() {
        let text: Text = Text("x").font(.title).fontWeight(.light).foregroundColor(.red).bold()
        #expect(text.font == .title && text.weight == .bold && text.color == .red)
    }

    @Test func emptyTextDrawsNothing() throws {
        #expect(try Probe { Text("") }.list(10, 10).operations.isEmpty)
    }

    @Test func badFontSizesAndFilesAreErrorsNamingTheNode() throws {
        let zero = sceneError { try Probe { Text("x").font(.system(size: 0)) }.list(10, 10) }
        #expect(zero == .invalidValue(path: "Text", message: "font size must be finite and greater than zero (0.0)"))
        let missing = sceneError { try Probe { ZStack { Text("x").font(.file("/nonexistent.ttf", size: 12)) } }.list(10, 10) }
        #expect(missing == .text(path: "ZStack > Text", .unreadableFile(path: "/nonexistent.ttf")))
    }
}
