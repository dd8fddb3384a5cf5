import Foundation
import Testing
@testable import VellumScene
import VellumCore

/// Counts how often a component's body is asked for: how often its nodes were built.
final class BodyCount: @unchecked Sendable {
    var value = 0
}

/// An equatable component whose body counts itself; the count is not part of its value.
struct Label: Node, Equatable {
    var text: String
    var count: BodyCount

    static func == (a: Label, b: Label) -> Bool { a.text == b.text }

    var body: some Node {
        count.value += 1
        return VStack { Rectangle().fill(.blue).frame(width: Double(text.count) * 8, height: 12) }
    }
}

/// A row whose `step` changes on every update while its label stays.
struct Row: Node {
    var step: Int
    var label: Label
    var duplicateTag = false

    var body: some Node {
        HStack(spacing: 4) {
            Rectangle().fill(.red).frame(width: Double(10 + step), height: 10)
            label.tag("label")
            if duplicateTag { Circle().tag("label") }
        }
    }
}

/// Components built again unchanged keep their nodes: their bodies are not asked for, their
/// sizes not computed again — and the scene records what a fresh scene records.
@Suite struct ReusableNodesTests {
    static let canvas = Size(width: 200, height: 60)

    @Test func anUnchangedComponentKeepsItsNodesThroughAnUpdate() throws {
        let count = BodyCount()
        let scene = Scene { Row(step: 0, label: Label(text: "day", count: count)).tag("row") }
        _ = try scene.renderTree(size: Self.canvas)
        let label = try scene.node(tagged: "label")
        for step in 1...3 {
            try scene.replace("row", with: Row(step: step, label: Label(text: "day", count: count)))
            #expect(try scene.node(tagged: "label") === label)
            let fresh = Scene { Row(step: step, label: Label(text: "day", count: BodyCount())).tag("row") }
            #expect(try scene.renderTree(size: Self.canvas) == fresh.renderTree(size: Self.canvas))
        }
        #expect(count.value == 1)
        // A changed label is built again.
        try scene.replace("row", with: Row(step: 4, label: Label(text: "night", count: count)))
        #expect(count.value == 2)
        #expect(try scene.node(tagged: "label") !== label)
    }

    @Test func aTimelineRebuildKeepsItsUnchangedComponents() throws {
        let count = BodyCount()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        func clock(_ count: BodyCount) -> Scene {
            Scene {
                TimelineView(.everySecond) { context in
                    Row(step: Int(context.date.timeIntervalSince(start)), label: Label(text: "day", count: count))
                }
            }
        }
        let scene = clock(count)
        try scene.advance(to: start)
        _ = try scene.renderTree(size: Self.canvas)
        try scene.advance(to: start + 1)
        try scene.advance(to: start + 2)
        #expect(count.value == 1)
        let fresh = clock(BodyCount())
        try fresh.advance(to: start + 2)
        #expect(try scene.renderTree(size: Self.canvas) == fresh.renderTree(size: Self.canvas))
    }

    @Test func aFailedRebuildPutsTheNodesItTookBack() throws {
        let count = BodyCount()
        let scene = Scene { Row(step: 0, label: Label(text: "day", count: count)).tag("row") }
        let before = try scene.renderTree(size: Self.canvas)
        let label = try scene.node(tagged: "label")
        let parent = label.parent
        // The rebuild takes the label back, then meets its tag a second time and fails.
        #expect(throws: SceneError.self) {
            try scene.replace("row", with: Row(step: 1, label: Label(text: "day", count: count), duplicateTag: true))
        }
        #expect(try scene.node(tagged: "label") === label)
        #expect(label.parent === parent)
        #expect(label.tag == Tag("label"))
        #expect(try scene.renderTree(size: Self.canvas) == before)
        // The scene still updates, reusing the label.
        try scene.replace("row", with: Row(step: 2, label: Label(text: "day", count: count)))
        #expect(try scene.node(tagged: "label") === label)
        #expect(count.value == 1)
    }
}
