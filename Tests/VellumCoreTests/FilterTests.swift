import Testing
import VellumCore

/// A group's filter chain in the core: its matrices, its checks, and how far it grows bounds
/// and damage.
@Suite struct FilterTests {
    static func id(_ index: UInt32) -> RenderNodeID { RenderNodeID(scope: 1, index: index) }

    static func square(_ index: UInt32, x: Double, y: Double = 10) -> RenderNode {
        .draw(RenderDraw(id: id(index), path: Path(Rect(x: x, y: y, width: 10, height: 10)), paint: .color(.red),
                         kind: .fill(.nonZero)))
    }

    static func tree(_ filters: [Filter], transform: AffineTransform = .identity, x: Double = 100) throws -> RenderTree {
        try RenderTree(nodes: [.group(RenderGroup(id: id(100), transform: transform, filters: filters,
                                                  children: [square(1, x: x)]))])
    }

    @Test func theFilterIsTheFirstCompositingStepAndMakesALayer() {
        let group = RenderGroup(id: Self.id(1), opacity: 0.5, shadow: Shadow(radius: 2), blendMode: .multiply,
                                filters: [.blur(radius: 2), .colorInvert], children: [])
        #expect(group.compositingSteps == [.filter([.blur(radius: 2), .colorInvert]), .shadow(Shadow(radius: 2)),
                                           .opacity(0.5), .blend(.multiply)])
        #expect(RenderGroup(id: Self.id(2), filters: [.grayscale(1)], children: []).isLayer)
    }

    @Test func badFiltersAreTypedErrors() {
        for bad: Filter in [.blur(radius: -1), .blur(radius: .nan), .blur(radius: .infinity), .brightness(.nan),
                            .grayscale(.nan),
                            .hueRotation(.degrees(.infinity)), .colorMultiply(Color(red: .nan, green: 0, blue: 0)),
                            .colorMatrix(ColorMatrix([1, .infinity]))] {
            #expect(throws: RenderError.self, "\(bad)") { try Self.tree([bad]) }
        }
        #expect(throws: Never.self) { try Self.tree([.blur(radius: 0), .contrast(-2), .saturation(3)]) }
    }

    @Test func aBlurGrowsTheBoundsByItsReachInDeviceSpace() throws {
        let plain = try #require(try Self.tree([]).nodes[0].bounds)
        let blurred = try #require(try Self.tree([.blur(radius: 4)]).nodes[0].bounds)
        // Three standard deviations, rounded up, plus one: 13.
        #expect(blurred == plain.insetBy(dx: -13, dy: -13))
        #expect(Filter.blur(radius: 4).reach == 13)
        // Colour matrices reach nowhere.
        #expect(try Self.tree([.colorInvert, .grayscale(1)]).nodes[0].bounds == plain)
        // A group scaled by 2 blurs by twice the radius on the device.
        // The radius is in the space around the group: a group's own transform leaves it, one
        // around it scales it (radius 2 at scale 2 blurs as radius 4 on the device).
        let transform = AffineTransform(scaleX: 2, y: 2)
        let own = try #require(try Self.tree([.blur(radius: 2)], transform: transform).nodes[0].bounds)
        let ownPlain = try #require(try Self.tree([], transform: transform).nodes[0].bounds)
        #expect(own == ownPlain.insetBy(dx: -7, dy: -7))
        let inner = RenderGroup(id: Self.id(100), filters: [.blur(radius: 2)], children: [Self.square(1, x: 100)])
        let outer = try RenderTree(nodes: [.group(RenderGroup(id: Self.id(200), transform: transform,
                                                              children: [.group(inner)]))])
        #expect(outer.nodes[0].bounds == ownPlain.insetBy(dx: -13, dy: -13))
    }

    @Test func aChildMovingInABlurredGroupDamagesWhereItsBlurReaches() throws {
        let damage = try Self.tree([.blur(radius: 4)], x: 120).damage(since: Self.tree([.blur(radius: 4)], x: 100),
                                                                        canvas: Size(width: 400, height: 400))
        guard case .regions(let rects) = damage else { Issue.record("\(damage)"); return }
        let union = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        // The old and new squares (100…130 wide, 10…20 high), each grown by the reach of 13 (cut
        // to the canvas at the top).
        #expect(union.minX <= 100 - 13 && union.maxX >= 130 + 13 && union.minY <= 0 && union.maxY >= 20 + 13,
                "\(union)")
    }

    @Test func theMatricesAreTheSpecsOnes() {
        let red = (1.0, 0.0, 0.0, 1.0)
        func apply(_ f: Filter, _ c: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
            f.matrix!.apply(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        }
        #expect(apply(.grayscale(1), red) == (0.2126, 0.2126, 0.2126, 1))
        let white = apply(.luminanceToAlpha, (1, 1, 1, 1))
        #expect(white.0 == 0 && white.1 == 0 && white.2 == 0 && abs(white.3 - 1) < 1e-9)
        let hue = apply(.hueRotation(.degrees(180)), red)
        #expect(hue.0 == 0 && abs(hue.1 - 0.426) < 1e-9 && abs(hue.2 - 0.426) < 1e-9)
        #expect(apply(.contrast(2), (0.75, 0.5, 0.25, 1)) == (1, 0.5, 0, 1))
        #expect(apply(.brightness(0.25), (0.5, 0.5, 0.5, 0.5)) == (0.75, 0.75, 0.75, 0.5))
        let saturated = apply(.saturation(1), (0.3, 0.6, 0.9, 1))
        #expect(abs(saturated.0 - 0.3) < 1e-9 && abs(saturated.1 - 0.6) < 1e-9 && abs(saturated.2 - 0.9) < 1e-9)
        let grey = apply(.saturation(0), (1, 0, 0, 1))
        #expect(abs(grey.0 - 0.213) < 1e-9 && abs(grey.1 - 0.213) < 1e-9 && abs(grey.2 - 0.213) < 1e-9)
        #expect(Filter.colorMatrix(.identity).matrix == .identity)
    }

    @Test func aGraphicsContextFiltersEachDrawingUntilTheRestore() throws {
        let ctx = GraphicsContext()
        let unit = Path(Rect(x: 0, y: 0, width: 1, height: 1))
        ctx.saveGState()
        ctx.scaleBy(x: 3, y: 3)
        ctx.addFilter(.blur(radius: 2))
        ctx.addFilter(.grayscale(1))
        ctx.fill(unit, with: .color(.red))
        ctx.fill(unit, with: .color(.blue))
        ctx.restoreGState()
        ctx.fill(unit, with: .color(.green))
        let nodes = try ctx.renderTree().nodes
        #expect(nodes.count == 3)
        for node in nodes.prefix(2) {
            guard case .group(let group) = node else { Issue.record("expected a group, got \(node)"); continue }
            // The radius in the user space of the time, scaled by 3.
            #expect(group.filters == [.blur(radius: 6), .grayscale(1)])
            #expect(group.children.count == 1)
        }
        guard case .draw = nodes[2] else { Issue.record("expected an unfiltered drawing, got \(nodes[2])"); return }
    }
}
