import Testing
import VellumCore

/// Damage from rectangles: grown to whole pixels, merged where one draw is cheaper than two,
/// kept apart where not, in a fixed order.
@Suite struct DamageTests {
    static let canvas = Size(width: 1000, height: 1000)

    @Test func rectanglesFarApartStaySeparateInReadingOrder() {
        let damage = Damage([Rect(x: 800, y: 500, width: 10, height: 10), Rect(x: 10, y: 10.5, width: 10, height: 10)],
                            in: Self.canvas)
        // Each grown to whole pixels plus one for anti-aliasing.
        #expect(damage == .regions([Rect(x: 9, y: 9, width: 12, height: 13), Rect(x: 799, y: 499, width: 12, height: 12)]))
        #expect(damage.rect(in: Self.canvas) == Rect(x: 9, y: 9, width: 802, height: 502))
    }

    @Test func overlappingOrNearRectanglesAreMerged() {
        let overlapping = Damage([Rect(x: 0, y: 0, width: 300, height: 300), Rect(x: 200, y: 200, width: 300, height: 300)],
                                 in: Self.canvas)
        #expect(overlapping == .regions([Rect(x: 0, y: 0, width: 501, height: 501)]))
        // 20 pixels apart: their union adds less than Damage.mergeSlack pixels.
        let near = Damage([Rect(x: 100, y: 100, width: 10, height: 10), Rect(x: 130, y: 100, width: 10, height: 10)],
                          in: Self.canvas)
        #expect(near == .regions([Rect(x: 99, y: 99, width: 42, height: 12)]))
    }

    @Test func moreRegionsThanTheLimitBecomeTheirUnion() {
        let spread = (0..<(Damage.maxRegions + 1)).map { Rect(x: Double($0) * 100, y: Double($0) * 100, width: 4, height: 4) }
        #expect(Damage(spread, in: Self.canvas) == .regions([Rect(x: 0, y: 0, width: 805, height: 805)]))
        let many = (0..<500).map { Rect(x: Double($0 % 25) * 40, y: Double($0 / 25) * 40, width: 2, height: 2) }
        #expect(Damage(many, in: Self.canvas) == .regions([Rect(x: 0, y: 0, width: 963, height: 763)]))
    }

    @Test func rectanglesOffTheCanvasOrNotANumberDamageNothing() {
        #expect(Damage([Rect(x: 2000, y: 0, width: 10, height: 10), Rect(x: .nan, y: 0, width: 1, height: 1)],
                       in: Self.canvas) == .none)
        #expect(Damage(nil, in: Self.canvas) == .none)
        #expect(Damage.none.rect(in: Self.canvas) == nil)
        #expect(Damage.canvas.rects(in: Self.canvas) == [Rect(size: Self.canvas)])
    }
}
