import Testing
@testable import VellumScene
import VellumCore

/// An equatable component drawing a disc on a canvas that counts its recordings (a
/// ``BodyCount`` of the canvas's closure); the count is not part of its value.
struct Dial: Node, Equatable {
    var color: Color
    var count: BodyCount

    static func == (a: Dial, b: Dial) -> Bool { a.color == b.color }

    var body: some Node {
        Canvas { context, size in
            count.value += 1
            context.fill(Path(ellipseIn: Rect(size: size)), with: .color(color))
        }
        .frame(width: 40, height: 40)
    }
}

/// A dial positioned after a bar, so that the bar's width moves it within its parent (at the
/// same proposal), and a needle over the middle.
struct Gauge: Node {
    var angle: Double
    var dial: Dial
    var barWidth = 10.0

    var body: some Node {
        ZStack {
            Rectangle().fill(.green).frame(width: barWidth, height: 10)
            dial.position(x: 20 + barWidth, y: 30)
            Rectangle().fill(.red).frame(width: 4, height: 30).rotationEffect(.radians(angle))
        }
        .frame(width: 120, height: 60)
    }
}

/// A component taken back unchanged by an update keeps its recording: its canvas is not drawn
/// again — and the scene records what a fresh scene records. Moved or changed, it is recorded
/// anew.
@Suite struct KeptRecordingTests {
    static let canvas = Size(width: 120, height: 60)

    static func fresh(_ gauge: Gauge) throws -> RenderTree {
        var gauge = gauge
        gauge.dial.count = BodyCount()
        return try Scene { gauge.tag("gauge") }.renderTree(size: canvas)
    }

    @Test func anUnchangedComponentIsNotDrawnAgain() throws {
        let count = BodyCount()
        let scene = Scene { Gauge(angle: 0, dial: Dial(color: .blue, count: count)).tag("gauge") }
        _ = try scene.renderTree(size: Self.canvas)
        #expect(count.value == 1)
        var before = try scene.renderTree(size: Self.canvas)
        for step in 1...3 {
            let gauge = Gauge(angle: Double(step) * 0.3, dial: Dial(color: .blue, count: count))
            let damage = try scene.replace("gauge", with: gauge)
            let tree = try scene.renderTree(size: Self.canvas)
            #expect(tree == (try Self.fresh(gauge)))
            #expect(damage == tree.damage(since: before, canvas: Self.canvas))
            before = tree
        }
        #expect(count.value == 1)
        // Hit testing still finds the dial, recorded by the first pass only.
        let hit = try scene.hitTest(at: Point(x: 20, y: 40))
        #expect(hit?.node.behavior.name == "Canvas")
    }

    @Test func aMovedOrChangedComponentIsDrawnAgain() throws {
        let count = BodyCount()
        let scene = Scene { Gauge(angle: 0, dial: Dial(color: .blue, count: count)).tag("gauge") }
        _ = try scene.renderTree(size: Self.canvas)
        let moved = Gauge(angle: 0, dial: Dial(color: .blue, count: count), barWidth: 30)
        try scene.replace("gauge", with: moved)
        #expect(count.value == 2)
        #expect(try scene.renderTree(size: Self.canvas) == Self.fresh(moved))
        let recoloured = Gauge(angle: 0, dial: Dial(color: .orange, count: count), barWidth: 30)
        try scene.replace("gauge", with: recoloured)
        #expect(count.value == 3)
        #expect(try scene.renderTree(size: Self.canvas) == Self.fresh(recoloured))
        // A new canvas size places everything again.
        let wide = Size(width: 200, height: 60)
        var again = recoloured
        again.dial.count = BodyCount()
        #expect(try scene.renderTree(size: wide) == Scene { again.tag("gauge") }.renderTree(size: wide))
        #expect(count.value == 4)
    }

    @Test func aCanvasDrawingMadeNonFiniteIsRejectedThoughTheOneBeforeWasChecked() throws {
        struct Mark: Node {
            var x: Double
            var body: some Node {
                Canvas { context, _ in
                    context.fill(Path(Rect(x: 5, y: 5, width: 10, height: 10)), with: .color(.black))
                    context.fill(Path(Rect(x: x, y: 5, width: 10, height: 10)), with: .color(.black))
                }
            }
        }
        let scene = Scene { Mark(x: 20).tag("mark") }
        let before = try scene.renderTree(size: Self.canvas)
        #expect(throws: SceneError.self) { try scene.replace("mark", with: Mark(x: .nan)) }
        #expect(try scene.renderTree(size: Self.canvas) == before)
        // The unchanged first square takes its check from the recording before.
        try scene.replace("mark", with: Mark(x: 40))
        #expect(try scene.renderTree(size: Self.canvas) == Scene { Mark(x: 40).tag("mark") }.renderTree(size: Self.canvas))
    }
}
