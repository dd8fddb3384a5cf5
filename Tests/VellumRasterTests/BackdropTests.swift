import Foundation
import Testing
import VellumCore
@testable import VellumRaster

/// Region frames that start from the kept pixels beneath the node that keeps changing: the same
/// bytes as a whole frame, and the pixels let go when what lies beneath changes.
@Suite struct BackdropTests {
    static let size = Size(square: 256)

    /// A dial of many nodes — a gradient, a clipped group, a shadowed layer, symbol uses, a
    /// dashed stroke — then a hand turned by `angle` and a dot over it; `face` recolours the dial.
    static func tree(angle: Double, face: Color = Color(red8: 135, green8: 206, blue8: 250)) throws -> RenderTree {
        let context = GraphicsContext()
        context.defineSymbol("tick", size: Size(width: 4, height: 14)) { symbol in
            symbol.fill(Path(Rect(x: 0, y: 0, width: 4, height: 14)), with: .color(.black))
        }
        context.fill(Path(Rect(x: 0, y: 0, width: 256, height: 256)), with: .linearGradient(LinearGradient(
            gradient: Gradient(colors: [.white, .cssBlue]), start: .zero, end: Point(x: 256, y: 256))))
        context.fill(Path(ellipseIn: Rect(x: 18, y: 18, width: 220, height: 220)), with: .color(face))
        context.withSavedGState {
            context.clip(to: Path(Rect(x: 0, y: 0, width: 128, height: 256)))
            context.fill(Path(ellipseIn: Rect(x: 40, y: 40, width: 176, height: 176)), with: .color(face.opacity(0.5)))
        }
        context.drawLayer(shadow: Shadow(color: Color.black.opacity(0.4), radius: 3, x: 2, y: 2)) { layer in
            layer.stroke(Path(ellipseIn: Rect(x: 18, y: 18, width: 220, height: 220)), with: .color(.black),
                         style: StrokeStyle(lineWidth: 3, dash: [9, 4]))
        }
        for hour in 0..<12 {
            let turn = Double(hour) * .pi / 6
            context.draw(symbol: "tick", at: Point(x: 126 + 100 * sin(turn), y: 121 - 100 * cos(turn)))
        }
        context.withSavedGState {
            context.translateBy(x: 128, y: 128)
            context.rotate(by: angle)
            context.fill(Path(Rect(x: -3, y: -100, width: 6, height: 110)), with: .color(.cssRed))
        }
        context.fill(Path(ellipseIn: Rect(x: 122, y: 122, width: 12, height: 12)), with: .color(.black))
        return try context.renderTree()
    }

    /// Ticks `trees` one by one on `backend`, each redrawn where the damage says; returns the
    /// ticks whose bytes differ from a whole frame.
    static func differingTicks(_ trees: [RenderTree], backend: RasterBackend) throws -> [Int] {
        var pixmap = try backend.render(trees[0], size: size)
        var differing: [Int] = []
        for tick in 1..<trees.count {
            backend.render(trees[tick], into: &pixmap, damage: trees[tick].damage(since: trees[tick - 1], canvas: size))
            if pixmap != (try RasterBackend().render(trees[tick], size: size)) { differing.append(tick) }
        }
        return differing
    }

    @Test func aHandTurningIsDrawnOverTheKeptDialWithAWholeFramesBytes() throws {
        let trees = try (0..<12).map { try Self.tree(angle: Double($0) * 0.2) }
        let backend = RasterBackend()
        #expect(try Self.differingTicks(trees, backend: backend).isEmpty)
        // The hand came first twice by tick 2: the dial was kept then, and served ticks 2–11.
        #expect(backend.backdrop.framesServed == 10)
        #expect(backend.backdrop.boundary != nil)
    }

    @Test func aChangeBeneathTheBoundaryLetsTheKeptPixelsGo() throws {
        var trees = try (0..<6).map { try Self.tree(angle: Double($0) * 0.2) }
        trees += try (6..<12).map { try Self.tree(angle: Double($0) * 0.2, face: Color(red8: 144, green8: 238, blue8: 144)) }
        let backend = RasterBackend()
        #expect(try Self.differingTicks(trees, backend: backend).isEmpty)
        // Ticks 2–5 from the blue dial; tick 6 recoloured it (drawn whole, nothing kept), tick 7
        // found the hand first again, and ticks 8–11 come from the green dial.
        #expect(backend.backdrop.framesServed == 8)
    }

    @Test func bandsDrawnAtOnceStartFromTheKeptPixelsToo() throws {
        let trees = try (0..<6).map { try Self.tree(angle: 2.5 + Double($0) * 0.15) }
        let backend = RasterBackend(threads: 2)
        #expect(try Self.differingTicks(trees, backend: backend).isEmpty)
        #expect(backend.backdrop.framesServed == 4)
    }

    @Test func aWholeFrameOrANewCanvasStartsOver() throws {
        let trees = try (0..<5).map { try Self.tree(angle: Double($0) * 0.3) }
        let backend = RasterBackend()
        #expect(try Self.differingTicks(Array(trees[0..<3]), backend: backend).isEmpty)
        #expect(backend.backdrop.framesServed == 1)
        // A whole frame in between: the next region frames find the change twice again.
        #expect(try Self.differingTicks(Array(trees[2..<5]), backend: backend).isEmpty)
        #expect(backend.backdrop.framesServed == 2)
        // Another canvas size makes the pixels again at that size.
        var pixmap = try backend.render(trees[0], size: Size(square: 200))
        for tick in 1..<5 {
            backend.render(trees[tick], into: &pixmap, damage: trees[tick].damage(since: trees[tick - 1], canvas: Size(square: 200)))
            #expect(pixmap == (try RasterBackend().render(trees[tick], size: Size(square: 200))), "tick \(tick)")
        }
        #expect(backend.backdrop.framesServed == 5)
    }

    @Test func aBackendToldNotToKeepPixelsDrawsEveryRegionWholeWithTheSameBytes() throws {
        let trees = try (0..<6).map { try Self.tree(angle: Double($0) * 0.2) }
        let keeping = RasterBackend()
        #expect(try Self.differingTicks(Array(trees[0..<4]), backend: keeping).isEmpty)
        #expect(keeping.backdrop.framesServed == 2 && !keeping.backdrop.pixels.isEmpty)
        // Turned off: the pixels are let go, and the next ticks clear and draw their regions.
        keeping.keepsBackdrop = false
        #expect(keeping.backdrop.pixels.isEmpty && keeping.backdrop.boundary == nil)
        #expect(try Self.differingTicks(Array(trees[3..<6]), backend: keeping).isEmpty)
        #expect(keeping.backdrop.framesServed == 2 && keeping.backdrop.pixels.isEmpty)
    }

    @Test func positionsCompareInDrawingOrder() {
        let order = [[0], [0, 0], [0, 0, 3], [0, 1], [1], [1, 2], [2]].map(DrawingPosition.init)
        for (i, a) in order.enumerated() {
            for (j, b) in order.enumerated() { #expect((a < b) == (i < j), "\(a.path) < \(b.path)") }
        }
        #expect(!DrawingPosition(path: [0, 0]).hasNodesBefore && DrawingPosition(path: [0, 1]).hasNodesBefore)
    }

    /// `[dot, group(moved by dx) [square, group(clipped when clipped) [bar, circle of colour]]]`.
    static func nested(dx: Double = 0, clipped: Bool = false, color: Color = .cssRed) throws -> RenderTree {
        func draw(_ index: UInt32, _ path: Path, _ paint: Color) -> RenderNode {
            .draw(RenderDraw(id: RenderNodeID(scope: 1, index: index), path: path, paint: .color(paint), kind: .fill(.nonZero)))
        }
        let inner = RenderGroup(id: RenderNodeID(scope: 2, index: 0),
                                clip: clipped ? RenderClip(Path(Rect(x: 0, y: 0, width: 50, height: 100))) : nil,
                                children: [draw(3, Path(Rect(x: 10, y: 60, width: 60, height: 8)), .cssBlue),
                                           draw(4, Path(ellipseIn: Rect(x: 30, y: 30, width: 20, height: 20)), color)])
        let outer = RenderGroup(id: RenderNodeID(scope: 2, index: 1), transform: AffineTransform(translationX: dx, y: 0),
                                children: [draw(2, Path(Rect(x: 5, y: 5, width: 20, height: 20)), .black), .group(inner)])
        return try RenderTree(nodes: [draw(1, Path(ellipseIn: Rect(x: 70, y: 70, width: 10, height: 10)), .black),
                                      .group(outer)])
    }

    @Test func theFirstChangeIsFoundInsideGroupsThatOnlyMove() throws {
        let before = try Self.nested()
        #expect(before.firstChange(since: before) == nil)
        // The circle, inside two groups that only move what they hold.
        #expect(try Self.nested(color: .cssLime).firstChange(since: before)?.path == [1, 1, 1])
        // A group that moves elsewhere, or clips, is the change itself.
        #expect(try Self.nested(dx: 4).firstChange(since: before)?.path == [1])
        #expect(try Self.nested(clipped: true, color: .cssLime).firstChange(since: before)?.path == [1, 1])
        #expect(try Self.nested(clipped: true, color: .cssLime).firstChange(since: try Self.nested(clipped: true))?.path == [1, 1])
        // The dial: the hand, after the dial's sixteen nodes.
        #expect(try Self.tree(angle: 0.5).firstChange(since: try Self.tree(angle: 0))?.path == [16])
        #expect(try Self.tree(angle: 0, face: .cssLime).firstChange(since: try Self.tree(angle: 0))?.path == [1])
    }

    @Test func nodesWithinGroupsAreDrawnOverTheKeptPixelsFromTheirPlaceOn() throws {
        let trees = try [Color.cssRed, .cssLime, .cssBlue, .cssYellow, .cssOrange].map { try Self.nested(color: $0) }
        let backend = RasterBackend()
        var pixmap = try backend.render(trees[0], size: Size(square: 100))
        for tick in 1..<trees.count {
            backend.render(trees[tick], into: &pixmap, damage: trees[tick].damage(since: trees[tick - 1], canvas: Size(square: 100)))
            #expect(pixmap == (try RasterBackend().render(trees[tick], size: Size(square: 100))), "tick \(tick)")
        }
        #expect(backend.backdrop.boundary?.path == [1, 1, 1] && backend.backdrop.framesServed == 3)
    }
}
