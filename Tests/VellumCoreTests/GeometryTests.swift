import Testing
import VellumCore

@Suite struct GeometryTests {
    @Test func rectEdgesAreStandardized() {
        let r = Rect(x: 10, y: 20, width: -4, height: 6)
        #expect(r.minX == 6 && r.maxX == 10 && r.midX == 8)
        #expect(r.minY == 20 && r.maxY == 26 && r.midY == 23)
        #expect(r.width == 4 && r.height == 6)
        #expect(r.standardized == Rect(x: 6, y: 20, width: 4, height: 6))
    }

    @Test func rectsFromCornersOfVeryDifferentMagnitudesReachBothCorners() {
        // −5e299 + (99 − (−5e299)) rounds to 0: a size computed plainly loses the far edge.
        let tall = Rect(minX: 0, minY: -5e299, maxX: 10, maxY: 99)
        #expect(tall.maxY >= 99 && tall.minY == -5e299 && tall.height.isFinite)
        let union = Rect(x: -1e300, y: 0, width: 1, height: 1).union(Rect(x: 40, y: 60, width: 8, height: 8))
        #expect(union.maxX >= 48 && union.maxY == 68 && union.minX == -1e300)
        let bounds = Rect(x: 0, y: 0, width: 1, height: 1).applying(AffineTransform(translationX: 61, y: 0))
            .union(Rect(x: 0, y: -1e300, width: 1, height: 1))
        #expect(bounds.maxX == 62 && bounds.maxY >= 1)
        // Ordinary rectangles keep their exact sizes.
        #expect(Rect(minX: 1.5, minY: 2, maxX: 4, maxY: 10) == Rect(x: 1.5, y: 2, width: 2.5, height: 8))
    }

    /// fuzz-render-tree: a symbol's stroke bounds, from y = −1e300 to the path's 0, grown by half
    /// the line width plainly ended at 0, not 42.75; a region below y = 0 culled the symbol.
    @Test func insetsAndOffsetsOfHugeRectsKeepTheirFarEdges() {
        let tall = Rect(minX: 0, minY: -1e300, maxX: 10, maxY: 0)
        let grown = tall.insetBy(dx: -42.75, dy: -42.75)
        #expect(grown.maxY >= 42.75 && grown.minY <= -1e300 && grown.maxX >= 52.75 && grown.minX == -42.75)
        let moved = tall.offsetBy(dx: 0, dy: 50)
        #expect(moved.maxY >= 50 && moved.minY <= -1e300)
        let shrunk = tall.inset(by: EdgeInsets(top: 0, leading: 0, bottom: -7, trailing: 0))
        #expect(shrunk.maxY >= 7)
    }

    @Test func rectInsetOffsetUnionIntersection() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
        #expect(r.offsetBy(dx: 3, dy: -2) == Rect(x: 3, y: -2, width: 100, height: 50))
        let s = Rect(x: 50, y: 25, width: 100, height: 100)
        #expect(r.union(s) == Rect(x: 0, y: 0, width: 150, height: 125))
        #expect(r.intersection(s) == Rect(x: 50, y: 25, width: 50, height: 25))
        #expect(r.intersection(Rect(x: 200, y: 0, width: 1, height: 1)) == nil)
        #expect(r.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                == Rect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func rectContainsIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.contains(Rect(x: 1, y: 1, width: 9, height: 9)))
        #expect(!r.contains(Rect(x: 1, y: 1, width: 10, height: 9)))
    }

    @Test func angleConversionsAndArithmetic() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
        let a = Angle.degrees(30) + .degrees(15) - .degrees(5)
        #expect(abs(a.degrees - 40) < 1e-9)
        #expect(abs((Angle.degrees(45) * 2).degrees - 90) < 1e-9)
        #expect(Angle.degrees(10) < .degrees(20))
    }

    @Test func unitPointMapsIntoRect() {
        let r = Rect(x: 10, y: 20, width: 100, height: 40)
        #expect(UnitPoint.bottom.point(in: r) == Point(x: 60, y: 60))
        #expect(UnitPoint.topTrailing.point(in: r) == Point(x: 110, y: 20))
        #expect(UnitPoint.center.point(in: r) == r.center)
    }

    @Test func transformCompositionOrder() {
        // Scale first, then translate: (1, 1) → (2, 2) → (12, 2).
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 2))
        // translatedBy applies the translation before the existing transform (Core Graphics).
        let u = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(Point(x: 1, y: 1).applying(u) == Point(x: 22, y: 2))
    }

    @Test func rotationIsClockwiseOnScreen() {
        let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .degrees(90)))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let q = Point(x: 10, y: 0).applying(AffineTransform(rotationAngle: .degrees(180), anchor: Point(x: 5, y: 0)))
        #expect(abs(q.x) < 1e-9 && abs(q.y) < 1e-9)
    }

    @Test func inverseUndoesTransform() throws {
        let t = AffineTransform(rotationAngle: .degrees(33)).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let inv = try #require(t.inverted())
        let p = Point(x: 3.25, y: -8.5)
        let back = p.applying(t).applying(inv)
        #expect(back.distance(to: p) < 1e-9)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(abs(AffineTransform(scaleX: 3, y: 2).rotated(by: .degrees(20)).maxScale - 3) < 1e-9)
    }

    @Test func rectApplyingTransformBoundsCorners() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10).applying(AffineTransform(rotationAngle: .degrees(45)))
        #expect(abs(r.width - 10 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(r.midX) < 1e-9)
    }
}
