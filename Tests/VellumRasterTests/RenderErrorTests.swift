import Testing
import VellumCore
@testable import VellumRaster

@Suite("Invalid display lists")
struct RenderErrorTests {
    @Test("Non-finite geometry throws RenderError and draws nothing, even before it in the list")
    func nonFinite() throws {
        var bad = Path()
        bad.addLines([Point(x: 0, y: 0), Point(x: .nan, y: 10), Point(x: 10, y: 10)])
        var pixmap = try Pixmap(width: 20, height: 20)
        let list = DisplayList([fill(Path(Rect(x: 0, y: 0, width: 20, height: 20))), fill(bad)])
        #expect(throws: RenderError.nonFinite(operation: 1, what: "fill path coordinates")) {
            try RasterBackend().render(list, into: &pixmap)
        }
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test("An infinite transform throws")
    func infiniteTransform() throws {
        var pixmap = try Pixmap(width: 20, height: 20)
        let list = DisplayList([.pushClip(Path(Rect(x: 0, y: 0, width: 5, height: 5)), rule: .nonZero,
                                          transform: AffineTransform(scaleX: .infinity, y: 1))])
        #expect(throws: RenderError.self) { try RasterBackend().render(list, into: &pixmap) }
    }

    @Test("Coordinates that overflow only after the transform are skipped, not drawn wrongly")
    func overflowAfterTransform() throws {
        let huge = Path(Rect(x: 0, y: 0, width: 1e300, height: 1e300))
        let pixmap = try render([fill(huge, transform: AffineTransform(scaleX: 1e300, y: 1e300))])
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test("Finite coordinates whose differences overflow are skipped without trapping")
    func overflowingDifferences() throws {
        var path = Path()
        path.addLines([Point(x: -1.7e308, y: -1.7e308), Point(x: 1.7e308, y: 1.7e308), Point(x: -1.7e308, y: 1.7e308)])
        var crossing = Path()
        crossing.addLines([Point(x: -1.7e308, y: -1), Point(x: 1.7e308, y: 1), Point(x: 0, y: 50)])
        let pixmap = try render([fill(path), fill(crossing), fill(Path(Rect(x: 0, y: 0, width: 2, height: 2)))])
        #expect(pixmap.alpha(1, 1) == 255)
    }

    @Test("A backend renders frame after frame with the same result")
    func reuse() throws {
        let backend = RasterBackend()
        let list = DisplayList([
            .pushClip(Path(ellipseIn: Rect(x: 5, y: 5, width: 50, height: 50)), rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 0.7),
            fill(Path(Rect(x: 0, y: 0, width: 40, height: 60)), .red),
            .endLayer,
        ])
        var first = try Pixmap(width: 60, height: 60)
        try backend.render(list, into: &first)
        var second = try Pixmap(width: 60, height: 60)
        try backend.render(list, into: &second)
        var other = try Pixmap(width: 61, height: 30)  // A size change in between.
        try backend.render(list, into: &other)
        var third = try Pixmap(width: 60, height: 60)
        try backend.render(list, into: &third)
        #expect(first == second && second == third)
        #expect(first.alpha(20, 30) == 179)
    }
}

@Suite struct RenderTreeInputTests {
    @Test func treesDrawWhatTheirListsDraw() throws {
        let context = GraphicsContext()
        context.fill(Path(ellipseIn: Rect(x: 3, y: 4, width: 30, height: 20)), with: .color(.red))
        context.stroke(Path(Rect(x: 5, y: 5, width: 20, height: 20)), with: .color(.blue), lineWidth: 3)
        let backend = RasterBackend()
        var fromList = try Pixmap(width: 40, height: 40)
        try backend.render(context.displayList, into: &fromList)
        var fromTree = try Pixmap(width: 40, height: 40)
        backend.render(try context.renderTree(), into: &fromTree)
        #expect(fromList == fromTree && fromList.straightPixel(x: 18, y: 14).a == 255)
    }

    @Test func invalidListsMakeNoTree() {
        let list = DisplayList([.fill(Path(Rect(x: .nan, y: 0, width: 1, height: 1)), paint: .color(.red),
                                      rule: .nonZero, transform: .identity)])
        #expect(throws: RenderError.nonFinite(operation: 0, what: "fill path coordinates")) { try RenderTree(list) }
    }
}
