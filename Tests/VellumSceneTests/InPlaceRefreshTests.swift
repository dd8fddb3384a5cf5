import Foundation
import Testing
import Vellum

/// A `TimelineView` whose content keeps its structure from one entry to the next refreshes it in
/// place: the nodes, their sizes and the recordings of the unchanged parts are kept, and only
/// the canvas given a new closure draws again — while every frame stays what a fresh scene draws.
@Suite struct InPlaceRefreshTests {
    static let start = TimelineScheduleTests.start
    static let size = Size(square: 64)

    /// How many times each canvas closure ran: the face's (an equatable ``Dial``, which does not
    /// change with the time) and the hand's.
    final class Runs: @unchecked Sendable {
        let face = BodyCount()
        var hand = 0
    }

    /// The symbol the hand's canvas draws: equatable, so a refresh keeps it as it is.
    struct Dot: Node, Equatable {
        var body: some Node { Circle().fill(.black).frame(width: 8, height: 8) }
    }

    /// A watch: the face, and a hand turned by the seconds since `start` on a canvas of its own,
    /// with a fixed symbol; or, with `marked`, a bar in front (another structure).
    struct Watch: Node {
        var date: Date
        let runs: Runs
        var marked = false

        var body: some Node {
            GeometryReader { proxy in
                ZStack {
                    Dial(color: .blue, count: runs.face)
                    Canvas { context, size in
                        runs.hand += 1
                        let angle = date.timeIntervalSince(InPlaceRefreshTests.start) * .pi / 30
                        let center = Point(x: size.width / 2, y: size.height / 2)
                        let tip = Point(x: center.x + sin(angle) * proxy.size.width * 0.4,
                                        y: center.y - cos(angle) * proxy.size.height * 0.4)
                        var hand = Path()
                        hand.move(to: center)
                        hand.addLine(to: tip)
                        context.stroke(hand, with: .color(.red), lineWidth: 3)
                        context.draw(symbol: "dot", at: Point(x: center.x - 4, y: center.y - 4))
                    } symbols: {
                        Dot().tag("dot")
                    }
                    if marked { Rectangle().fill(.green).frame(width: 10, height: 10) }
                }
            }
            .aspectRatio(1, contentMode: .fit)
        }
    }

    static func scene(runs: Runs, markedFrom marked: Double = .infinity) -> Scene {
        Scene {
            TimelineView(.everySecond) { context in
                Watch(date: context.date, runs: runs, marked: context.date.timeIntervalSince(start) >= marked)
            }
        }
    }

    /// What a scene built at `date` draws from nothing.
    static func fullRender(at date: Date, markedFrom marked: Double = .infinity) throws -> Pixmap {
        let scene = scene(runs: Runs(), markedFrom: marked)
        try scene.advance(to: date)
        return try scene.render(size: size, backend: RasterBackend())
    }

    /// The canvas of the hand: the second child of the stack inside the reader.
    static func handCanvas(_ scene: Scene) throws -> SceneNode {
        var node = try scene.root()
        while !node.path.hasSuffix("ZStack") { node = node.children[0] }
        return node.children[1]
    }

    @Test func aTickRunsOnlyTheChangedCanvasAndKeepsTheNodesAndTheirSizes() throws {
        let runs = Runs()
        let scene = Self.scene(runs: runs)
        try scene.advance(to: Self.start)
        var frames = try FrameSequence(scene: scene, size: Self.size)
        let hand = try Self.handCanvas(scene)
        let passes = scene.layoutPassCount
        for second in 1...4 {
            let date = Self.start + Double(second)
            let damage = try frames.next { try $0.advance(to: date) }
            guard case .regions = damage else {
                Issue.record("second \(second): damage \(damage), expected the hand's region"); return
            }
            #expect(try Self.handCanvas(scene) === hand, "second \(second): the hand's canvas node is kept")
            let equal = frames.frame.bytes == (try Self.fullRender(at: date)).bytes
            #expect(equal, "second \(second)")
        }
        #expect(runs.face.value == 1, "the face's canvas drew once")
        #expect(runs.hand == 5, "the hand's canvas drew once a tick")
        #expect(scene.layoutPassCount == passes, "no size computed again")
    }

    @Test func aTickThatChangesTheStructureBuildsTheContentAgain() throws {
        let runs = Runs()
        let scene = Self.scene(runs: runs, markedFrom: 2)
        try scene.advance(to: Self.start)
        var frames = try FrameSequence(scene: scene, size: Self.size)
        let hand = try Self.handCanvas(scene)
        for second in 1...3 {
            let date = Self.start + Double(second)
            try frames.next { try $0.advance(to: date) }
            let equal = frames.frame.bytes == (try Self.fullRender(at: date, markedFrom: 2)).bytes
            #expect(equal, "second \(second)")
        }
        // The bar appeared at 2 s: the content was built again (the face still taken back).
        #expect(try Self.handCanvas(scene) !== hand)
        #expect(runs.face.value == 1)
    }
}
