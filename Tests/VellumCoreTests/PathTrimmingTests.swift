import Testing
import Foundation
@testable import VellumCore

/// `Path.trimmedPath(from:to:)` and the shapes built on it: lengths along the curves, curves kept
/// as curves, SwiftUI's clamping.
@Suite struct PathTrimmingTests {
    private func length(_ path: Path) -> Double {
        TrimSegment.segments(of: path).reduce(0) { $0 + $1.length }
    }

    @Test func aLineIsCutAtFractionsOfItsLength() {
        let line = Path { $0.move(to: Point(x: 0, y: 0)); $0.addLine(to: Point(x: 100, y: 0)) }
        #expect(line.trimmedPath(from: 0.25, to: 0.5).elements == [.move(to: Point(x: 25, y: 0)), .line(to: Point(x: 50, y: 0))])
    }

    @Test func aPolylineContinuesAcrossItsCorners() {
        let corner = Path {
            $0.move(to: Point(x: 0, y: 0))
            $0.addLine(to: Point(x: 10, y: 0))
            $0.addLine(to: Point(x: 10, y: 10))
        }
        #expect(corner.trimmedPath(from: 0.25, to: 0.75).elements
                == [.move(to: Point(x: 5, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 5))])
    }

    @Test func aCircleIsTrimmedClockwiseFromItsRightmostPointAndStaysCurved() {
        let circle = Circle().path(in: Rect(x: 0, y: 0, width: 200, height: 200))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.elements.first == .move(to: Point(x: 200, y: 100)))
        #expect(quarter.currentPoint.map { close($0, Point(x: 100, y: 200), 1e-6) } == true)
        #expect(quarter.elements.allSatisfy { if case .line = $0 { false } else { true } })
        let eighth = circle.trimmedPath(from: 0, to: 0.125)
        let diagonal = Point(x: 100 + 100 * cos(Double.pi / 4), y: 100 + 100 * sin(Double.pi / 4))
        #expect(eighth.currentPoint.map { close($0, diagonal, 0.05) } == true)
        #expect(abs(length(quarter) - length(circle) / 4) < 1e-6)
    }

    @Test func aStretchInTheMiddleOfACurveHasTheRightLength() {
        let wave = Path {
            $0.move(to: Point(x: 0, y: 0))
            $0.addCurve(to: Point(x: 300, y: 0), control1: Point(x: 100, y: 200), control2: Point(x: 200, y: -200))
        }
        let middle = wave.trimmedPath(from: 0.3, to: 0.7)
        #expect(abs(length(middle) - 0.4 * length(wave)) < 1e-6)
        #expect(middle.elements.count == 2)
    }

    @Test func startAtOrAfterEndIsEmptyAndFractionsAreClamped() {
        let circle = Circle().path(in: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmedPath(from: -1, to: 2) == circle)
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test func aClosedSubpathWhollyInsideStaysClosed() {
        var two = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
        let first = two.trimmedPath(from: 0, to: 0.5)
        #expect(first.elements.last == .closeSubpath)
        #expect(first.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
        let open = two.trimmedPath(from: 0, to: 0.4)
        #expect(!open.elements.contains(.closeSubpath))
    }

    @Test func insetShapesShrinkTheirRectangleAndRadii() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rectangle().inset(by: 5).path(in: rect) == Path(Rect(x: 5, y: 5, width: 90, height: 40)))
        #expect(RoundedRectangle(cornerRadius: 12).inset(by: 2).path(in: rect)
                == Path(roundedRect: Rect(x: 2, y: 2, width: 96, height: 46), cornerRadius: 10))
        #expect(Circle().inset(by: 5).inset(by: 5).path(in: rect) == Circle().path(in: Rect(x: 10, y: 10, width: 80, height: 30)))
        #expect(Capsule().inset(by: 40).path(in: rect) == Capsule().path(in: Rect(x: 40, y: 25, width: 20, height: 0)))
    }

    private func close(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
}
