import Foundation
import Testing
@testable import VellumCore

private func square(_ x: Double, _ y: Double, _ side: Double) -> Path {
    Path(Rect(x: x, y: y, width: side, height: side))
}

private func close(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

@Suite struct RenderBoundsTests {
    @Test func fillsAreBoundedByTheirCurvesUnderTheTransform() {
        // A circle of radius 10 rotated about its centre keeps a 20 × 20 box (its control
        // points' box would grow to 28 × 28 at 45°).
        let circle = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
        let rotated = AffineTransform(rotationAngle: .degrees(45)).concatenating(AffineTransform(translationX: 50, y: 50))
        #expect(close(RenderBounds.fill(circle, transform: rotated), Rect(x: 40, y: 40, width: 20, height: 20), 1e-3))
        #expect(RenderBounds.fill(Path(), transform: .identity) == nil)
    }

    @Test func strokesReachHalfTheWidthTimesTheJoinAndCapFactor() throws {
        let line = square(10, 10, 20)
        // Square corners turn by 90°: a miter reaches √2 half-widths (plus the flattening
        // tolerance), not the miter limit's ten.
        let miter = StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 10)
        let corner = 2 * 2.0.squareRoot() + Path.defaultTolerance
        #expect(close(RenderBounds.stroke(line, style: miter, transform: .identity),
                      Rect(x: 10 - corner, y: 10 - corner, width: 20 + 2 * corner, height: 20 + 2 * corner), 1e-6))
        // A spike past the miter limit is bevelled: it reaches half the width only.
        var spike = Path()
        spike.addLines([Point(x: 0, y: 0), Point(x: 100, y: 1), Point(x: 0, y: 2)])
        let bevelled = try #require(RenderBounds.stroke(spike, style: miter, transform: .identity))
        #expect(bevelled.maxX < 102.2)
        // A miter limit below 1 bevels every join: it reaches as far as a limit of 1.
        let small = StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 0.5)
        #expect(close(RenderBounds.stroke(line, style: small, transform: .identity), Rect(x: 8, y: 8, width: 24, height: 24)))
        let squareCap = StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .round)
        let reach = 2 * 2.0.squareRoot()
        #expect(close(RenderBounds.stroke(line, style: squareCap, transform: .identity),
                      Rect(x: 10 - reach, y: 10 - reach, width: 20 + 2 * reach, height: 20 + 2 * reach)))
        #expect(RenderBounds.stroke(line, style: StrokeStyle(lineWidth: 0), transform: .identity) == nil)
        // Under a non-uniform scale the reach scales with each axis.
        let scaled = RenderBounds.stroke(line, style: StrokeStyle(lineWidth: 2, lineJoin: .round),
                                         transform: AffineTransform(scaleX: 3, y: 1))
        #expect(close(scaled, Rect(x: 27, y: 9, width: 66, height: 22)))
    }

    @Test func aShadowGrowsByItsOffsetAndBlurReach() {
        let shadow = Shadow(radius: 6, x: 4, y: -2)
        #expect(shadow.blurReach == 10)  // ⌈3σ⌉ + 1 with σ = 3.
        #expect(shadow.extent(of: Rect(x: 20, y: 30, width: 10, height: 10)) == Rect(x: 14, y: 18, width: 30, height: 30))
        #expect(Shadow(radius: 0).blurReach == 1)
    }

    @Test func unionKeepsDegenerateRectanglesAwayFromTheOrigin() {
        let point = Rect(x: 50, y: 60, width: 0, height: 0)
        #expect(point.union(Rect(x: 0, y: 0, width: 10, height: 10)) == Rect(x: 0, y: 0, width: 50, height: 60))
        #expect(Rect.zero.union(Rect(x: 5, y: 5, width: 5, height: 5)) == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(Rect.null.union(point) == point && point.union(.null) == point)
    }
}

@Suite struct RenderTreeTests {
    @Test func treeBoundsComposeClipsShadowsSymbolsAndGroupTransforms() throws {
        let dot = RenderNode.draw(RenderDraw(id: .init(scope: 9, index: 0), path: square(0, 0, 2), paint: .color(.red),
                                             kind: .fill(.nonZero)))
        let use = RenderNode.symbol(RenderSymbolUse(id: .init(scope: 1, index: 0), tag: "dot",
                                                    transform: AffineTransform(scaleX: 10, y: 10)))
        let shadowed = RenderNode.group(RenderGroup(
            id: .init(scope: 1, index: 1), clip: RenderClip(square(0, 0, 15)), shadow: Shadow(radius: 0, x: 30),
            children: [use]))
        let moved = RenderNode.group(RenderGroup(
            id: .init(scope: 1, index: 2), transform: AffineTransform(translationX: 100, y: 0),
            children: [shadowed]))
        let tree = try RenderTree(nodes: [moved], symbols: ["dot": [dot]])
        #expect(tree.symbolBounds["dot"] == Rect(x: 0, y: 0, width: 2, height: 2))
        guard case .group(let outer) = tree.nodes[0], case .group(let inner) = outer.children[0],
              case .symbol(let placed) = inner.children[0] else {
            Issue.record("unexpected structure")
            return
        }
        #expect(placed.bounds == Rect(x: 100, y: 0, width: 20, height: 20))
        // The shadow reaches 30 px right (plus 1), the clip keeps 100…115.
        #expect(inner.bounds == Rect(x: 100, y: 0, width: 15, height: 15))
        #expect(tree.bounds == inner.bounds)
    }

    @Test func identitiesMustBeUnique() {
        let id = RenderNodeID(scope: 3, index: 7)
        let draw = RenderNode.draw(RenderDraw(id: id, path: square(0, 0, 1), paint: .color(.red), kind: .fill(.nonZero)))
        #expect(throws: RenderError.invalidValue(operation: 1, what: "node identity #3.7: it is used twice")) {
            try RenderTree(nodes: [draw, draw])
        }
    }

    @Test("A repeated identity is reported where it is first met again, before any later error")
    func repeatsComeInWalkOrder() {
        func draw(_ index: UInt32, _ x: Double = 0) -> RenderNode {
            .draw(RenderDraw(id: RenderNodeID(scope: 1, index: index), path: square(x, 0, 1), paint: .color(.red),
                             kind: .fill(.nonZero)))
        }
        func twice(_ index: UInt32, at operation: Int) -> RenderError {
            .invalidValue(operation: operation, what: "node identity #1.\(index): it is used twice")
        }
        #expect(throws: twice(2, at: 2)) { try RenderTree(nodes: [draw(1), draw(2), draw(2), draw(1)]) }
        #expect(throws: twice(1, at: 2)) { try RenderTree(nodes: [draw(1), draw(2), draw(1), draw(2)]) }
        // Inside a group, and before a non-finite drawing further on.
        let group = RenderNode.group(RenderGroup(id: RenderNodeID(scope: 2, index: 0), children: [draw(5), draw(5)]))
        #expect(throws: twice(5, at: 1)) { try RenderTree(nodes: [group, draw(6, .nan)]) }
        // A non-finite drawing met first is reported, not the repeat after it.
        #expect(throws: RenderError.nonFinite(operation: 0, what: "fill path coordinates")) {
            try RenderTree(nodes: [draw(6, .nan), group])
        }
        // In a symbol, the repeat is named with the symbol.
        #expect(throws: RenderError.inSymbol(tag: "s", twice(5, at: 1).description)) {
            try RenderTree(nodes: [], symbols: ["s": [draw(5), draw(5), draw(7, .infinity)]])
        }
    }

    @Test("Of several broken symbols, the one first by name is reported, whatever order the table holds them in")
    func brokenSymbolsAreReportedInNameOrder() {
        func broken(_ name: String) -> [RenderNode] {
            [.draw(RenderDraw(id: RenderNodeID(scope: 3, index: 0), path: square(.nan, 0, 1), paint: .color(.red),
                              kind: .fill(.nonZero)))]
        }
        let names = (10..<40).map { "s\($0)" }
        let expected = RenderError.inSymbol(tag: "s10", RenderError.nonFinite(operation: 0, what: "fill path coordinates").description)
        // Thirty tables of the same symbols, built in different orders.
        for shift in 0..<30 {
            let rotated = Array(names[shift...] + names[..<shift])
            let symbols = Dictionary(uniqueKeysWithValues: rotated.map { (Tag($0), broken($0)) })
            #expect(throws: expected) { try RenderTree(nodes: [], symbols: symbols) }
        }
    }

    @Test func overflowingBoundsStayConservativeAndFinite() throws {
        var path = Path()
        path.addLines([Point(x: -1.7e308, y: 0), Point(x: 1.7e308, y: 1), Point(x: 0, y: 50)])
        let context = GraphicsContext()
        context.fill(path, with: .color(.red))
        let tree = try context.renderTree()
        #expect(tree.bounds == RenderBounds.unbounded)
    }

    @Test func theSerialisedFormReadsBackToTheSameTree() throws {
        let list = DisplayList([
            .pushClip(square(0, 0, 50), rule: .evenOdd, transform: .identity),
            .beginLayer(opacity: 0.5, shadow: Shadow(radius: 2, x: 1, y: 1)),
            .fill(square(5, 5, 10), paint: .color(.red), rule: .nonZero, transform: .identity),
            .useSymbol("s", transform: AffineTransform(translationX: 3, y: 4)),
            .endLayer,
            .popClip,
            .stroke(square(1, 1, 3), paint: .color(.blue), style: StrokeStyle(lineWidth: 2), transform: .identity),
        ], symbols: ["s": DisplayList([.fill(square(0, 0, 1), paint: .color(.green), rule: .nonZero,
                                             transform: .identity)])])
        let tree = try RenderTree(list)
        #expect(tree.displayList == list)
        // The clip and the layer that open and close together became one group.
        #expect(tree.nodes.count == 2)
        #expect(try RenderTree(tree.displayList) == tree)
    }
}

@Suite struct CanvasSizeTests {
    @Test func everyBackendSharesOneRule() throws {
        #expect(throws: CanvasError.nonPositiveSize(width: 0, height: 10)) { try CanvasSize(Size(width: 0, height: 10)) }
        #expect(throws: CanvasError.nonFiniteSize(width: .infinity, height: 1)) {
            try CanvasSize(Size(width: .infinity, height: 1))
        }
        #expect(throws: CanvasError.sideTooLong(width: 40_000, height: 1, limit: CanvasSize.maxSide)) {
            try CanvasSize(Size(width: 40_000, height: 1))
        }
        let rounded = try CanvasSize(Size(width: 10.2, height: 3))
        #expect(rounded.width == 11 && rounded.height == 3)
    }
}

@Suite struct GraphicsContextTreeTests {
    @Test func clipsAndLayersNestAsGroups() throws {
        let context = GraphicsContext()
        context.saveGState()
        context.clip(to: square(0, 0, 50))
        context.drawLayer(opacity: 0.5) { layer in
            layer.clip(to: square(10, 10, 20))
            layer.fill(square(0, 0, 40), with: .color(.red))
        }
        context.fill(square(0, 0, 5), with: .color(.blue))
        context.restoreGState()
        context.fill(square(60, 60, 5), with: .color(.green))
        let tree = try context.renderTree()
        guard tree.nodes.count == 2, case .group(let clip) = tree.nodes[0], clip.clip != nil, !clip.isLayer,
              clip.children.count == 2, case .group(let layer) = clip.children[0], layer.isLayer,
              case .group(let innerClip) = layer.children[0], innerClip.clip != nil else {
            Issue.record("unexpected structure: \(tree.nodes)")
            return
        }
        #expect(innerClip.children.count == 1)
    }

    @Test func theSameDrawingHasTheSameIdentities() throws {
        func draw() throws -> RenderTree {
            let context = GraphicsContext()
            context.fill(square(0, 0, 5), with: .color(.red))
            context.drawLayer(opacity: 0.5) { $0.stroke(square(1, 1, 2), with: .color(.blue)) }
            return try context.renderTree()
        }
        let a = try draw(), b = try draw()
        #expect(a.nodes.map(\.id) == b.nodes.map(\.id))
        #expect(a == b)
    }
}

@Suite struct CoreGraphicsVerbTests {
    @Test func stateSettersReachTheRecordedStroke() throws {
        let context = GraphicsContext()
        context.concatenate(AffineTransform(translationX: 5, y: 0))
        context.setStrokePaint(.color(.red))
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineJoin(.bevel)
        context.setMiterLimit(2)
        context.setLineDash(phase: 1, lengths: [4, 2])
        context.move(to: Point(x: 0, y: 0))
        context.addLine(to: Point(x: 10, y: 0))
        context.strokePath()
        guard case .stroke(let path, let paint, let style, let transform) = context.displayList.operations.first else {
            Issue.record("no stroke recorded")
            return
        }
        #expect(paint == .color(.red) && transform == AffineTransform(translationX: 5, y: 0))
        #expect(style == StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 2, dash: [4, 2],
                                     dashPhase: 1))
        #expect(path.applying(transform).boundingRect == Rect(x: 5, y: 0, width: 10, height: 0))
    }

    @Test func beginPathDiscardsAndClipUsingClipsToTheCurrentPath() throws {
        let context = GraphicsContext()
        context.setFillPaint(.color(.blue))
        context.addRect(Rect(x: 0, y: 0, width: 99, height: 99))
        context.beginPath()
        context.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        context.clip(using: .evenOdd)
        context.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        context.fillPath()
        #expect(context.displayList.operations == [
            .pushClip(Path(Rect(x: 0, y: 0, width: 10, height: 10)), rule: .evenOdd, transform: .identity),
            .fill(Path(Rect(x: 0, y: 0, width: 20, height: 20)), paint: .color(.blue), rule: .nonZero, transform: .identity),
            .popClip,
        ])
    }
}
