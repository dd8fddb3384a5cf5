import Testing
import Vellum
@testable import VellumScene
import VellumCore
import VellumRaster

/// A bar whose height, colour, offset, turn and trim an update changes.
struct AnimatedBar: Node {
    var height: Double
    var color: Color = .red
    var offset = 0.0
    var turn = 0.0
    var trim = 1.0

    var body: some Node {
        ZStack {
            Rectangle().fill(color).frame(width: 20, height: height)
                .offset(x: offset).rotationEffect(.degrees(turn))
            Circle().trim(from: 0, to: trim).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40).tag("ring")
        }
        .frame(width: 100, height: 100)
    }
}

/// Animated updates: `withAnimation`, `.animation(_:value:)`, what a frame shows part of the way,
/// and incremental frames equal to full renders.
@Suite struct AnimatedUpdateTests {
    static let canvas = Size(width: 100, height: 100)

    /// The drawings of the tree, by scene node path order.
    static func draws(_ tree: RenderTree) -> [RenderDraw] {
        func collect(_ nodes: [RenderNode]) -> [RenderDraw] {
            nodes.flatMap { node -> [RenderDraw] in
                switch node {
                case .draw(let draw): [draw]
                case .group(let group): collect(group.children)
                case .symbol: []
                }
            }
        }
        return collect(tree.nodes)
    }

    /// The bar's device rectangle and colour in the scene's current frame.
    static func bar(_ scene: Scene) throws -> (rect: Rect, color: Color) {
        let draw = try #require(draws(try scene.renderTree(size: canvas)).first)
        guard case .color(let color) = draw.paint else { throw SceneError.unknownTag(Tag("paint")) }
        return (draw.path.boundingRect.applying(draw.transform), color)
    }

    static func scene(_ bar: AnimatedBar) -> Scene {
        Scene { bar.tag("bar") }
    }

    @Test func withAnimationMovesTheFramePartOfTheWay() throws {
        let scene = Self.scene(AnimatedBar(height: 20))
        _ = try scene.renderTree(size: Self.canvas)
        try withAnimation(.linear(duration: 1)) {
            try scene.update("bar", as: AnimatedBar.self) { $0.height = 80 }
        }
        #expect(scene.isAnimating)
        #expect(close(try Self.bar(scene).rect.height, 20), "the first frame shows the old state")
        try scene.advanceAnimations(by: 0.25)
        #expect(close(try Self.bar(scene).rect.height, 35))
        #expect(close(try Self.bar(scene).rect.midY, 50), "the bar stays centred")
        try scene.advanceAnimations(by: 0.75)
        #expect(!scene.isAnimating)
        #expect(close(try Self.bar(scene).rect.height, 80))
    }

    @Test func anUpdateOutsideAnyAnimationShowsAtOnce() throws {
        let scene = Self.scene(AnimatedBar(height: 20))
        _ = try scene.renderTree(size: Self.canvas)
        try scene.update("bar", as: AnimatedBar.self) { $0.height = 80 }
        #expect(!scene.isAnimating)
        #expect(close(try Self.bar(scene).rect.height, 80))
        #expect(try scene.advanceAnimations(by: 1) == .none)
    }

    @Test func coloursBlendInLinearLight() throws {
        let scene = Self.scene(AnimatedBar(height: 20, color: Color(red: 1, green: 0, blue: 0)))
        _ = try scene.renderTree(size: Self.canvas)
        try withAnimation(.linear(duration: 1)) {
            try scene.update("bar", as: AnimatedBar.self) { $0.color = Color(red: 0, green: 0, blue: 1) }
        }
        try scene.advanceAnimations(by: 0.5)
        let color = try Self.bar(scene).color
        // Half of linear 1 and 0, encoded: 0.735 (computed independently).
        #expect(close(color.red, 0.7353569830524495, 1e-9) && close(color.blue, 0.7353569830524495, 1e-9))
    }

    @Test(arguments: [(30.0, 0.0), (0, 90), (0, -170)])
    func anOffsetOrATurnMovesAsItsValueWould(offset: Double, turn: Double) throws {
        let scene = Self.scene(AnimatedBar(height: 40))
        _ = try scene.renderTree(size: Self.canvas)
        try withAnimation(.easeInOut(duration: 1)) {
            try scene.update("bar", as: AnimatedBar.self) { $0.offset = offset; $0.turn = turn }
        }
        try scene.advanceAnimations(by: 0.5)
        let halfway = try #require(Self.draws(try scene.renderTree(size: Self.canvas)).first)
        let expected = Self.scene(AnimatedBar(height: 40, offset: offset / 2, turn: turn / 2))
        let fresh = try #require(Self.draws(try expected.renderTree(size: Self.canvas)).first)
        #expect(close(halfway.transform, fresh.transform, 1e-9))
    }

    @Test func aTrimGrowsAlongItsArc() throws {
        let scene = Self.scene(AnimatedBar(height: 20, trim: 0.25))
        _ = try scene.renderTree(size: Self.canvas)
        try withAnimation(.linear(duration: 1)) {
            try scene.update("bar", as: AnimatedBar.self) { $0.trim = 0.75 }
        }
        try scene.advanceAnimations(by: 0.5)
        let ring = try #require(Self.draws(try scene.renderTree(size: Self.canvas)).last)
        let half = Circle().trim(from: 0, to: 0.5).path(in: Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(ring.path == half)
    }

    @Test func theAnimationModifierAnimatesOnlyWhereItsValueChanged() throws {
        struct Pair: Node {
            var left: Double
            var right: Double
            var body: some Node {
                HStack(spacing: 0) {
                    Rectangle().frame(width: 10, height: left).animation(.linear(duration: 1), value: left)
                    Rectangle().frame(width: 10, height: right)
                }
                .frame(width: 20, height: 100, alignment: .top)
            }
        }
        let scene = Scene { Pair(left: 10, right: 10).tag("pair") }
        _ = try scene.renderTree(size: Self.canvas)
        try scene.update("pair", as: Pair.self) { $0.left = 50; $0.right = 50 }
        try scene.advanceAnimations(by: 0.5)
        let heights = Self.draws(try scene.renderTree(size: Self.canvas)).map(\.path.boundingRect.height)
        #expect(heights.count == 2 && close(heights[0], 30) && close(heights[1], 50))
    }

    @Test func animationNilInTheModifierStopsATransactionsAnimation() throws {
        let scene = Scene { Rectangle().frame(width: 10, height: 10).animation(nil, value: 1).tag("r") }
        _ = try scene.renderTree(size: Self.canvas)
        try withAnimation(.linear(duration: 1)) {
            try scene.replace("r", with: Rectangle().frame(width: 10, height: 50).animation(nil, value: 2))
        }
        #expect(close(try #require(Self.draws(try scene.renderTree(size: Self.canvas)).first).path.boundingRect.height, 50))
    }

    @Test func aShapesAnimatableDataIsBlended() throws {
        struct Bars: Shape, Node {
            var count: Double
            var animatableData: Double {
                get { count }
                set { count = newValue }
            }
            func path(in rect: Rect) -> Path {
                Path { $0.addRect(Rect(x: 0, y: 0, width: rect.width * count / 10, height: rect.height)) }
            }
        }
        let scene = Scene { Bars(count: 2).frame(width: 100, height: 10).tag("bars") }
        _ = try scene.renderTree(size: Self.canvas)
        try withAnimation(.linear(duration: 2)) {
            try scene.replace("bars", with: Bars(count: 6).frame(width: 100, height: 10))
        }
        try scene.advanceAnimations(by: 1)
        #expect(close(try #require(Self.draws(try scene.renderTree(size: Self.canvas)).first).path.boundingRect.width, 40))
    }

    @Test func incrementalFramesEqualFullRenders() throws {
        let scene = Self.scene(AnimatedBar(height: 20, color: .red, trim: 0.1))
        var frames = try FrameSequence(scene: scene, size: Self.canvas)
        try frames.next { scene in
            try withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) {
                try scene.update("bar", as: AnimatedBar.self) {
                    $0 = AnimatedBar(height: 70, color: .blue, offset: 20, turn: 30, trim: 0.9)
                }
            }
        }
        var damaged = 0
        for step in 1...24 {
            let damage = try frames.next { try $0.advanceAnimations(by: 1.0 / 30) }
            if damage != .none { damaged += 1 }
            let full = try RasterBackend().render(try scene.renderTree(size: Self.canvas), size: Self.canvas)
            #expect(frames.frame.bytes == full.bytes, "frame \(step)")
        }
        #expect(damaged == 24)
    }

    @Test func badAnimationsAndTimesAreErrors() throws {
        let scene = Self.scene(AnimatedBar(height: 20))
        _ = try scene.renderTree(size: Self.canvas)
        #expect(throws: SceneError.invalidValue(path: "withAnimation", message: "animation speed -1.0 is not a positive finite number")) {
            try withAnimation(.linear.speed(-1)) { try scene.update("bar", as: AnimatedBar.self) { $0.height = 40 } }
        }
        #expect(close(try Self.bar(scene).rect.height, 20), "the update did not happen")
        #expect(throws: SceneError.invalidValue(path: "advanceAnimations(by:)",
                                                message: "-1.0 is not a finite number of seconds of at least 0")) {
            try scene.advanceAnimations(by: -1)
        }
        let modifier = Scene { Rectangle().animation(.linear(duration: .nan), value: 1) }
        #expect(throws: SceneError.self) { try modifier.renderTree(size: Self.canvas) }
    }
}
