import Foundation
import Testing
import Vellum

/// An imported document used as a symbol in a scene of one's own: defined once, drawn many times
/// (issue: "a custom badge symbol instead of the mountain").
@Suite struct ImportAsSymbolTests {
    static let mountain = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 10 10">
          <path d="M5 0 L10 10 L0 10 Z" fill="#4f4fbf"/>
        </svg>
        """

    /// Eight rotated references to the icon, as the badge draws its mountains.
    static func scene() throws -> Scene {
        let icon = try SVGImage(string: mountain)
        var symbols = icon.symbols
        symbols["mountain"] = icon.node(size: Size(square: 40))
        return Scene(symbols: symbols) {
            ZStack {
                ForEach(0..<8) { i in
                    SymbolReference("mountain").offset(x: 0, y: -50).rotationEffect(.degrees(Double(i) * 45))
                }
            }
        }
    }

    @Test func theIconIsDrawnAtEveryTurn() throws {
        let pixmap = try Self.scene().render(size: Size(square: 200), backend: .raster)
        let purple = [0x4f, 0x4f, 0xbf, 255]
        // Unturned: the triangle's body above the centre; a quarter turn clockwise puts it right of
        // the centre, half a turn below it. The centre itself stays empty.
        #expect(ImportTest.rgba(pixmap, 100, 60) == purple)
        #expect(ImportTest.rgba(pixmap, 140, 100) == purple)
        #expect(ImportTest.rgba(pixmap, 100, 140) == purple)
        #expect(ImportTest.rgba(pixmap, 60, 100) == purple)
        #expect(ImportTest.rgba(pixmap, 100, 100)[3] == 0)
        // The triangle's apex points away from the centre: near the unturned base corners there is
        // ink, near the apex's sides there is none.
        #expect(ImportTest.rgba(pixmap, 83, 68)[3] > 0)
        #expect(ImportTest.rgba(pixmap, 83, 33)[3] == 0)
    }

    @Test func theIconIsWrittenOnceAndUsedEightTimes() throws {
        let svg = try Self.scene().render(size: Size(square: 200), backend: .svg).text
        #expect(svg.components(separatedBy: "<symbol").count - 1 == 1)
        #expect(svg.components(separatedBy: "<use").count - 1 == 8)
        #expect(svg.contains("#4f4fbf"))
    }
}
