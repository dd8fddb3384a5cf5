import Testing
import Vellum

private func doc(_ body: String, size: Int = 100) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\##(size)" height="\##(size)">"##
        + body + "</svg>"
}

/// The single fill's paint of `svg`.
private func fillPaint(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Paint {
    let fills = ImportTest.fills(try ImportTest.displayList(svg))
    try #require(fills.count == 1, sourceLocation: sourceLocation)
    return fills[0].paint
}

@Suite("SVG import: gradients and clip paths")
struct ImportPaintTests {
    @Test func linearGradientInBoundingBoxUnits() throws {
        let svg = doc(##"""
            <linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="100%" stop-color="#0000ff"/></linearGradient>
            <rect x="0" y="0" width="100" height="20" fill="url(#g)"/>
            """##)
        guard case .linearGradient(let g) = try fillPaint(svg) else { return #expect(Bool(false)) }
        #expect(g.units == .objectBoundingBox)
        #expect(g.startPoint == Point(x: 0, y: 0) && g.endPoint == Point(x: 1, y: 0))
        #expect(g.spread == .pad && g.transform == .identity)
        #expect(g.gradient.stops == [Gradient.Stop(color: .cssRed, location: 0), Gradient.Stop(color: .cssBlue, location: 1)])
        let pixmap = try ImportTest.render(svg)
        let left = ImportTest.rgba(pixmap, 1, 10), right = ImportTest.rgba(pixmap, 98, 10)
        #expect(left[0] > 240 && left[2] < 15)
        #expect(right[2] > 240 && right[0] < 15)
    }

    @Test func userSpaceGradientWithTransformSpreadAndPercentages() throws {
        let svg = doc(##"""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="10%" y1="0" x2="50%" y2="0"
                gradientTransform="rotate(90)" spreadMethod="reflect">
              <stop offset="0.2" stop-color="red"/><stop offset="0.8" stop-color="blue" stop-opacity="0.5"/>
            </linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """##, size: 200)
        guard case .linearGradient(let g) = try fillPaint(svg) else { return #expect(Bool(false)) }
        #expect(g.units == .userSpace)
        #expect(g.startPoint == Point(x: 20, y: 0) && g.endPoint == Point(x: 100, y: 0))
        #expect(g.spread == .reflect)
        #expect(ImportTest.close(g.transform, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(g.gradient.stops.map(\.location) == [0.2, 0.8])
        #expect(g.gradient.stops[1].color == Color.cssBlue.opacity(0.5))
    }

    @Test func radialGradientWithFocus() throws {
        let svg = doc(##"""
            <radialGradient id="r" cx="50" cy="50" r="40" fx="30" fy="40" gradientUnits="userSpaceOnUse" spreadMethod="repeat">
              <stop offset="0" style="stop-color: white"/><stop offset="1" stop-color="black"/>
            </radialGradient>
            <rect width="100" height="100" fill="url(#r)"/>
            """##)
        guard case .radialGradient(let g) = try fillPaint(svg) else { return #expect(Bool(false)) }
        #expect(g.center == Point(x: 50, y: 50) && g.focus == Point(x: 30, y: 40))
        #expect(g.endRadius == 40 && g.startRadius == 0)
        #expect(g.spread == .repeat)
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 30, 40)[0] > 240)   // white at the focus
    }

    @Test func hrefLendsStopsAndAttributes() throws {
        let svg = doc(##"""
            <linearGradient id="base" gradientUnits="userSpaceOnUse" spreadMethod="repeat" x1="0" x2="10">
              <stop offset="0" stop-color="red"/><stop offset="1" stop-color="lime"/>
            </linearGradient>
            <linearGradient id="child" xlink:href="#base" x2="40"/>
            <radialGradient id="round" href="#child" cx="5"/>
            <rect width="10" height="10" fill="url(#child)"/><rect width="10" height="10" fill="url(#round)"/>
            """##)
        let fills = ImportTest.fills(try ImportTest.displayList(svg))
        try #require(fills.count == 2)
        guard case .linearGradient(let linear) = fills[0].paint, case .radialGradient(let radial) = fills[1].paint else {
            return #expect(Bool(false), "expected a linear then a radial gradient")
        }
        #expect(linear.units == .userSpace && linear.spread == .repeat)
        #expect(linear.startPoint == Point(x: 0, y: 0) && linear.endPoint == Point(x: 40, y: 0))
        #expect(linear.gradient.stops.count == 2)
        // A radial gradient takes the common attributes and stops, not x1/x2.
        #expect(radial.units == .userSpace && radial.spread == .repeat && radial.gradient.stops.count == 2)
        #expect(radial.center == Point(x: 5, y: 50) && radial.endRadius == 50)
    }

    @Test func degenerateGradients() throws {
        let one = doc(##"<linearGradient id="g"><stop stop-color="lime" stop-opacity="0.5"/></linearGradient><rect width="9" height="9" fill="url(#g)"/>"##)
        #expect(try fillPaint(one) == .color(Color.cssLime.opacity(0.5)))
        let none = doc(##"<linearGradient id="g"/><rect width="9" height="9" fill="url(#g)"/>"##)
        #expect(try ImportTest.displayList(none).operations.isEmpty)
        let point = doc(##"<linearGradient id="g" x2="0"><stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient><rect width="9" height="9" fill="url(#g)"/>"##)
        #expect(try fillPaint(point) == .color(.cssBlue))
        // A bounding-box gradient on a shape without height paints nothing (SVG 1.1, 7.11).
        let flat = doc(##"<linearGradient id="g"><stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient><line x2="50" stroke="url(#g)"/>"##)
        #expect(try ImportTest.displayList(flat).operations.isEmpty)
    }

    @Test func fallbackPaints() throws {
        let withFallback = try ImportTest.image(doc(##"<rect width="9" height="9" fill="url(#missing) red"/>"##))
        #expect(withFallback.warnings.isEmpty)
        #expect(ImportTest.fills(try withFallback.scene().displayList(size: withFallback.size)).map(\.paint) == [.color(.cssRed)])
        let broken = try ImportTest.image(doc(##"<rect width="9" height="9" fill="url(#missing)"/>"##))
        #expect(broken.warnings.map(\.kind) == [.brokenReference])
        #expect(try broken.scene().displayList(size: broken.size).operations.isEmpty)
    }

    @Test func clipPathInUserSpace() throws {
        let svg = doc(##"""
            <clipPath id="c"><rect width="50" height="100"/><circle cx="75" cy="75" r="10" transform="translate(0 -50)"/></clipPath>
            <rect width="100" height="100" clip-path="url(#c)"/>
            """##)
        let list = try ImportTest.displayList(svg)
        #expect(list.operations.filter { if case .pushClip = $0 { true } else { false } }.count == 1)
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 25, 50)[3] == 255)
        #expect(ImportTest.rgba(pixmap, 75, 25)[3] == 255)
        #expect(ImportTest.rgba(pixmap, 75, 75)[3] == 0)
    }

    @Test func clipPathInBoundingBoxUnitsWithTransformAndRule() throws {
        let svg = doc(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox" transform="translate(10 0)">
              <path d="M0 0 H0.5 V1 H0 Z M0.1 0.1 H0.4 V0.9 H0.1 Z" clip-rule="evenodd"/>
            </clipPath>
            <g clip-path="url(#c)"><rect x="20" y="0" width="40" height="100"/><rect x="60" y="0" width="20" height="100"/></g>
            """##)
        // The group's bounding box is x 20…80: the clip spans x 20…50 (ring) moved by 10 → 30…60.
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 32, 50)[3] == 255)
        #expect(ImportTest.rgba(pixmap, 45, 50)[3] == 0)    // the even-odd hole
        #expect(ImportTest.rgba(pixmap, 58, 50)[3] == 255)
        #expect(ImportTest.rgba(pixmap, 25, 50)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 65, 50)[3] == 0)
    }

    @Test func emptyClipPathHidesTheElement() throws {
        let list = try ImportTest.displayList(doc(##"<clipPath id="c"/><rect width="100" height="100" clip-path="url(#c)"/>"##))
        #expect(list.operations.isEmpty)
    }

    /// A negative `r` paints the last stop's colour, as browsers paint it; `fr` equal to `r`
    /// around the centre paints the first stop's colour inside the circle, the last's outside.
    @Test func negativeRadiusAndFocalRadiusEqualToTheRadius() throws {
        let negative = try ImportTest.image(doc(##"""
            <radialGradient id="g" r="-1"><stop stop-color="black"/><stop offset="1" stop-color="lime"/></radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """##))
        #expect(negative.warnings.map(\.description) == [#"line 1: <radialGradient> r="-1": a negative radius; painted as 0"#])
        #expect(ImportTest.rgba(try ImportTest.render(negative), 50, 50) == [0, 255, 0, 255])
        let edge = try ImportTest.render(doc(##"""
            <radialGradient id="g" fr="0.5"><stop stop-color="black"/><stop offset="1" stop-color="lime"/></radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """##))
        #expect(ImportTest.rgba(edge, 50, 50) == [0, 0, 0, 255])
        #expect(ImportTest.rgba(edge, 50, 90) == [0, 0, 0, 255])
        #expect(ImportTest.rgba(edge, 3, 3) == [0, 255, 0, 255])
    }

    /// `transform-origin` moves the origin of a `gradientTransform`, as it does a `transform`.
    @Test func transformOriginOnAGradient() throws {
        let paint = try fillPaint(doc(##"""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x2="10" gradientTransform="scale(2)" transform-origin="50 50">
              <stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """##))
        guard case .linearGradient(let g) = paint else { return #expect(Bool(false), "\(paint)") }
        #expect(ImportTest.close(g.transform, AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -50, ty: -50)))
    }

    /// A bounding-box paint server cannot paint a shape without width or height: its fallback
    /// colour paints it instead.
    @Test func aBoundingBoxGradientOnALinePaintsItsFallback() throws {
        let strokes = ImportTest.strokes(try ImportTest.displayList(doc(##"""
            <linearGradient id="g"><stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <line x1="10" y1="50" x2="90" y2="50" stroke="url(#g) lime"/>
            """##)))
        #expect(strokes.map(\.paint) == [.color(.cssLime)])
    }
}
