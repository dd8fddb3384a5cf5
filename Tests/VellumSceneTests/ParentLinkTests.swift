import Foundation
import Testing
@testable import VellumScene
import VellumCore

/// A node's parent is held unretained; it reads as `nil` once the parent is gone, never as a
/// freed node.
@Suite struct ParentLinkTests {
    static let canvas = Size(width: 80, height: 40)

    @Test func aNodeOutlivingItsSceneHasNoParent() throws {
        var dot: SceneNode?
        do {
            let scene = Scene { HStack { Circle().tag("dot"); Capsule() }.tag("row") }
            _ = try scene.renderTree(size: Self.canvas)
            dot = try scene.node(tagged: "dot")
            #expect(dot?.parent === (try scene.node(tagged: "row")))
        }
        #expect(dot != nil)
        #expect(dot?.parent == nil)
    }

    @Test func aReplacedSubtreeLetsGoOfItsChildren() throws {
        let scene = Scene { VStack { Text("a").tag("text") }.tag("stack") }
        _ = try scene.renderTree(size: Self.canvas)
        let text = try scene.node(tagged: "text")
        weak let oldStack = try scene.node(tagged: "stack")
        #expect(text.parent === oldStack)
        try scene.replace("stack", with: VStack { Circle() })
        _ = try scene.renderTree(size: Self.canvas)
        #expect(oldStack == nil)
        #expect(text.parent == nil)
        #expect(try scene.node(tagged: "stack").children.count == 1)
    }
}
