import Foundation
import Vellum
import VellumComponents

/// What the retained render tree saves, measured frame by frame (`vellum bench --retained`):
/// cold frames (every node prepared again), warm frames (prepared geometry taken from the
/// cache), frames of an unchanged scene (the trees compared, nothing redrawn), and a clock
/// ticking by one second, redrawn where the damage says against a whole frame.
enum RetainedBench {
    /// Median milliseconds of cold, warm and unchanged frames of one scene.
    struct SceneTimes {
        var cold: Double, warm: Double, unchanged: Double
    }

    /// Times one imported scene.
    static func times(of tree: RenderTree, size: Size, budget: Double, minFrames: Int) throws -> SceneTimes {
        let backend = RasterBackend()
        var pixmap = try backend.render(tree, size: size)
        let cold = Timing.median(budget: budget, minFrames: minFrames) {
            backend.forgetPreparedGeometry()
            pixmap.clear()
            backend.render(tree, into: &pixmap)
        }
        let warm = Timing.median(budget: budget, minFrames: minFrames) {
            pixmap.clear()
            backend.render(tree, into: &pixmap)
        }
        let unchanged = Timing.median(budget: budget, minFrames: minFrames) {
            backend.render(tree, into: &pixmap, damage: tree.damage(since: tree, canvas: size))
        }
        return SceneTimes(cold: cold, warm: warm, unchanged: unchanged)
    }

    /// Median milliseconds of a clock of `side` pixels ticking by one second: the whole frame
    /// (the component's content as a new scene, built, laid out, recorded and drawn cold), its
    /// render alone (drawn cold), the update and the redraw of the damage.
    ///
    /// Cold draws are the scenes' cold frames: one backend with its prepared geometry forgotten,
    /// onto one pixmap cleared — what an app drawing every frame from scratch pays, its buffers
    /// kept as every renderer keeps them (a new backend and pixmap per frame would add their
    /// allocation and first-touch page faults, and flatter the tick).
    ///
    /// The tick is the clock component's own: its body is a `TimelineView` ticking every second,
    /// so the update is ``Scene/advance(to:)`` one second on — the timeline's content refreshed in
    /// place (its nodes and sizes kept), the hands' canvas recorded again, the trees compared —
    /// as an app showing the clock runs it.
    static func clockTick(side: Double, budget: Double, minFrames: Int) throws
        -> (full: Double, render: Double, update: Double, redraw: Double, damage: Damage) {
        let clock = try VellumCommandLine.components.component(named: "clock")
        let size = Size(square: side)
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let first = try clock.build(["time": ISO8601DateFormatter().string(from: start)], size: size)
        let scene = Scene(symbols: first.symbols) { first.content.tag("clock") }
        var tree = try scene.renderTree(size: size)
        let coldBackend = RasterBackend()
        var coldPixmap = try coldBackend.render(tree, size: size)
        func drawCold(_ tree: RenderTree) {
            coldBackend.forgetPreparedGeometry()
            coldPixmap.clear()
            coldBackend.render(tree, into: &coldPixmap)
        }
        // The component's content from scratch: a new scene built, laid out and recorded, and
        // drawn cold. Its parameters are parsed once, outside (formatting and parsing the time
        // were a third of a whole frame's instructions).
        let full = try Timing.median(budget: budget, minFrames: minFrames) { () throws in
            let fresh = Scene(symbols: first.symbols) { first.content.tag("clock") }
            drawCold(try fresh.renderTree(size: size))
        }
        let render = Timing.median(budget: budget, minFrames: minFrames) { drawCold(tree) }
        let backend = RasterBackend()
        var pixmap = try backend.render(tree, size: size)
        var second = 0
        var damage = Damage.none
        var updates: [Double] = [], redraws: [Double] = []
        let clockTime = ContinuousClock()
        let end = clockTime.now + .milliseconds(Int64(budget * 1000))
        while updates.count < minFrames || clockTime.now < end {
            second += 1
            var newTree = tree
            updates.append(try clockTime.measure {
                damage = try scene.advance(to: start + Double(second))
                newTree = try scene.renderTree(size: size)
            }.milliseconds)
            redraws.append(clockTime.measure { backend.render(newTree, into: &pixmap, damage: damage) }.milliseconds)
            tree = newTree
        }
        return (full, render, Timing.median(updates), Timing.median(redraws), damage)
    }
}

/// Frame timing as peers.py does it: frames timed one by one until the budget is spent and at
/// least the fewest frames were timed.
enum Timing {
    static func median(budget: Double, minFrames: Int, _ frame: () throws -> Void) rethrows -> Double {
        median(try frames(budget: budget, minFrames: minFrames, frame))
    }

    /// The times in ms of frames drawn after two warm-up frames, one by one until `budget`
    /// seconds have passed and at least `minFrames` were timed.
    static func frames(budget: Double, minFrames: Int, _ frame: () throws -> Void) rethrows -> [Double] {
        let clock = ContinuousClock()
        for _ in 0..<2 { try frame() }
        var times: [Double] = []
        let end = clock.now + .milliseconds(Int64(budget * 1000))
        while times.count < minFrames || clock.now < end {
            times.append(try clock.measure { try frame() }.milliseconds)
        }
        return times
    }

    /// The median as Python's `statistics.median` takes it: the mean of the middle two of an even count.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double { seconds * 1e3 }
}
