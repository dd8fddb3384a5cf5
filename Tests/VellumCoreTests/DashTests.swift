import Foundation
import Testing
import VellumCore

@Suite("Dasher")
struct DashTests {
    static let line100: Path = {
        var path = Path()
        path.addLines([Point(x: 0, y: 10), Point(x: 100, y: 10)])
        return path
    }()

    static let rect = Path(Rect(x: 0, y: 0, width: 100, height: 60))

    @Test func patternCutsALineIntoDashes() {
        // 100 = 6 × 15 + 10: seven full dashes, the last ending on the line's end.
        let dashes = Self.line100.dashed([10, 5], phase: 0)
        #expect(dashes.subpathLengths.count == 7)
        #expect(dashes.subpathLengths.allSatisfy { abs($0 - 10) < 1e-12 })
        #expect(dashes.elements.first == .move(to: Point(x: 0, y: 10)))
        #expect(dashes.elements.last == .line(to: Point(x: 100, y: 10)))
    }

    @Test(arguments: [
        (3.0, [7.0, 10, 10, 10, 10, 10, 10]),       // starts 3 into the first dash
        (-3, [10.0, 10, 10, 10, 10, 10, 7]),          // −3 ≡ 12: starts with 3 of gap
        (10, [10.0, 10, 10, 10, 10, 10, 5]),          // starts exactly at the gap
        (108, [7.0, 10, 10, 10, 10, 10, 10]),      // 108 = 7 × 15 + 3
    ] as [(Double, [Double])])
    func phaseShiftsThePattern(phase: Double, lengths: [Double]) {
        let measured = Self.line100.dashed([10, 5], phase: phase).subpathLengths
        #expect(measured.count == lengths.count)
        #expect(zip(measured, lengths).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func firstDashStartsAtThePhase() {
        let dashes = Self.line100.dashed([10, 5], phase: -3)
        #expect(dashes.elements.first == .move(to: Point(x: 3, y: 10)))
    }

    @Test func oddPatternRepeatsTwice() {
        #expect(Self.line100.dashed([10], phase: 4) == Self.line100.dashed([10, 10], phase: 4))
        #expect(Self.line100.dashed([10, 5, 2], phase: 0) == Self.line100.dashed([10, 5, 2, 10, 5, 2], phase: 0))
        #expect(Self.line100.dashed([10], phase: 0).subpathLengths.count == 5)
    }

    @Test(arguments: [[], [-1, 5], [0, 0], [.nan, 2], [.infinity, 1], [4, -0.5, 3]] as [[Double]])
    func invalidPatternsLeaveThePathSolid(pattern: [Double]) {
        #expect(Self.line100.dashed(pattern, phase: 0) == Self.line100)
        let solid = Self.line100.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(Self.line100.strokedPath(StrokeStyle(lineWidth: 4, dash: pattern)) == solid)
    }

    @Test func nonFinitePhaseLeavesThePathSolid() {
        #expect(Self.line100.dashed([10, 5], phase: .nan) == Self.line100)
    }

    @Test func closedRectangleDashesWrapAroundTheStart() throws {
        // Perimeter 320 = 9 × 35 + 5: the dash begun at 315 runs on through the start corner
        // into the first dash, making one 30-long dash bent round (0, 0).
        let dashes = Self.rect.dashed([25, 10], phase: 0)
        let lengths = dashes.subpathLengths
        #expect(lengths.count == 9)
        let total: Double = lengths.reduce(0, +)
        #expect(abs(total - 230) < 1e-9)
        let wrapped = try #require(dashes.flattened().last)
        #expect(wrapped.points == [Point(x: 0, y: 5), Point(x: 0, y: 0), Point(x: 25, y: 0)])
        #expect(!wrapped.isClosed)
    }

    @Test func closedRectangleDashLengthsSumAlongThePerimeter() {
        // Ending in a gap: 320 = 8 × 40, every dash 30 long.
        let lengths = Self.rect.dashed([30, 10], phase: 0).subpathLengths
        #expect(lengths.count == 8 && lengths.allSatisfy { abs($0 - 30) < 1e-9 })
        // A dash longer than the perimeter leaves the rectangle whole and closed.
        let whole = Self.rect.dashed([1000, 10], phase: 0).flattened()
        #expect(whole.count == 1 && whole[0].isClosed && whole[0].points.count == 4)
    }

    @Test func patternRestartsForEverySubpath() {
        var twoLines = Self.line100
        twoLines.addPath(Self.line100.offsetBy(dx: 0, dy: 20))
        let lengths = twoLines.dashed([10, 5], phase: 3).subpathLengths
        #expect(lengths.count == 14 && abs(lengths[0] - 7) < 1e-9 && abs(lengths[7] - 7) < 1e-9)
    }

    @Test func dashesFollowCurves() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let dashes = circle.dashed([20, 10], phase: 0)
        // The perimeter of the circle as the dasher flattens it.
        let flat = circle.flattened()[0].points
        let perimeter = zip(flat, flat.dropFirst() + [flat[0]]).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        // 10 full periods and a last dash of the remaining ~14 that wraps into the first.
        #expect(dashes.subpathLengths.count == 10)
        #expect(abs(dashes.subpathLengths.reduce(0, +) - (perimeter - 100)) < 1e-9)
        let centre = Point(x: 50, y: 50)
        #expect(dashes.flattened().allSatisfy { $0.points.allSatisfy { abs($0.distance(to: centre) - 50) < 0.06 } })
    }

    @Test func zeroLengthDashesAreDots() {
        // Dots at 0, 10, …, 100.
        let dots = Self.line100.dashed([0, 10], phase: 0).flattened()
        #expect(dots.count == 11)
        #expect(dots.allSatisfy { $0.points.count == 2 && $0.points[0] == $0.points[1] })
        #expect(dots.map { $0.points[0].x } == (0...10).map { Double($0) * 10 })
        let h = 2.0
        let round = AreaOracle.area(of: Self.line100.strokedPath(
            StrokeStyle(lineWidth: 2 * h, lineCap: .round, dash: [0, 10]), tolerance: 0.002))
        #expect(relativeError(round, 11 * .pi * h * h) < 0.005)
        #expect(Self.line100.strokedPath(StrokeStyle(lineWidth: 4, dash: [0, 10])).isEmpty)
    }

    @Test func squareDotsTurnWithThePath() {
        var diagonal = Path()
        diagonal.addLines([Point(x: 0, y: 0), Point(x: 100, y: 100)])
        let stroke = diagonal.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [0, 20]))
        // Dots every 20 along the diagonal: 0, 20, …, 140 (141.4 long).
        #expect(relativeError(AreaOracle.area(of: stroke), 8 * 16) < 1e-9)
        let dot = Point(x: 20 / 2.0.squareRoot(), y: 20 / 2.0.squareRoot())
        #expect(stroke.contains(dot + Point(x: 2.7, y: 0)))      // a tip of the turned square
        #expect(!stroke.contains(dot + Point(x: 1.9, y: 1.9)))   // a corner of an upright one
    }

    @Test func buttCappedDashesCoverTheirLengthTimesTheWidth() {
        let w = 4.0
        let line = AreaOracle.area(of: Self.line100.strokedPath(StrokeStyle(lineWidth: w, dash: [10, 5])))
        #expect(abs(line - 70 * w) < 1e-9)
        // On a flattened curve the miter-like outer corners add exactly what the inner corners
        // cut (h²·tan(θ/2) each), so the area is length × width, except where a dash ends just
        // past a vertex: the inner corner then goes through the vertex and keeps part of that.
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let total = circle.dashed([20, 10], phase: 5).subpathLengths.reduce(0, +)
        let area = AreaOracle.area(of: circle.strokedPath(StrokeStyle(lineWidth: 6, dash: [20, 10], dashPhase: 5)))
        #expect(relativeError(area, total * 6) < 1e-3)
    }

    @Test func overFinePatternsStaySolid() {
        let lengths = Self.line100.dashed([1e-5, 1e-5], phase: 0).subpathLengths
        #expect(lengths == [100])
    }
}

/// Dashes a rasterizer's sweep window cannot show are not stroked.
@Suite struct DashCullingTests {
    /// Counts the polygons an outline is fed as.
    struct PolygonCounter: FlatteningSink {
        var polygons = 0
        var leftmostX = Double.infinity
        mutating func moveTo(_ point: Point) { polygons += 1; leftmostX = min(leftmostX, point.x) }
        mutating func lineTo(_ point: Point, isCurveInterior: Bool) { leftmostX = min(leftmostX, point.x) }
        mutating func close() {}
    }

    /// A dashed vertical line from y = −1000 to 1000 through a window at 0..<50 × 0..<40: only
    /// the dashes that reach the window's rows stay, wherever they lie across.
    @Test func dashesAboveAndBelowTheWindowAreSkipped() {
        func line(from a: Point, to b: Point) -> Path {
            var path = Path()
            path.move(to: a)
            path.addLine(to: b)
            return path
        }
        // Round joins: the stroke reaches half its width (2) and the tolerance (0.25) from a dash.
        let style = StrokeStyle(lineWidth: 4, lineJoin: .round, dash: [5, 5])
        let window = Rect(x: 0, y: 0, width: 50, height: 40)
        func polygons(_ path: Path, transform: VellumCore.AffineTransform = .identity, window: Rect?) -> Int {
            var counter = PolygonCounter()
            path.stroke(style, tolerance: 0.25, transform: transform, sweepWindow: window, into: &counter)
            return counter.polygons
        }
        let vertical = line(from: Point(x: 20, y: -1000), to: Point(x: 20, y: 1000))
        #expect(polygons(vertical, window: nil) == 200)
        // Dashes starting at y = 0, 10, 20, 30, 40 reach rows 0..<40 with their width.
        #expect(polygons(vertical, window: window) == 5)
        // Right of the window they are kept: they still decide the columns the sweep covers.
        #expect(polygons(vertical, transform: VellumCore.AffineTransform(translationX: 100, y: 0), window: window) == 5)
        let horizontal = line(from: Point(x: -1000, y: 20), to: Point(x: 1000, y: 20))
        #expect(polygons(horizontal, window: window) == 200)
        // Just below the window, a stroke reaching into it by its width is kept; a little lower, not.
        #expect(polygons(horizontal, transform: VellumCore.AffineTransform(translationX: 0, y: 21.5), window: window) == 200)
        #expect(polygons(horizontal, transform: VellumCore.AffineTransform(translationX: 0, y: 22.5), window: window) == 0)
    }
}
