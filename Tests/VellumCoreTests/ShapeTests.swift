import Testing
import VellumCore

@Suite struct ShapeTests {
    let wide = Rect(x: 0, y: 0, width: 200, height: 100)

    @Test func rectangleFillsTheRect() {
        let rect = Rect(x: 10, y: 20, width: 200, height: 100)
        let path = Rectangle().path(in: rect)
        #expect(path.boundingRect == rect)
        #expect(path.contains(Point(x: 15, y: 25)))
        #expect(!path.contains(Point(x: 5, y: 25)))
        #expect(!path.contains(Point(x: 15, y: 125)))
    }

    @Test func circleIsTheLargestCentredCircle() {
        let path = Circle().path(in: wide)
        #expect(ArcProbe.close(path.boundingRect, Rect(x: 50, y: 0, width: 100, height: 100), within: 1e-9))
        #expect(path.contains(Point(x: 100, y: 50)))
        #expect(path.contains(Point(x: 52, y: 50)))
        #expect(!path.contains(Point(x: 40, y: 50)))
        #expect(!path.contains(Point(x: 55, y: 5)))  // Inside the bounding square, outside the circle.
        let tall = Circle().path(in: Rect(x: 0, y: 0, width: 40, height: 100))
        #expect(ArcProbe.close(tall.boundingRect, Rect(x: 0, y: 30, width: 40, height: 40), within: 1e-9))
    }

    @Test func shapesStandardizeFlippedRects() {
        let flipped = Rect(x: 200, y: 100, width: -200, height: -100)
        #expect(Circle().path(in: flipped) == Circle().path(in: wide))
        #expect(Capsule().path(in: flipped) == Capsule().path(in: wide))
    }

    @Test func ellipseTouchesAllFourSides() {
        let path = Ellipse().path(in: wide)
        #expect(ArcProbe.close(path.boundingRect, wide, within: 1e-9))
        #expect(path.contains(Point(x: 190, y: 50)))
        #expect(!path.contains(Point(x: 190, y: 10)))
        #expect(path.contains(Point(x: 100, y: 2)))
    }

    @Test func capsuleRadiusIsHalfTheShorterSide() {
        let path = Capsule().path(in: wide)
        #expect(ArcProbe.close(path.boundingRect, wide, within: 1e-9))
        // The straight top edge runs between the two semicircles of radius 50.
        #expect(path.elements.prefix(2) == [.move(to: Point(x: 50, y: 0)), .line(to: Point(x: 150, y: 0))])
        #expect(path.contains(Point(x: 2, y: 50)))
        #expect(path.contains(Point(x: 12, y: 20)))   // 48.4 from the left end's centre.
        #expect(!path.contains(Point(x: 8, y: 20)))   // 51.6 from it.
        #expect(!path.contains(Point(x: 195, y: 95)))
        let tall = Capsule().path(in: Rect(x: 0, y: 0, width: 40, height: 100))
        #expect(tall.elements.first == .move(to: Point(x: 20, y: 0)))
        #expect(!tall.contains(Point(x: 3, y: 3)))
    }

    @Test func roundedRectangleCorners() {
        let path = RoundedRectangle(cornerRadius: 10).path(in: wide)
        #expect(ArcProbe.close(path.boundingRect, wide, within: 1e-9))
        #expect(path.contains(Point(x: 1, y: 50)))
        #expect(path.contains(Point(x: 4, y: 4)))
        #expect(!path.contains(Point(x: 2, y: 2)))
        #expect(!path.contains(Point(x: 198, y: 98)))
        let elliptical = RoundedRectangle(cornerSize: Size(width: 20, height: 10)).path(in: wide)
        #expect(elliptical.elements.first == .move(to: Point(x: 20, y: 0)))
        #expect(elliptical.contains(Point(x: 6, y: 4)))
        #expect(!elliptical.contains(Point(x: 3, y: 2)))
        #expect(RoundedRectangle(cornerRadius: 10) == RoundedRectangle(cornerSize: Size(square: 10)))
    }

    @Test func anyShapeForwardsToTheWrappedShape() {
        let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(Capsule()), AnyShape(Rectangle())]
        #expect(shapes[0].path(in: wide) == Circle().path(in: wide))
        #expect(shapes[1].path(in: wide) == Capsule().path(in: wide))
        #expect(shapes[2].path(in: wide) != shapes[1].path(in: wide))
    }

    @Test func sizeConvenienceAndPathAsShape() {
        #expect(Ellipse().path(in: Size(width: 200, height: 100)) == Ellipse().path(in: wide))
        let triangle = Path { p in p.addLines([.zero, Point(x: 10, y: 0), Point(x: 0, y: 10)]) }
        #expect(triangle.path(in: wide) == triangle)
    }
}
