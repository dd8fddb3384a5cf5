import Testing
import Vellum

private let twoStops = Gradient(stops: [
    Gradient.Stop(color: .red, location: 0),
    Gradient.Stop(color: Color(red: 0, green: 0, blue: 1, opacity: 0.5), location: 0.75),
])

private func fill(_ paint: Paint, _ path: Path = square(), _ transform: AffineTransform = .identity) -> DrawOperation {
    .fill(path, paint: paint, rule: .nonZero, transform: transform)
}

@Test func linearGradientInDefsWithStops() throws {
    let gradient = LinearGradient(gradient: twoStops, startPoint: .topLeading, endPoint: .bottomTrailing,
                                  spread: .reflect)
    let (_, svg) = try renderAndParse(DisplayList([fill(.linearGradient(gradient))]))
    let element = try svg.one("linearGradient")
    #expect(element.attributes == ["id": "g1", "gradientUnits": "objectBoundingBox",
                                   "x1": "0", "y1": "0", "x2": "1", "y2": "1", "spreadMethod": "reflect"])
    #expect(svg.ancestors(of: element).last?.name == "defs")
    let stops = svg.children(of: element)
    #expect(stops.map(\.attributes) == [
        ["offset": "0", "stop-color": "#ff3b30"],
        ["offset": "0.75", "stop-color": "#0000ff", "stop-opacity": "0.5"],
    ])
    #expect(try svg.one("path").attributes["fill"] == "url(#g1)")
}

@Test func userSpaceGradientKeepsItsTransform() throws {
    let gradient = LinearGradient(gradient: twoStops, start: Point(x: 10, y: 0), end: Point(x: 20, y: 0),
                                  spread: .repeat, transform: AffineTransform(rotationAngle: .degrees(90)))
    let (_, svg) = try renderAndParse(DisplayList([
        .stroke(square(), paint: .linearGradient(gradient), style: StrokeStyle(), transform: .identity),
    ]))
    #expect(try svg.one("linearGradient").attributes == [
        "id": "g1", "gradientUnits": "userSpaceOnUse", "x1": "10", "y1": "0", "x2": "20", "y2": "0",
        "gradientTransform": "matrix(0 1 -1 0 0 0)", "spreadMethod": "repeat",
    ])
    #expect(try svg.one("path").attributes["stroke"] == "url(#g1)")
}

@Test func boundingBoxPositionsRadialResolvesToUserSpace() throws {
    // SwiftUI's RadialGradient: centre a unit point of the bbox, radii absolute.
    let gradient = RadialGradient(gradient: twoStops, center: UnitPoint(x: 0.25, y: 0.5), startRadius: 2,
                                  endRadius: 30)
    let path = Path(Rect(x: 20, y: 40, width: 80, height: 20))
    let (_, svg) = try renderAndParse(DisplayList([fill(.radialGradient(gradient), path,
                                                        AffineTransform(scaleX: 0.5, y: 0.5))]))
    // Resolved in the path's own user space: the element's transform applies to it as well.
    #expect(try svg.one("radialGradient").attributes == [
        "id": "g1", "gradientUnits": "userSpaceOnUse", "cx": "40", "cy": "50", "r": "30", "fr": "2",
    ])
    #expect(try svg.one("path").attributes["transform"] == "matrix(0.5 0 0 0.5 0 0)")
}

@Test func radialGradientWritesFocusOnlyWhenItDiffers() throws {
    let focused = RadialGradient(gradient: twoStops, center: Point(x: 0.5, y: 0.5), radius: 0.5,
                                 focus: Point(x: 0.25, y: 0.5), units: .objectBoundingBox)
    let (_, svg) = try renderAndParse(DisplayList([fill(.radialGradient(focused))]))
    #expect(try svg.one("radialGradient").attributes == [
        "id": "g1", "gradientUnits": "objectBoundingBox", "cx": "0.5", "cy": "0.5", "r": "0.5",
        "fx": "0.25", "fy": "0.5",
    ])
}

@Test func identicalGradientsShareOneDefinitionAndIdsFollowFirstUse() throws {
    let a = Paint.linearGradient(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    let b = Paint.radialGradient(RadialGradient(gradient: twoStops, center: Point(x: 5, y: 5), radius: 5))
    let (_, svg) = try renderAndParse(DisplayList([
        fill(b), fill(a, square(30, 30)), fill(b, square(50, 50)), fill(a),
    ]))
    #expect(svg.all("radialGradient").map { $0.attributes["id"] } == ["g1"])
    #expect(svg.all("linearGradient").map { $0.attributes["id"] } == ["g2"])
    #expect(svg.all("path").map { $0.attributes["fill"] } == ["url(#g1)", "url(#g2)", "url(#g1)", "url(#g2)"])
}

@Test func paintOpacityScalesStopOpacity() throws {
    let paint = Paint.linearGradient(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    let (_, svg) = try renderAndParse(DisplayList([fill(paint.opacity(0.4))]))
    #expect(svg.all("stop").map { $0.attributes["stop-opacity"] } == ["0.4", "0.4"])
    #expect(try svg.one("path").attributes["fill-opacity"] == nil)
}

/// Definitions are shared by content however many there are: the first few are found by
/// comparison, the rest through a table, and either way a repeated gradient gets its first id.
@Test func manyGradientsAreEachWrittenOnceAndReused() throws {
    let gradients = (0..<20).map { i in
        LinearGradient(gradient: twoStops, start: Point(x: Double(i), y: 0), end: Point(x: Double(i) + 10, y: 0))
    }
    // Each gradient twice, the second round after all twenty are defined.
    let operations = (gradients + gradients).enumerated().map { i, gradient in
        fill(.linearGradient(gradient), square(Double(i % 20) * 4, 10, side: 4))
    }
    let (_, svg) = try renderAndParse(DisplayList(operations))
    #expect(svg.all("linearGradient").map { $0.attributes["id"] } == (1...20).map { "g\($0)" })
    let fills = svg.all("path").map { $0.attributes["fill"] }
    #expect(fills == ((1...20).map { "url(#g\($0))" } + (1...20).map { "url(#g\($0))" }))
}
