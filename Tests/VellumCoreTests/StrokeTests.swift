import Foundation
import Testing
import VellumCore

@Suite("Area oracle")
struct AreaOracleTests {
    @Test func rectangleAreaIsExact() {
        let area = AreaOracle.area(of: Path(Rect(x: 3, y: 7, width: 40, height: 25)))
        #expect(abs(area - 1000) < 1e-9)
    }

    @Test func regularPolygonAreaIsExact() {
        // A 720-gon inscribed in a circle of radius 30: area (n/2)·r²·sin(2π/n).
        let n = 720
        var polygon = Path()
        polygon.addLines((0..<n).map { k in
            let a = 2 * Double.pi * Double(k) / Double(n)
            return Point(x: 40 + 30 * cos(a), y: 40 + 30 * sin(a))
        })
        polygon.closeSubpath()
        let area = AreaOracle.area(of: polygon)
        #expect(relativeError(area, Double(n) / 2 * 900 * sin(2 * .pi / Double(n))) < 1e-12)
        #expect(relativeError(area, .pi * 900) < 1e-4)
    }

    @Test func fillRulesDifferOnOverlapsAndHoles() {
        var overlapping = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        overlapping.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(abs(AreaOracle.area(of: overlapping, rule: .nonZero) - 175) < 1e-9)
        #expect(abs(AreaOracle.area(of: overlapping, rule: .evenOdd) - 150) < 1e-9)

        // A hole drawn the other way round is empty under both rules.
        var holed = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        holed.addLines([Point(x: 2, y: 2), Point(x: 2, y: 8), Point(x: 8, y: 8), Point(x: 8, y: 2)])
        holed.closeSubpath()
        #expect(abs(AreaOracle.area(of: holed, rule: .nonZero) - 64) < 1e-9)
        #expect(abs(AreaOracle.area(of: holed, rule: .evenOdd) - 64) < 1e-9)
    }

    @Test func capsuleUnionOfOneSegmentIsRectangleAndDisc() {
        let area = AreaOracle.capsuleUnionArea([[Point(x: 0, y: 0), Point(x: 100, y: 30)]], radius: 5)
        #expect(relativeError(area, 10 * (100 * 100 + 30 * 30).squareRoot() + .pi * 25) < 1e-4)
    }
}

@Suite("Stroker")
struct StrokeTests {
    static let w = 10.0
    static let h = w / 2

    static func line(_ points: Point...) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    static func area(_ path: Path, _ style: StrokeStyle, tolerance: Double = Path.defaultTolerance) -> Double {
        AreaOracle.area(of: path.strokedPath(style, tolerance: tolerance))
    }

    // MARK: Caps

    @Test(arguments: [(LineCap.butt, 1000.0), (.square, 1100), (.round, 1000 + .pi * 25)])
    func capAreas(cap: LineCap, expected: Double) {
        let path = Self.line(Point(x: 10, y: 20), Point(x: 110, y: 20))
        let area = Self.area(path, StrokeStyle(lineWidth: Self.w, lineCap: cap))
        #expect(relativeError(area, expected) < 0.005)
        // Chords inside the caps' half discs cost less than tolerance × their arc length.
        #expect(abs(area - expected) <= 0.05 * 2 * .pi * Self.h + 1e-9)
    }

    @Test func diagonalSquareCapsExtendAlongTheLine() {
        let path = Self.line(Point(x: 0, y: 0), Point(x: 60, y: 80))
        let stroke = path.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(relativeError(AreaOracle.area(of: stroke), 110 * 10) < 1e-9)
        #expect(stroke.contains(Point(x: -2.9, y: -3.9)))   // 4.9 beyond the start along the line
        #expect(!stroke.contains(Point(x: -3.1, y: -4.1)))  // 5.1 beyond
    }

    // MARK: Joins

    static let ell = line(Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100))

    /// The two segments of `ell` stroked as separate subpaths: the joined stroke minus its join.
    static var ellSegmentsArea: Double {
        var separate = line(Point(x: 0, y: 0), Point(x: 100, y: 0))
        separate.addLines([Point(x: 100, y: 0), Point(x: 100, y: 100)])
        return area(separate, StrokeStyle(lineWidth: w))
    }

    @Test func separateSegmentsUnionWithoutCancelling() {
        // Two 100 × 10 rectangles overlapping in a 5 × 5 square.
        #expect(abs(Self.ellSegmentsArea - 1975) < 1e-9)
    }

    @Test(arguments: [(LineJoin.miter, 25.0), (.bevel, 12.5), (.round, .pi * 25 / 4)])
    func rightAngleJoinAreas(join: LineJoin, wedge: Double) {
        let area = Self.area(Self.ell, StrokeStyle(lineWidth: Self.w, lineJoin: join))
        #expect(relativeError(area, 1975 + wedge) < 0.005)
        // The join's own area, to within tolerance × the length of its outer edge.
        #expect(abs(area - Self.ellSegmentsArea - wedge) <= 0.05 * .pi * Self.h / 2 + 1e-9)
    }

    @Test func miterLimitTurnsSharpMitersIntoBevels() {
        // Segments meeting at 20°: the path turns by θ = 160°, the miter is 1/sin(10°) ≈ 5.76
        // line widths long.
        let turn = 160.0 * .pi / 180
        let sharp = Self.line(Point(x: 0, y: 0), Point(x: 100, y: 0),
                              Point(x: 100 + 100 * cos(turn), y: 100 * sin(turn)))
        var separate = Self.line(Point(x: 0, y: 0), Point(x: 100, y: 0))
        separate.addLines([Point(x: 100, y: 0), Point(x: 100 + 100 * cos(turn), y: 100 * sin(turn))])
        let base = Self.area(separate, StrokeStyle(lineWidth: Self.w))
        let limited = Self.area(sharp, StrokeStyle(lineWidth: Self.w, miterLimit: 2))
        let mitered = Self.area(sharp, StrokeStyle(lineWidth: Self.w, miterLimit: 20))
        let bevelled = Self.area(sharp, StrokeStyle(lineWidth: Self.w, lineJoin: .bevel))
        let h = Self.h
        #expect(abs(limited - bevelled) < 1e-9)
        #expect(relativeError(limited - base, h * h * sin(turn) / 2) < 1e-6)
        // The miter quadrilateral: two right triangles with legs h and h·tan(θ/2).
        #expect(relativeError(mitered - base, h * h * tan(turn / 2)) < 1e-6)
        let unlimited = Self.area(sharp, StrokeStyle(lineWidth: Self.w, miterLimit: .infinity))
        #expect(abs(unlimited - mitered) < 1e-9)
    }

    @Test func fullReversalJoins() {
        let back = Self.line(Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 0))
        let round = Self.area(back, StrokeStyle(lineWidth: Self.w, lineJoin: .round))
        #expect(abs(round - (1000 + .pi * Self.h * Self.h / 2)) <= 0.05 * .pi * Self.h + 1e-9)
        // A miter at 180° is infinitely long, so it is bevelled, which adds nothing.
        for style in [StrokeStyle(lineWidth: Self.w, miterLimit: .infinity),
                      StrokeStyle(lineWidth: Self.w, lineJoin: .bevel)] {
            let stroke = back.strokedPath(style)
            #expect(stroke.isFinite && !stroke.isEmpty)
            #expect(abs(AreaOracle.area(of: stroke) - 1000) < 1e-9)
        }
    }

    // MARK: Curves

    @Test func strokedCircleFollowsTheOffsetCircles() {
        let (r, w, tol) = (50.0, 8.0, Path.defaultTolerance)
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let stroke = circle.strokedPath(StrokeStyle(lineWidth: w), tolerance: tol)
        let center = Point(x: r, y: r)
        #expect(relativeError(AreaOracle.area(of: stroke), 2 * .pi * r * w) < 0.003)
        for k in 0..<360 {
            let dir = Point(x: cos(Double(k) * .pi / 180), y: sin(Double(k) * .pi / 180))
            #expect(stroke.contains(center + dir * (r + w / 2 - tol)))
            #expect(stroke.contains(center + dir * (r - w / 2 + tol)))
            #expect(!stroke.contains(center + dir * (r + w / 2 + 0.2)))
            #expect(!stroke.contains(center + dir * (r - w / 2 - 0.2)))
        }
        // Every outline vertex lies within the tolerance of one of the true offset circles.
        let worst = stroke.flattened().flatMap(\.points).map { p in
            min(abs(p.distance(to: center) - (r + w / 2)), abs(p.distance(to: center) - (r - w / 2)))
        }.max() ?? .infinity
        #expect(worst <= tol)
    }

    @Test func circleStrokedWiderThanItsRadiusHasNoHole() {
        // The inner offsets cross past the centre; cutting every inner corner there would leave a
        // hole of radius 2 in the middle.
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 6, height: 6))
        let stroke = circle.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(stroke.contains(Point(x: 3, y: 3)))
        #expect(stroke.contains(Point(x: 4, y: 3.5)))
        // The outer edge keeps within the tolerance of the circle of radius 8.
        #expect(abs(AreaOracle.area(of: stroke) - .pi * 64) <= 0.05 * 2 * .pi * 8)
    }

    @Test func squareStrokedWiderThanItsInradiusIsSolid() {
        // Each inner corner's cut-off kite alone fits its two sides (reach 8 ≤ 10), but all four
        // contain the centre; cutting them would leave a hole there.
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        let stroke = square.strokedPath(StrokeStyle(lineWidth: 16))
        #expect(stroke.contains(Point(x: 5, y: 5)))
        #expect(abs(AreaOracle.area(of: stroke) - 26 * 26) < 1e-9)
    }

    @Test func cuspStrokeIsBoundedByItsLength() throws {
        var cusp = Path()
        cusp.move(to: Point(x: 0, y: 0))
        cusp.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 100, y: 100), control2: Point(x: 0, y: 100))
        let centreLine = try #require(cusp.flattened().first).points
        let length = zip(centreLine, centreLine.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }

        let butt = cusp.strokedPath(StrokeStyle(lineWidth: Self.w))
        #expect(butt.isFinite && !butt.isEmpty)
        let buttArea = AreaOracle.area(of: butt)
        #expect(buttArea <= length * Self.w + .pi * Self.h * Self.h)
        #expect(buttArea >= 0.8 * length * Self.w)

        // With round caps and joins the stroke is every point within h of the flattened curve.
        let round = AreaOracle.area(of: cusp.strokedPath(StrokeStyle(lineWidth: Self.w, lineCap: .round,
                                                                      lineJoin: .round)))
        let exact = AreaOracle.capsuleUnionArea([centreLine], radius: Self.h)
        #expect(relativeError(round, exact) < 0.002)
        // Butt caps remove at most the two half discs.
        #expect(buttArea <= round + 1e-6 && buttArea >= round - .pi * Self.h * Self.h - 1)
    }

    @Test func selfOverlappingPolylineMatchesCapsuleUnion() {
        // Short segments and sharp turns: inner corners must fall back to the vertex.
        let points = [(0.0, 0.0), (30, 5), (2, 8), (35, 14), (33, 15), (0, 20), (40, 40), (41, 41.5),
                      (10, 35), (12, 36), (60, 10)].map { Point(x: $0.0, y: $0.1) }
        var path = Path()
        path.addLines(points)
        let area = Self.area(path, StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round))
        #expect(relativeError(area, AreaOracle.capsuleUnionArea([points], radius: 6)) < 0.002)
    }

    @Test func overlappingSubpathsNeverCancel() {
        // Two crossing lines, one drawn each way, and a dot on the crossing.
        var path = Self.line(Point(x: 0, y: 0), Point(x: 100, y: 100))
        path.addLines([Point(x: 100, y: 0), Point(x: 0, y: 100)])
        path.addLines([Point(x: 50, y: 50), Point(x: 50, y: 50)])
        let style = StrokeStyle(lineWidth: 10, lineCap: .round)
        let expected = AreaOracle.capsuleUnionArea(
            [[Point(x: 0, y: 0), Point(x: 100, y: 100)], [Point(x: 100, y: 0), Point(x: 0, y: 100)]],
            radius: 5)
        #expect(relativeError(Self.area(path, style), expected) < 0.002)
        #expect(path.strokedPath(style).contains(Point(x: 50, y: 50)))
    }

    // MARK: Closed subpaths

    @Test(arguments: [true, false])
    func closedRectangleStrokeIsTheBand(clockwise: Bool) {
        let (width, height) = (100.0, 60.0)
        var rect = Path()
        let corners = [Point(x: 0, y: 0), Point(x: width, y: 0), Point(x: width, y: height), Point(x: 0, y: height)]
        rect.addLines(clockwise ? corners : corners.reversed())
        rect.closeSubpath()
        let w = Self.w, h = Self.h
        let band = (width + w) * (height + w) - (width - w) * (height - w)
        let miter = rect.strokedPath(StrokeStyle(lineWidth: w))
        #expect(abs(AreaOracle.area(of: miter) - band) < 1e-9)
        #expect(!miter.contains(Point(x: 50, y: 30)))
        #expect(miter.contains(Point(x: -4.9, y: -4.9)))
        #expect(abs(Self.area(rect, StrokeStyle(lineWidth: w, lineJoin: .bevel)) - (band - 2 * h * h)) < 1e-9)
        let round = Self.area(rect, StrokeStyle(lineWidth: w, lineJoin: .round))
        #expect(abs(round - (band - 4 * h * h * (1 - .pi / 4))) <= 4 * 0.05 * .pi * h / 2)
        // Closed subpaths have no caps.
        #expect(abs(Self.area(rect, StrokeStyle(lineWidth: w, lineCap: .square)) - band) < 1e-9)
    }

    @Test func closedBackAndForthLineIsJoinedAtBothEnds() {
        var there = Self.line(Point(x: 0, y: 0), Point(x: 100, y: 0))
        there.closeSubpath()
        // Both ends are full reversals: bevels there add nothing, round joins a half disc each.
        #expect(abs(Self.area(there, StrokeStyle(lineWidth: Self.w)) - 1000) < 1e-9)
        let round = Self.area(there, StrokeStyle(lineWidth: Self.w, lineJoin: .round))
        #expect(abs(round - (1000 + .pi * Self.h * Self.h)) <= 0.05 * 2 * .pi * Self.h)
        #expect(round > 1000 + .pi * Self.h * Self.h - 1)
    }

    // MARK: Degenerate input

    @Test func zeroLengthSubpathsDrawDotsForRoundAndSquareCaps() {
        var dots = Self.line(Point(x: 20, y: 20), Point(x: 20, y: 20))
        dots.move(to: Point(x: 60, y: 20))
        dots.closeSubpath()
        dots.move(to: Point(x: 90, y: 90))  // a lone move draws nothing
        let h = Self.h
        let round = Self.area(dots, StrokeStyle(lineWidth: Self.w, lineCap: .round), tolerance: 0.01)
        #expect(relativeError(round, 2 * .pi * h * h) < 0.005)
        let coarse = Self.area(dots, StrokeStyle(lineWidth: Self.w, lineCap: .round))
        #expect(coarse <= 2 * .pi * h * h && coarse >= 2 * (.pi * h * h - 0.05 * 2 * .pi * h))
        let square = dots.strokedPath(StrokeStyle(lineWidth: Self.w, lineCap: .square))
        #expect(abs(AreaOracle.area(of: square) - 2 * Self.w * Self.w) < 1e-9)
        #expect(square.boundingRect == Rect(x: 15, y: 15, width: 50, height: 10))
        #expect(dots.strokedPath(StrokeStyle(lineWidth: Self.w)).isEmpty)
    }

    @Test func invalidWidthsAndGeometryGiveEmptyStrokes() {
        let path = Self.line(Point(x: 0, y: 0), Point(x: 10, y: 0))
        for width in [0, -1, Double.nan, .infinity] {
            #expect(path.strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
        }
        let broken = Self.line(Point(x: 0, y: 0), Point(x: .nan, y: 0))
        #expect(broken.strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
    }

    @Test func extremeWidthsStayBoundedAndFinite() {
        let path = Self.line(Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1))
        let stroke = path.strokedPath(StrokeStyle(lineWidth: 1e7, lineCap: .round, lineJoin: .round),
                                      tolerance: 1e-6)
        #expect(stroke.isFinite)
        #expect(stroke.elements.count < 3 * 4096)
        let hairline = path.strokedPath(StrokeStyle(lineWidth: 1e-4, lineCap: .round, lineJoin: .round))
        #expect(hairline.isFinite && !hairline.isEmpty)
    }

    @Test func outlinesAreClosedPolygonsTurningOneWay() {
        var path = Self.line(Point(x: 0, y: 0), Point(x: 50, y: 10), Point(x: 0, y: 30))
        path.addCurve(to: Point(x: 90, y: 90), control1: Point(x: 200, y: 0), control2: Point(x: -50, y: 40))
        path.addLines([Point(x: 5, y: 5), Point(x: 5, y: 5)])
        let stroke = path.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
        #expect(stroke.elements.allSatisfy { if case .quadCurve = $0 { false } else if case .curve = $0 { false } else { true } })
        let contours = stroke.flattened()
        #expect(contours.count == 2 && contours.allSatisfy(\.isClosed))
        // Open subpaths give one contour each; all turn the same way (negative shoelace sum with
        // y down), so where they overlap their windings add.
        #expect(contours.allSatisfy { signedArea($0.points) < 0 })
        #expect(stroke == path.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)))
    }

    private func signedArea(_ pts: [Point]) -> Double {
        zip(pts, pts.dropFirst() + [pts[0]]).reduce(0) { $0 + $1.0.cross($1.1) } / 2
    }
}
