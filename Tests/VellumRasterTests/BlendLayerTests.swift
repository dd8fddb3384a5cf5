import Testing
import VellumCore
@testable import VellumRaster

/// Layers composited by a blend mode: each pixel is the shared formula applied to what the layer
/// and the backdrop hold there, a mode acting outside the layer's drawing acts on the group's
/// bounds and no further, and region and band frames keep a whole frame's bytes.
@Suite struct BlendLayerTests {
    static let backdrop = Color(red8: 40, green8: 160, blue8: 220).opacity(0.8)
    static let source = Color(red8: 230, green8: 120, blue8: 20).opacity(0.6)

    /// A backdrop rectangle, then a layer blended by `mode` holding two rectangles far apart.
    static func operations(_ mode: BlendMode, opacity: Double = 1) -> [DrawOperation] {
        [
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 60)), backdrop),
            .beginLayer(opacity: opacity, blendMode: mode),
            fill(Path(Rect(x: 10, y: 10, width: 20, height: 80)), source),
            fill(Path(Rect(x: 70, y: 50, width: 20, height: 20)), source),
            .endLayer,
        ]
    }

    static func bytes(_ p: RGBA8) -> SIMD4<UInt8> { SIMD4(p.r, p.g, p.b, p.a) }

    @Test(arguments: BlendMode.allCases)
    func eachPixelIsTheFormulaOfTheLayerAndBackdropPixels(mode: BlendMode) throws {
        let blended = try render(Self.operations(mode))
        let below = try render([fill(Path(Rect(x: 0, y: 0, width: 100, height: 60)), Self.backdrop)])
        let layer = try render(Array(Self.operations(mode)[2...3]))
        // Layer over backdrop, layer alone, backdrop alone, neither (inside the bounds), outside.
        for (x, y) in [(20, 30), (20, 75), (50, 30), (50, 80), (95, 95)] {
            let expected: SIMD4<UInt8> = x == 95
                ? Self.bytes(below.pixel(x: x, y: y))
                : mode.composite(Self.bytes(layer.pixel(x: x, y: y)), onto: Self.bytes(below.pixel(x: x, y: y)))
            #expect(Self.bytes(blended.pixel(x: x, y: y)) == expected, "\(mode) at (\(x), \(y))")
        }
    }

    @Test func theLayersOpacityScalesItBeforeItBlends() throws {
        let half = try render(Self.operations(.multiply, opacity: 0.5))
        let below = try render([fill(Path(Rect(x: 0, y: 0, width: 100, height: 60)), Self.backdrop)])
        let layer = try render([.beginLayer(opacity: 0.5), Self.operations(.normal)[2], .endLayer])
        #expect(Self.bytes(half.pixel(x: 20, y: 30))
                == BlendMode.multiply.composite(Self.bytes(layer.pixel(x: 20, y: 30)), onto: Self.bytes(below.pixel(x: 20, y: 30))))
    }

    @Test func destinationInClearsTheBackdropInsideTheGroupsBoundsOnly() throws {
        let pixmap = try render(Self.operations(.destinationIn))
        #expect(pixmap.alpha(50, 30) == 0)  // between the rectangles, inside the bounds
        #expect(pixmap.alpha(5, 30) > 0)  // left of the bounds
        #expect(pixmap.alpha(20, 30) > 0)  // under the layer
    }

    @Test func aClipBoundsWhereTheBackdropChanges() throws {
        let pixmap = try render([
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), Self.backdrop),
            .pushClip(Path(Rect(x: 0, y: 0, width: 50, height: 100)), rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 1, blendMode: .clear),
            fill(Path(Rect(x: 10, y: 10, width: 80, height: 80)), Self.source),
            .endLayer,
            .popClip,
        ])
        #expect(pixmap.alpha(30, 50) == 0 && pixmap.alpha(70, 50) > 0)
    }

    /// A gradient backdrop, a multiplied group that moves by `step` and a destination-in group
    /// one of whose two children moves, so its bounds change.
    static func movingTree(step: Int) throws -> RenderTree {
        func id(_ i: UInt32) -> RenderNodeID { RenderNodeID(scope: 1, index: i) }
        let shift = Double(step * 7)
        let gradient = Paint.linearGradient(LinearGradient(gradient: Gradient(colors: [.white, .cssBlue, .cssRed]),
                                                           start: .zero, end: Point(x: 160, y: 120)))
        let back = RenderNode.draw(RenderDraw(id: id(0), path: Path(Rect(x: 0, y: 0, width: 160, height: 120)),
                                              paint: gradient, kind: .fill(.nonZero)))
        let multiplied = RenderNode.group(RenderGroup(id: id(1), transform: AffineTransform(translationX: shift, y: 5),
                                                      blendMode: .multiply, children: [
            .draw(RenderDraw(id: id(2), path: Path(ellipseIn: Rect(x: 10, y: 10, width: 50, height: 40)),
                             paint: .color(source), kind: .fill(.nonZero))),
        ]))
        let clearing = RenderNode.group(RenderGroup(id: id(3), blendMode: .destinationIn, children: [
            .draw(RenderDraw(id: id(4), path: Path(Rect(x: 90, y: 70, width: 20, height: 20)), paint: .color(.black),
                             kind: .fill(.nonZero))),
            .draw(RenderDraw(id: id(5), path: Path(Rect(x: 100 + shift / 2, y: 20 + shift, width: 15, height: 15)),
                             paint: .color(.black), kind: .fill(.nonZero))),
        ]))
        return try RenderTree(nodes: [back, multiplied, clearing])
    }

    @Test(arguments: [1, 2])
    func regionFramesOfMovingBlendedGroupsAreWholeFrames(threads: Int) throws {
        let size = Size(width: 160, height: 120)
        let trees = try (0..<8).map { try Self.movingTree(step: $0) }
        let backend = RasterBackend(threads: threads)
        var pixmap = try backend.render(trees[0], size: size)
        for tick in 1..<trees.count {
            let damage = trees[tick].damage(since: trees[tick - 1], canvas: size)
            backend.render(trees[tick], into: &pixmap, damage: damage)
            #expect(pixmap == (try RasterBackend().render(trees[tick], size: size)), "tick \(tick)")
        }
        #expect(try RasterBackend(threads: 3).render(trees[3], size: size)
                == (try RasterBackend().render(trees[3], size: size)))
    }

    @Test func aBlendModeSurvivesTheDisplayList() throws {
        let tree = try RenderTree(DisplayList(Self.operations(.hue)))
        guard case .group(let group) = tree.nodes[1] else { Issue.record("no group"); return }
        #expect(group.blendMode == .hue && group.compositingSteps == [.blend(.hue)])
        #expect(try RenderTree(tree.displayList) == tree)
    }
}
