import Testing
import Vellum

/// A group's filter chain written as an SVG `<filter>` on a `<g>` inside the group's own.
@Test func aFilterChainIsWrittenAsFilterPrimitives() throws {
    let (_, svg) = try renderAndParse(DisplayList([
        .beginLayer(opacity: 0.5, filters: [.blur(radius: 3), .saturation(0.25), .hueRotation(.degrees(90)),
                                            .luminanceToAlpha, .colorInvert, .brightness(0.5)]),
        .fill(Path(Rect(x: 20, y: 30, width: 10, height: 10)), paint: .color(.red), rule: .nonZero, transform: .identity),
        .endLayer,
    ]))
    let groups = svg.all("g")
    #expect(groups.count == 2)
    #expect(groups[0].attributes == ["opacity": "0.5"])
    #expect(groups[1].attributes == ["filter": "url(#f1)"])
    let filter = try svg.one("filter")
    // Each primitive reads the one before by name. Content 20…30 × 30…40, grown by the blur's reach, ⌈3σ⌉ + 1 = 10, and one unit more.
    #expect(filter.attributes == ["id": "f1", "filterUnits": "userSpaceOnUse", "primitiveUnits": "userSpaceOnUse",
                                  "x": "9", "y": "19", "width": "32", "height": "32",
                                  "color-interpolation-filters": "sRGB"])
    let primitives = svg.children(of: filter)
    #expect(primitives.map(\.name) == ["feGaussianBlur"] + Array(repeating: "feColorMatrix", count: 5))
    #expect(primitives.map(\.attributes) == [
        ["stdDeviation": "3", "result": "c0"],
        ["in": "c0", "type": "saturate", "values": "0.25", "result": "c1"],
        ["in": "c1", "type": "hueRotate", "values": "90", "result": "c2"],
        ["in": "c2", "type": "luminanceToAlpha", "result": "c3"],
        ["in": "c3", "type": "matrix", "values": "-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0", "result": "c4"],
        ["in": "c4", "type": "matrix", "values": "1 0 0 0 0.5 0 1 0 0 0.5 0 0 1 0 0.5 0 0 0 1 0", "result": "c5"],
    ])
}
