import Testing
import VellumCore

@Suite struct PathTests {
    @Test func builderRecordsElementsAndCurrentPoint() {
        let path = Path { p in
            p.move(to: Point(x: 0, y: 0))
            p.addLine(to: Point(x: 10, y: 0))
            p.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
            p.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12))
            p.closeSubpath()
        }
        #expect(path.elements.count == 5)
        #expect(path.elements[2] == .quadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5)))
        #expect(path.currentPoint == Point(x: 0, y: 0))
        #expect(!path.isEmpty && path.isFinite)
    }

    @Test func lineWithoutCurrentPointStartsSubpath() {
        var p = Path()
        p.addLine(to: Point(x: 3, y: 4))
        #expect(p.elements == [.move(to: Point(x: 3, y: 4))])
        p.closeSubpath()
        p.closeSubpath()
        #expect(p.elements.count == 2)
    }

    @Test func addLinesStartsNewSubpath() {
        var p = Path()
        p.addLines([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)])
        #expect(p.elements == [.move(to: .zero), .line(to: Point(x: 1, y: 0)), .line(to: Point(x: 1, y: 1))])
    }

    @Test func nonFiniteCoordinatesAreDetected() {
        var p = Path()
        p.move(to: Point(x: .nan, y: 0))
        #expect(!p.isFinite)
        var q = Path()
        q.move(to: .zero)
        q.addCurve(to: Point(x: 1, y: 1), control1: Point(x: .infinity, y: 0), control2: .zero)
        #expect(!q.isFinite)
    }

    @Test func boundingRectIsTightAroundCurves() {
        // A quadratic whose control point lies far above: the curve only reaches halfway.
        let p = Path { p in
            p.move(to: Point(x: 0, y: 0))
            p.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: -100))
        }
        let b = p.boundingRect
        #expect(abs(b.minY - -50) < 1e-9 && b.maxY == 0 && b.minX == 0 && b.maxX == 100)
        let e = Path(ellipseIn: Rect(x: 10, y: 20, width: 40, height: 30)).boundingRect
        #expect(abs(e.minX - 10) < 1e-9 && abs(e.maxX - 50) < 1e-9)
        #expect(abs(e.minY - 20) < 1e-9 && abs(e.maxY - 50) < 1e-9)
        #expect(Path().boundingRect == .zero)
    }

    @Test func applyingTransformMapsEveryPoint() {
        let p = Path(Rect(x: 0, y: 0, width: 10, height: 5))
            .applying(AffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        #expect(p.boundingRect == Rect(x: 5, y: 5, width: 20, height: 10))
    }

    @Test func containsHonoursFillRules() {
        // Two nested squares wound the same way: the hole is filled under non-zero only.
        var p = Path(Rect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(Rect(x: 25, y: 25, width: 50, height: 50))
        #expect(p.contains(Point(x: 50, y: 50)))
        #expect(!p.contains(Point(x: 50, y: 50), eoFill: true))
        #expect(p.contains(Point(x: 10, y: 10), eoFill: true))
        #expect(!p.contains(Point(x: 150, y: 50)))
        #expect(Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100)).contains(Point(x: 50, y: 1)))
        #expect(!Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100)).contains(Point(x: 3, y: 3)))
    }

    @Test func flatteningStaysWithinTolerance() {
        let r = 200.0
        let circle = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        for tolerance in [0.5, 0.05] {
            let sub = circle.flattened(tolerance: tolerance)
            #expect(sub.count == 1 && sub[0].isClosed)
            let pts = sub[0].points
            // Vertices lie on the curve, chord midpoints within tolerance (plus the 0.03 % cubic error).
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                #expect(abs(a.length - r) < r * 3e-4)
                #expect(r - a.lerp(to: b, 0.5).length <= tolerance + r * 3e-4)
            }
            // Interior vertices are flagged; the four element ends are corners.
            #expect(sub[0].isCorner.filter { $0 }.count == 4)
        }
    }

    @Test func flattenedTransformAppliesBeforeTolerance() {
        let small = Path(ellipseIn: Rect(x: 0, y: 0, width: 1, height: 1))
        let plain = small.flattened(tolerance: 0.05)[0].points.count
        let scaled = small.flattened(tolerance: 0.05, transform: AffineTransform(scaleX: 100, y: 100))[0].points.count
        #expect(scaled > plain * 5)
    }

    @Test func roundedRectClampsCornerSize() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 10), cornerSize: Size(width: 50, height: 50))
        let b = p.boundingRect
        #expect(abs(b.width - 20) < 1e-9 && abs(b.height - 10) < 1e-9)
        // Corners of radius 5 (half the height): the corner point itself is outside.
        #expect(!p.contains(Point(x: 0.3, y: 0.3)))
        #expect(p.contains(Point(x: 10, y: 5)))
    }
}

@Suite struct PathAfterCloseTests {
    @Test func segmentAfterCloseStartsNewSubpathAtStart() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 10, y: 0))
        p.addLine(to: Point(x: 10, y: 10))
        p.closeSubpath()
        p.addLine(to: Point(x: 5, y: 20))
        #expect(p.elements.suffix(2) == [.move(to: .zero), .line(to: Point(x: 5, y: 20))])
        let flat = p.flattened()
        #expect(flat.count == 2 && flat[0].isClosed && !flat[1].isClosed)
        #expect(flat[1].points == [.zero, Point(x: 5, y: 20)])
    }
}
