import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" font-size="40" font-family="Inter">"## + body + "</svg>"
}

/// Whether Inter's variable face (fonts-inter-variable) is installed.
private var interIsVariable: Bool {
    (try? FontLibrary.shared.font(for: FontDescriptor(family: "Inter")))?.face.axes.contains { $0.tag == "wght" } ?? false
}

/// `font-variation-settings`, `font-weight` and `font-stretch` on a variable face.
@Suite("SVG import: font variations")
struct ImportTextVariationTests {
    private func box(_ svg: String) throws -> Rect {
        try #require(ImportTest.fills(try ImportTest.displayList(svg)).first).path.boundingRect
    }

    @Test(.requires(interIsVariable, "Inter's variable font is not installed (fonts-inter-variable)"))
    func variationSettingsAndWeightsSetTheAxes() throws {
        let regular = try box(doc(##"<text x="10" y="100">Vellum</text>"##))
        let set = try box(doc(##"<text x="10" y="100" style="font-variation-settings: 'wght' 800">Vellum</text>"##))
        let weight = try box(doc(##"<text x="10" y="100" font-weight="800">Vellum</text>"##))
        #expect(set.width > regular.width + 2 && ImportTest.close(set, weight))
        // Between the named weights, and the explicit setting wins over font-weight.
        let w500 = try box(doc(##"<text x="10" y="100" font-weight="500">Vellum</text>"##))
        let w550 = try box(doc(##"<text x="10" y="100" font-weight="550">Vellum</text>"##))
        let w600 = try box(doc(##"<text x="10" y="100" font-weight="600">Vellum</text>"##))
        #expect(w500.width < w550.width && w550.width < w600.width)
        let overridden = try box(doc(##"<text x="10" y="100" font-weight="bold" style="font-variation-settings: &quot;wght&quot; 400">Vellum</text>"##))
        #expect(ImportTest.close(overridden, regular))
    }

    @Test(.requires(interIsVariable, "Inter's variable font is not installed (fonts-inter-variable)"))
    func badVariationSettingsAreReported() throws {
        let regular = try box(doc(##"<text x="10" y="100">Vellum</text>"##))
        for setting in ["'wg' 700", "'wght' x", "wght 700", "'wght' 700,"] {
            let image = try ImportTest.image(doc(##"<text x="10" y="100" style="font-variation-settings: "## + setting + ##"">Vellum</text>"##))
            #expect(image.warnings.map(\.kind) == [.invalidValue], "\(setting)")
            #expect(ImportTest.close(ImportTest.fills(try image.scene().displayList(size: image.size))[0].path.boundingRect, regular))
        }
        let unknown = try ImportTest.image(doc(##"<text x="10" y="100" style="font-variation-settings: 'ZZZZ' 1">Vellum</text>"##))
        #expect(unknown.warnings.map(\.kind) == [.invalidValue])
        #expect(unknown.warnings.first?.message.contains("no variation axis 'ZZZZ'") == true)
    }
}
