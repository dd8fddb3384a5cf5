import Testing
import Vellum

/// Blend modes and isolation through SVG: the writer's `mix-blend-mode` and `isolation`, and the
/// importer reading them back, ignoring what no browser would draw.
@Suite struct SVGBlendTests {
    private static func fill(_ color: Color, _ rect: Rect) -> DrawOperation {
        .fill(Path(rect), paint: .color(color), rule: .nonZero, transform: .identity)
    }

    @Test func theWriterPutsTheBlendModeAndIsolationInTheGroupsStyle() throws {
        let (_, svg) = try renderAndParse(DisplayList([
            Self.fill(.cssBlue, Rect(x: 0, y: 0, width: 50, height: 50)),
            .beginLayer(opacity: 0.5, blendMode: .colorDodge),
            Self.fill(.red, Rect(x: 10, y: 10, width: 20, height: 20)),
            .endLayer,
            .beginLayer(opacity: 1, isolated: true),
            .beginLayer(opacity: 1, blendMode: .plusLighter),
            Self.fill(.red, Rect(x: 10, y: 10, width: 20, height: 20)),
            .endLayer,
            .endLayer,
        ]))
        #expect(svg.all("g").map(\.attributes) == [
            ["opacity": "0.5", "style": "mix-blend-mode:color-dodge"],
            ["style": "isolation:isolate"],
            ["style": "mix-blend-mode:plus-lighter"],
        ])
    }

    @Test func aPorterDuffOperatorHasNoCSSSpellingAndIsWrittenSourceOver() throws {
        let (_, svg) = try renderAndParse(DisplayList([
            .beginLayer(opacity: 1, blendMode: .destinationOut),
            Self.fill(.red, Rect(x: 10, y: 10, width: 20, height: 20)),
            .endLayer,
        ]))
        #expect(svg.all("g").map(\.attributes) == [[:]])
    }

    private static func blended(_ declaration: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
          <rect width="40" height="20" fill="rgb(40,160,220)"/>
          <g \(declaration)><rect x="20" width="20" height="20" fill="rgb(230,120,20)"/></g>
        </svg>
        """
    }

    @Test func theImporterBlendsByMixBlendModeInStyleAndIgnoresTheAttribute() throws {
        for declaration in [#"style="mix-blend-mode: multiply""#, #"class="m""#] {
            let svg = Self.blended(declaration).replacingOccurrences(of: "<rect width", with: "<style>.m { mix-blend-mode: multiply }</style><rect width")
            let image = try ImportTest.image(svg)
            #expect(image.warnings.isEmpty)
            let pixmap = try ImportTest.render(image)
            // 40 · 230 / 255, 160 · 120 / 255, 220 · 20 / 255, rounded.
            #expect(ImportTest.rgba(pixmap, 30, 10) == [36, 75, 17, 255])
            #expect(ImportTest.rgba(pixmap, 10, 10) == [40, 160, 220, 255])
        }
        // No presentation attribute: drawn source-over, as browsers draw it.
        let attribute = try ImportTest.render(Self.blended(#"mix-blend-mode="multiply""#))
        #expect(ImportTest.rgba(attribute, 30, 10) == [230, 120, 20, 255])
    }

    @Test func anUnknownBlendModeIsIgnoredWithAWarning() throws {
        let image = try ImportTest.image(Self.blended(#"style="mix-blend-mode: burn-it-all""#))
        #expect(image.warnings.map(\.kind) == [.invalidValue])
        #expect(ImportTest.rgba(try ImportTest.render(image), 30, 10) == [230, 120, 20, 255])
        #expect(throws: (any Error).self) { try SVGImage(string: Self.blended(#"style="mix-blend-mode: burn""#),
                                                         options: SVGImportOptions(strict: true)) }
    }

    @Test func isolationKeepsABlendInsideTheGroup() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
              <rect width="40" height="20" fill="rgb(40,160,220)"/>
              <g style="isolation: isolate"><g style="mix-blend-mode:multiply">
                <rect x="20" width="20" height="20" fill="rgb(230,120,20)"/></g></g>
              <g style="isolation: auto" isolation="isolate"><g style="mix-blend-mode:multiply">
                <rect y="10" width="10" height="10" fill="rgb(230,120,20)"/></g></g>
            </svg>
            """
        let image = try ImportTest.image(svg)
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        // Isolated: the group's own backdrop is transparent, so the layer shows unblended.
        #expect(ImportTest.rgba(pixmap, 30, 5) == [230, 120, 20, 255])
        // `auto` (the attribute is no presentation attribute): the blend meets the blue beneath.
        #expect(ImportTest.rgba(pixmap, 5, 15) == [36, 75, 17, 255])
    }
}
