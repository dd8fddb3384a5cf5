import Foundation
import Testing
import VellumCore

/// Where an angular gradient's locations fall around its centre: SwiftUI's rules for sweeps under,
/// at and beyond a full turn, in either direction.
@Suite struct AngularGradientLayoutTests {
    static func location(_ start: Double, _ end: Double, at degrees: Double) -> Double {
        let layout = AngularLocationLayout(startAngle: start * .pi / 180, endAngle: end * .pi / 180)
        return layout.location(atOffset: layout.offset(ofAngle: degrees * .pi / 180))
    }

    @Test("Under a turn: stops spread over the sweep, the gap holds the end colours, switching half-way")
    func underATurn() {
        #expect(abs(Self.location(0, 90, at: 45) - 0.5) < 1e-12)
        #expect(Self.location(0, 90, at: 100) == 1)
        #expect(Self.location(0, 90, at: 224) == 1)
        #expect(Self.location(0, 90, at: 226) == 0)
        #expect(Self.location(0, 90, at: 350) == 0)
    }

    @Test("Counter-clockwise, beyond a turn (the last turn), and equal angles (a full turn)")
    func otherSweeps() {
        #expect(abs(Self.location(90, 0, at: 30) - 60.0 / 90) < 1e-12)
        #expect(abs(Self.location(0, 540, at: 90) - 450.0 / 540) < 1e-12)
        #expect(abs(Self.location(0, 540, at: 270) - 270.0 / 540) < 1e-12)
        #expect(abs(Self.location(30, 30, at: 120) - 0.25) < 1e-12)
        #expect(abs(Self.location(-90, 270, at: 0) - 0.25) < 1e-12)
    }

    @Test("Colour pieces cut at the stops cover the turn in order, linear between their ends")
    func colorPieces() {
        let gradient = Gradient(stops: [Gradient.Stop(color: .black, location: 0),
                                        Gradient.Stop(color: .white, location: 0.3),
                                        Gradient.Stop(color: .red, location: 1)])
        let layout = AngularLocationLayout(startAngle: 0, endAngle: .pi)
        let pieces = layout.colorPieces(of: gradient)
        #expect(pieces.first?.start == 0 && pieces.last?.end == 2 * .pi)
        for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(abs(a.end - b.start) < 1e-12) }
        #expect(pieces.contains { abs($0.end - 0.3 * .pi) < 1e-12 && abs($0.endLocation - 0.3) < 1e-12 })
        #expect(pieces.count == 4)
    }

    @Test("Non-finite angles make the paint non-finite, which render trees reject")
    func nonFinite() throws {
        let gradient = AngularGradient(gradient: Gradient(colors: [.black, .white]), center: .center,
                                       startAngle: .zero, endAngle: .radians(.nan))
        #expect(!gradient.isFinite)
        let list = DisplayList([.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .angularGradient(gradient),
                                      rule: .nonZero, transform: .identity)])
        #expect(throws: RenderError.nonFinite(operation: 0, what: "fill paint")) { try RenderTree(list) }
    }

    @Test("A changed angle damages the gradient's drawing and nothing else")
    func damage() throws {
        func tree(_ angle: Double) throws -> RenderTree {
            let dial = AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(angle))
            return try RenderTree(nodes: [
                .draw(RenderDraw(id: RenderNodeID(scope: 1, index: 1), path: Path(Rect(x: 10, y: 10, width: 40, height: 40)),
                                 paint: .angularGradient(dial), kind: .fill(.nonZero))),
                .draw(RenderDraw(id: RenderNodeID(scope: 1, index: 2), path: Path(Rect(x: 100, y: 10, width: 40, height: 40)),
                                 paint: .color(.green), kind: .fill(.nonZero))),
            ])
        }
        let canvas = Size(width: 200, height: 100)
        #expect(try tree(30).damage(since: try tree(30), canvas: canvas) == .none)
        #expect(try tree(30).damage(since: try tree(40), canvas: canvas) == .regions([Rect(x: 9, y: 9, width: 42, height: 42)]))
    }
}
