import Testing
@testable import VellumCore

/// Inputs the fuzz targets (Fuzz/, scripts/fuzz.sh) found crashing, kept as tests.
@Suite struct FuzzRegressionTests {
    /// fuzz-render-tree: a cubic whose control points lie 1e200 apart needs more segments than
    /// an Int holds; the count is clamped instead of trapping in the conversion.
    @Test func aCurveTooLargeToCountSegmentsForIsClamped() throws {
        let far = Point(x: 1e200, y: 0)
        #expect(Bezier.segmentCount(.zero, far, .zero, Point(x: 1, y: 1), tolerance: Path.defaultTolerance)
                == Bezier.maxSegments)
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: Point(x: 1, y: 1), control1: far, control2: .zero)
        let stroke = RenderDraw(id: RenderNodeID(scope: 1, index: 0), path: path, paint: .color(.black),
                                kind: .stroke(StrokeStyle(lineWidth: 2)))
        let tree = try RenderTree(nodes: [.draw(stroke)])
        #expect(tree.bounds != nil)
    }

    /// fuzz-render-tree: finite points far enough apart that a segment's length overflows give
    /// NaN directions; a round join there has no angle to cut and is skipped instead of trapping
    /// in the conversion of its chord count.
    @Test func aRoundJoinBetweenOverflowingSegmentsIsSkipped() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(x: 1.5e308, y: 0))
        path.addLine(to: Point(x: -1.5e308, y: 1e308))
        for join in [LineJoin.round, .miter, .bevel] {
            let outline = path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: join))
            #expect(!outline.isEmpty)
        }
        let shape = StrokeShape(style: StrokeStyle(lineWidth: 4, lineJoin: .round), tolerance: Path.defaultTolerance)
        let points = ScratchList<Point>()
        shape.appendArcInterior(center: .zero, from: Point(x: .nan, y: .nan), to: Point(x: 2, y: 0),
                                through: Point(x: 0, y: 1), into: points)
        #expect(points.isEmpty)
    }

    /// fuzz-render-tree: a shadow without blur cast through a transform whose determinant
    /// overflows gets a NaN radius (0 × ∞); it blurs as no blur instead of trapping.
    @Test func aShadowCastThroughAnOverflowingScaleHasNoBlur() {
        let huge = AffineTransform(a: 1e300, b: 0, c: 0, d: 1e300, tx: 0, ty: 0)
        let cast = Shadow(radius: 0, x: 1, y: 1).applying(huge)
        #expect(cast.radius.isNaN)
        #expect(cast.sigma == 0)
        #expect(cast.blurReach == 1)
    }

    /// fuzz-render-tree (a timeout): a 9000-wide stroke with round caps and the pattern
    /// [1, 5e-324] along 370,000 units cut 370,000 dashes whose caps each took hundreds of chords,
    /// a billion points on every frame. Past ``StrokeStyle/maxDashedOutlinePoints`` the pattern is
    /// not applied and the stroke is solid.
    @Test func aDashPatternTooFineForItsWidthStrokesSolid() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(x: 370_000, y: 0))
        let dots = StrokeStyle(lineWidth: 9000, lineCap: .round, dash: [1, .leastNonzeroMagnitude])
        #expect(path.strokedPath(dots) == path.strokedPath(StrokeStyle(lineWidth: 9000, lineCap: .round)))
    }

    /// The bound counts points, so it sits where the outline reaches it: square-capped dashes have
    /// 8 points, and 524,288 of them (a period of 2 along 1,048,576 units) are exactly the limit.
    @Test func theDashedOutlineBoundFallsAtItsPointCount() {
        let style = StrokeStyle(lineWidth: 1, lineCap: .square, dash: [1, 1])
        let solid = StrokeStyle(lineWidth: 1, lineCap: .square)
        #expect(Double(StrokeStyle.maxDashedOutlinePoints) == 8 * 524_288)
        func line(_ length: Double) -> Path {
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: Point(x: length, y: 0))
            return path
        }
        let atLimit = line(1_048_576)
        #expect(atLimit.strokedPath(style) != atLimit.strokedPath(solid))
        let past = line(1_048_580)
        #expect(past.strokedPath(style) == past.strokedPath(solid))
    }

    /// fuzz-render-tree: a negative miter limit squared to a huge positive one, so the stroker
    /// never bevelled while the bounds took it to bevel. Below 1, a limit bevels every corner.
    @Test func aMiterLimitBelowOneBevelsAndStaysInsideTheBounds() {
        var zigzag = Path()
        zigzag.addLines([Point(x: 0, y: 0), Point(x: 40, y: 2), Point(x: 0, y: 4)])
        let bevel = zigzag.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        for limit in [-7.1e279, -3, 0.5] {
            let style = StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: limit)
            #expect(zigzag.strokedPath(style) == bevel)
            let bounds = RenderBounds.stroke(zigzag, style: style, transform: .identity)!
            #expect(bounds.union(zigzag.strokedPath(style).boundingRect) == bounds)
        }
    }
}
