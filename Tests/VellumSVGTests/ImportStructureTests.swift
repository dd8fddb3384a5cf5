import Foundation
import Testing
import Vellum

private let svgOpen = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""##

@Suite("SVG import: documents, viewports, transforms, use and symbols")
struct ImportStructureTests {
    // MARK: - The root

    @Test(arguments: [
        ("96", 96.0), ("96px", 96), ("1in", 96), ("72pt", 96), ("6pc", 96), ("25.4mm", 96), ("2.54cm", 96),
        ("6em", 96), ("12ex", 96), ("1e2", 100),
    ])
    func absoluteUnits(width: String, pixels: Double) throws {
        let image = try ImportTest.image(svgOpen + ##" width="\##(width)" height="10"/>"##)
        #expect(abs(image.size.width - pixels) < 1e-9)
        #expect(image.size.height == 10)
    }

    @Test func intrinsicSizeFollowsTheViewBox() throws {
        #expect(try ImportTest.image(svgOpen + ##" viewBox="0 0 40 30"/>"##).size == Size(width: 40, height: 30))
        #expect(try ImportTest.image(svgOpen + ##" width="80" viewBox="0 0 40 30"/>"##).size == Size(width: 80, height: 60))
        #expect(try ImportTest.image(svgOpen + ##" height="60" viewBox="0 0 40 30"/>"##).size == Size(width: 80, height: 60))
        #expect(try ImportTest.image(svgOpen + ##" width="100%" height="100%" viewBox="0 0 40 30"/>"##).size
                == Size(width: 40, height: 30))
        #expect(try ImportTest.image(svgOpen + "/>").size == Size(width: 100, height: 100))
        #expect(try ImportTest.image(svgOpen + ##" viewBox="5 6 40 30"/>"##).viewBox == Rect(x: 5, y: 6, width: 40, height: 30))
    }

    /// With neither a size nor a viewBox, a document is as big as its drawing, from the origin to
    /// the far corner of its ink (strokes included), as resvg sizes it; percentages inside
    /// resolve against 100 × 100.
    @Test func aDocumentWithoutSizeOrViewBoxIsSizedByItsDrawing() throws {
        let image = try ImportTest.image(svgOpen + ##"><rect x="10" y="10" width="50" height="30" fill="none" stroke="black" stroke-width="2"/><rect width="10%" height="10" x="20%" fill="red"/></svg>"##)
        #expect(image.size == Size(width: 61, height: 41))
        let far = try ImportTest.image(svgOpen + ##"><circle cx="150" cy="200" r="50"/></svg>"##)
        #expect(far.size == Size(width: 200, height: 250))
        // A background is laid across the size found, not counted in it.
        let small = try ImportTest.image(svgOpen + ##" style="background-color: red"><rect width="30" height="20"/></svg>"##)
        #expect(small.size == Size(width: 30, height: 20))
    }

    /// SVG's bounding box of a group maps each child's box through the child's transform, as
    /// Chromium and resvg compute it: a circle of radius 20 turned 45° counts by its turned box,
    /// 20√2 either side of the centre (21.7–78.3), not by the circle (30–70). The clip keeps the
    /// left quarter of that box: up to x = 35.9.
    @Test func aTurnedChildCountsByItsTurnedBox() throws {
        let pixels = try ImportTest.render(svgOpen + ##" width="100" height="100"><clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.25" height="1"/></clipPath><g clip-path="url(#c)"><circle r="20" fill="blue" transform="translate(50 50) rotate(45)"/></g></svg>"##)
        #expect(ImportTest.rgba(pixels, 33, 50) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixels, 37, 50)[3] == 0)
    }

    @Test(arguments: [
        ("", AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 50, ty: 0)),                       // xMidYMid meet
        (##"preserveAspectRatio="xMinYMin meet""##, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        (##"preserveAspectRatio="xMaxYMax""##, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 100, ty: 0)),
        (##"preserveAspectRatio="none""##, AffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        (##"preserveAspectRatio="xMidYMid slice""##, AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: -50)),
        (##"preserveAspectRatio="defer xMinYMax slice""##, AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: -100)),
    ])
    func preserveAspectRatio(attribute: String, expected: AffineTransform) throws {
        let image = try ImportTest.image(svgOpen + ##" width="200" height="100" viewBox="0 0 100 100" \##(attribute)/>"##)
        #expect(ImportTest.close(image.transform(toFit: image.size), expected))
    }

    @Test func viewBoxOriginAndScalingToARequestedSize() throws {
        let svg = svgOpen + ##" width="20" height="20" viewBox="10 10 20 20"><rect x="10" y="10" width="10" height="10" fill="red"/></svg>"##
        let image = try ImportTest.image(svg)
        let small = try ImportTest.render(image)
        #expect(ImportTest.rgba(small, 5, 5) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(small, 15, 15)[3] == 0)
        // Rendered at 4× the size, the viewBox scales with it.
        let large = try ImportTest.render(image, size: Size(width: 80, height: 80))
        #expect(large.width == 80)
        #expect(ImportTest.rgba(large, 35, 35) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(large, 45, 45)[3] == 0)
    }

    @Test func nodeIsClippedToItsViewport() throws {
        let image = try ImportTest.image(svgOpen + ##" width="10" height="10"><rect x="-5" y="-5" width="30" height="30"/></svg>"##)
        let scene = Scene(symbols: image.symbols) { image.node().offset(x: 5, y: 5) }
        let pixmap = try scene.render(size: Size(width: 20, height: 20), backend: .raster)
        // The root is centred on the 20 × 20 canvas: the 10 × 10 viewport spans 10…20 after the offset.
        #expect(ImportTest.rgba(pixmap, 15, 15)[3] == 255)
        #expect(ImportTest.rgba(pixmap, 8, 8)[3] == 0)
    }

    // MARK: - Transforms

    @Test(arguments: [
        ("translate(5 6) scale(2)", AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6)),
        ("translate(5)", AffineTransform(translationX: 5, y: 0)),
        ("scale(2,3)", AffineTransform(scaleX: 2, y: 3)),
        ("matrix(1 2 3 4 5 6)", AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)),
        ("rotate(90)", AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
        ("rotate(90 10 0)", AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: -10)),
        ("skewX(45)", AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)),
        ("skewY(45)", AffineTransform(a: 1, b: 1, c: 0, d: 1, tx: 0, ty: 0)),
        ("translate(10,0),rotate(90)", AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)),
    ])
    func transformFunctions(list: String, expected: AffineTransform) throws {
        let svg = svgOpen + ##" width="100" height="100"><g transform="\##(list)"><rect width="10" height="10"/></g></svg>"##
        let fills = ImportTest.fills(try ImportTest.displayList(svg))
        try #require(fills.count == 1)
        let want = Path(Rect(x: 0, y: 0, width: 10, height: 10)).applying(expected).boundingRect
        #expect(ImportTest.close(fills[0].path.boundingRect, want, 1e-9))
    }

    @Test func nestedTransformsCompose() throws {
        let svg = svgOpen + ##" width="100" height="100"><g transform="translate(50 0)"><g transform="scale(2)">"##
            + ##"<rect x="1" y="2" width="3" height="4" transform="translate(1 1)"/></g></g></svg>"##
        let fills = ImportTest.fills(try ImportTest.displayList(svg))
        #expect(ImportTest.close(fills[0].path.boundingRect, Rect(x: 54, y: 6, width: 6, height: 8)))
    }

    @Test func transformEffectAppliesToLocalCoordinatesWithoutAnAnchor() throws {
        let t = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)
        let scene = Scene {
            Rectangle().frame(width: 10, height: 10).transformEffect(t)
                .frame(width: 40, height: 40, alignment: .topLeading)
        }
        let fills = ImportTest.fills(try scene.displayList(size: Size(width: 40, height: 40)))
        try #require(fills.count == 1)
        #expect(ImportTest.close(fills[0].path.boundingRect, Rect(x: 3, y: 4, width: 15, height: 10)))
    }

    // MARK: - use, symbol, nested svg

    @Test func useCopiesWithOffsetTransformAndInheritedStyle() throws {
        let svg = svgOpen + ##" width="100" height="100"><defs><rect id="r" width="10" height="10"/></defs>"##
            + ##"<use href="#r" x="5" y="7" fill="blue"/><use xlink:href="#r" x="20" transform="scale(2)"/></svg>"##
        let fills = ImportTest.fills(try ImportTest.displayList(svg))
        try #require(fills.count == 2)
        #expect(ImportTest.close(fills[0].path.boundingRect, Rect(x: 5, y: 7, width: 10, height: 10)))
        #expect(fills[0].paint == .color(.cssBlue))
        #expect(ImportTest.close(fills[1].path.boundingRect, Rect(x: 40, y: 0, width: 20, height: 20)))
        #expect(fills[1].paint == .color(.black))
    }

    @Test func symbolsBecomeSceneSymbols() throws {
        let svg = svgOpen + ##" width="100" height="100"><symbol id="dot" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></symbol>"##
            + ##"<use href="#dot" x="10" y="10" width="20" height="20"/><use href="#dot" x="60" y="60" width="20" height="20"/></svg>"##
        let image = try ImportTest.image(svg)
        let list = try image.scene().displayList(size: image.size)
        #expect(list.symbols.count == 1)
        let uses = list.operations.filter { if case .useSymbol = $0 { true } else { false } }
        #expect(uses.count == 2)
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 20, 20) == [0, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 70, 70) == [0, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 45, 45)[3] == 0)
        // Written back out through the SVG backend, the symbol is defined once.
        let text = try SVGBackend().render(list, size: image.size).text
        #expect(text.components(separatedBy: "<symbol").count == 2)
    }

    @Test func symbolVariantsFollowTheInheritedStyle() throws {
        let svg = svgOpen + ##" width="100" height="100"><symbol id="s" overflow="visible"><rect width="10" height="10"/></symbol>"##
            + ##"<use href="#s" fill="red"/><use href="#s" x="20" fill="blue"/><use href="#s" x="40" fill="red"/></svg>"##
        let image = try ImportTest.image(svg)
        let list = try image.scene().displayList(size: image.size)
        #expect(list.symbols.count == 2)
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 5, 5) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 25, 5) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 45, 5) == [255, 0, 0, 255])
    }

    @Test func symbolViewportClipsUnlessOverflowIsVisible() throws {
        func render(_ overflow: String) throws -> Pixmap {
            try ImportTest.render(svgOpen + ##" width="100" height="100"><symbol id="s" \##(overflow)><rect width="50" height="50"/></symbol>"##
                + ##"<use href="#s" width="20" height="20"/></svg>"##)
        }
        let clipped = try render("")
        #expect(ImportTest.rgba(clipped, 10, 10)[3] == 255)
        #expect(ImportTest.rgba(clipped, 30, 30)[3] == 0)
        let visible = try render(##"overflow="visible""##)
        #expect(ImportTest.rgba(visible, 30, 30)[3] == 255)
    }

    @Test func nestedSVGIsAViewport() throws {
        let pixmap = try ImportTest.render(svgOpen + ##" width="100" height="100"><svg x="10" y="10" width="20" height="20" viewBox="0 0 10 10">"##
            + ##"<rect width="100" height="100" fill="lime"/></svg></svg>"##)
        #expect(ImportTest.rgba(pixmap, 25, 25) == [0, 255, 0, 255])
        #expect(ImportTest.rgba(pixmap, 35, 35)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 5, 5)[3] == 0)
    }

    @Test func displayNoneAndVisibility() throws {
        let svg = svgOpen + ##" width="100" height="100"><g display="none"><rect width="10" height="10"/></g>"##
            + ##"<g visibility="hidden"><rect x="20" width="10" height="10"/><rect x="40" width="10" height="10" visibility="visible"/></g>"##
            + ##"<defs><rect x="60" width="10" height="10"/></defs></svg>"##
        let fills = ImportTest.fills(try ImportTest.displayList(svg))
        try #require(fills.count == 1)
        #expect(fills[0].path.boundingRect.minX == 40)
    }

    /// A root `width` or `height` of zero disables rendering, without a warning (a zero size is
    /// valid); the document keeps the size it would have without it. A negative one is invalid.
    @Test func aZeroSizedRootDrawsNothing() throws {
        let zero = try ImportTest.image(svgOpen + ##" width="0" height="50" viewBox="0 0 20 10"><rect width="20" height="10"/></svg>"##)
        #expect(zero.warnings.isEmpty && zero.size == Size(width: 100, height: 50))
        #expect(try zero.scene().displayList(size: zero.size).operations.isEmpty)
        let negative = try ImportTest.image(svgOpen + ##" width="-5" height="50" viewBox="0 0 20 10"><rect width="20" height="10"/></svg>"##)
        #expect(negative.warnings.map(\.message) == ["must not be negative; ignored"])
        #expect(ImportTest.fills(try negative.scene().displayList(size: negative.size)).count == 1)
    }
}
