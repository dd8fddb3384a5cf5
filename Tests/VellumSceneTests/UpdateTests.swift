import Testing
@testable import VellumScene
import VellumCore

/// A component whose colour and size an update changes.
struct Dot: Node {
    var color: Color
    var side = 20.0

    var body: some Node {
        Circle().fill(color).frame(width: side, height: side)
    }
}

/// Retained updates: what is laid out again, what the display list becomes, what region changed.
@Suite struct UpdateTests {
    /// A row with the dot first and two tagged siblings, padded.
    static func row(_ dot: Dot) -> some Node {
        HStack(spacing: 0) {
            dot.tag("dot")
            Rectangle().fill(.gray).frame(width: 30).tag("bar")
            VStack {
                Rectangle().frame(height: 10)
                Circle().fill(.green)
            }
            .tag("column")
        }
        .padding(5)
        .tag("row")
    }

    static let canvas = Size(width: 200, height: 100)

    @Test func onlyTheChangedNodeAndItsAncestorsAreLaidOutAgain() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        _ = try scene.displayList(size: Self.canvas)
        let siblings = try ["bar", "column"].flatMap { try scene.node(tagged: $0).subtree }
        let before = siblings.map(\.layoutPassCount)
        let row = try scene.node(tagged: "row")
        let rowCount = row.layoutPassCount
        let stack = row.children[0]
        let stackCount = stack.layoutPassCount

        let total = scene.layoutPassCount
        try scene.update("dot", as: Dot.self) { $0.color = .blue }

        #expect(siblings.map(\.layoutPassCount) == before)
        #expect(row.layoutPassCount > rowCount)
        #expect(stack.layoutPassCount > stackCount)
        let dot = try scene.node(tagged: "dot")
        #expect(dot.layoutPassCount > 0)
        // The dot (frame and circle), the stack and the padding, nothing else.
        let redone = scene.layoutPassCount - total
        let expected = dot.subtree.map(\.layoutPassCount).reduce(0, +)
            + (stack.layoutPassCount - stackCount) + (row.layoutPassCount - rowCount)
        #expect(redone == expected)
    }

    @Test func anUpdatedSceneRecordsWhatAFreshSceneRecords() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        _ = try scene.displayList(size: Self.canvas)
        try scene.update("dot", as: Dot.self) { $0.color = .blue; $0.side = 40 }
        let fresh = try Scene { Self.row(Dot(color: .blue, side: 40)) }.displayList(size: Self.canvas)
        #expect(try scene.displayList(size: Self.canvas) == fresh)
    }

    @Test func theChangedRegionCoversTheOldAndNewDot() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        _ = try scene.displayList(size: Self.canvas)
        let region = try scene.update("dot") { (dot: inout Dot) in dot.color = .blue }
        // The dot is 20 × 20 at (5, 40): its pixels plus one for anti-aliasing.
        #expect(region == .regions([Rect(x: 4, y: 39, width: 22, height: 22)]))
    }

    @Test func theChangedRegionCoversNeighboursThatMoved() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        _ = try scene.displayList(size: Self.canvas)
        let oldBar = try #require(try scene.node(tagged: "bar").inkBounds)
        let region = try #require(try scene.update("dot", as: Dot.self) { $0.side = 40 }.rect(in: Self.canvas))
        let newBar = try #require(try scene.node(tagged: "bar").inkBounds)
        #expect(oldBar != newBar)
        #expect(region.contains(oldBar) && region.contains(newBar))
        #expect(region.contains(Rect(x: 5, y: 30, width: 40, height: 40)))
    }

    @Test func updatesThatChangeNothingVisibleDamageNothing() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        _ = try scene.displayList(size: Self.canvas)
        // The rebuilt dot takes the identities its place had (structural identity), and draws
        // the same: nothing to redraw.
        #expect(try scene.update("dot", as: Dot.self) { _ in } == .none)
        let unseen = Scene { ZStack { Rectangle().opacity(0).tag("hidden"); Circle() } }
        _ = try unseen.displayList(size: Self.canvas)
        #expect(try unseen.replace("hidden", with: Circle().opacity(0)) == .none)
    }

    @Test func updateBeforeTheFirstRecordingDamagesTheWholeCanvas() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        #expect(try scene.update("dot", as: Dot.self) { $0.color = .blue } == .canvas)
        let fresh = try Scene { Self.row(Dot(color: .blue)) }.displayList(size: Self.canvas)
        #expect(try scene.displayList(size: Self.canvas) == fresh)
    }

    @Test func replaceSwapsTheContentAndKeepsTheTag() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        _ = try scene.displayList(size: Self.canvas)
        try scene.replace("bar", with: Capsule().fill(.orange).frame(width: 30))
        let fresh = try Scene {
            HStack(spacing: 0) {
                Dot(color: .red).tag("dot")
                Capsule().fill(.orange).frame(width: 30).tag("bar")
                VStack { Rectangle().frame(height: 10); Circle().fill(.green) }.tag("column")
            }
            .padding(5)
        }.displayList(size: Self.canvas)
        #expect(try scene.displayList(size: Self.canvas) == fresh)
        #expect(try scene.node(tagged: "bar").tag == "bar")
    }

    @Test func updatesSurviveTheRebuildingOfAGeometryReader() throws {
        func content(_ color: Color) -> some Node {
            GeometryReader { size in
                Dot(color: color, side: size.height / 2).tag("dot")
            }
        }
        let scene = Scene { content(.red) }
        _ = try scene.displayList(size: Self.canvas)
        try scene.update("dot", as: Dot.self) { $0.color = .blue }
        let resized = Size(width: 120, height: 80)
        let fresh = try Scene { content(.blue) }.displayList(size: resized)
        #expect(try scene.displayList(size: resized) == fresh)
    }

    @Test func aFailedUpdateIsUndone() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        let before = try scene.displayList(size: Self.canvas)
        let error = sceneError { try scene.update("dot", as: Dot.self) { $0.side = .nan } }
        #expect(error == .invalidValue(path: "padding (tag \"row\") > HStack[0] > Dot > frame (tag \"dot\")",
                                       message: "width is not finite (nan)"))
        #expect(try scene.displayList(size: Self.canvas) == before)
        try scene.update("dot", as: Dot.self) { $0.color = .blue }
        let fresh = try Scene { Self.row(Dot(color: .blue)) }.displayList(size: Self.canvas)
        #expect(try scene.displayList(size: Self.canvas) == fresh)
    }

    @Test func updatingASymbolChangesEveryReference() throws {
        let scene = Scene(symbols: ["s": Dot(color: .red).tag("inner")]) {
            HStack { SymbolReference("s"); SymbolReference("s") }
        }
        _ = try scene.displayList(size: Self.canvas)
        let damage = try scene.update("inner", as: Dot.self) { $0.side = 30 }
        // Both references changed: the region reaches from the first to the second.
        let region = try #require(damage.rect(in: Self.canvas))
        let references = try scene.renderTree(size: Self.canvas).nodes.compactMap(\.bounds)
        #expect(references.count == 2 && references.allSatisfy { region.contains($0) })
        let fresh = try Scene(symbols: ["s": Dot(color: .red, side: 30)]) {
            HStack { SymbolReference("s"); SymbolReference("s") }
        }.displayList(size: Self.canvas)
        #expect(try scene.displayList(size: Self.canvas) == fresh)
    }

    @Test func lookupErrorsNameTheTag() throws {
        let scene = Scene { Self.row(Dot(color: .red)) }
        #expect(sceneError { _ = try scene.node(tagged: "nothing") } == .unknownTag("nothing"))
        #expect(sceneError { try scene.update("bar", as: Dot.self) { _ in } }
                == .typeMismatch(tag: "bar", expected: "Dot", actual: "ModifiedNode<ShapeNode<Rectangle>>"))
        let twice = Scene { HStack { Circle().tag(1); Rectangle().tag(1) } }
        #expect(sceneError { _ = try twice.displayList(size: Self.canvas) } == .duplicateTag(1))
    }

    @Test func tagsOfAnyHashableTypeWork() throws {
        enum Part: Hashable, Sendable { case left, right }
        let scene = Scene { HStack { Circle().tag(Part.left); Circle().tag(Part.right); Circle().tag(7) } }
        _ = try scene.displayList(size: Self.canvas)
        #expect(try scene.node(tagged: Part.right).frame.minX > scene.node(tagged: Part.left).frame.minX)
        #expect(sceneError { _ = try scene.node(tagged: "7") } == .unknownTag("7"))
        #expect(try scene.node(tagged: 7).tag == 7)
    }
}
