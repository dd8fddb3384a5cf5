import Testing
@testable import VellumScene
import VellumCore

/// SwiftUI's layout vocabulary: overlays and backgrounds, spacers and dividers, edge padding,
/// fixed sizes, layout priorities, z-order, hidden nodes, colours as views and identified
/// `ForEach` elements.
@Suite struct SwiftUILayoutTests {
    @Test func overlayIsOfferedTheNodeSizeAndAlignedInIt() throws {
        let probe = Probe {
            Rectangle().frame(width: 40, height: 20).tag("base")
                .overlay(alignment: .topTrailing) { Circle().frame(width: 10, height: 10).tag("dot") }
                .overlay { Rectangle().tag("cover") }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("base") == Rect(x: 30, y: 40, width: 40, height: 20))
        #expect(try probe.frame("dot") == Rect(x: 60, y: 40, width: 10, height: 10))
        #expect(try probe.frame("cover") == Rect(x: 30, y: 40, width: 40, height: 20))
        #expect(try probe.size(nil, nil) == Size(width: 40, height: 20))
    }

    @Test func backgroundDrawsUnderTheNodeAndNeverEnlargesIt() throws {
        let probe = Probe {
            Rectangle().fill(.white).frame(width: 30, height: 10).padding(.horizontal, 6)
                .background { Capsule().fill(.orange).frame(width: 500).tag("pill") }
        }
        let list = try probe.list(100, 100)
        #expect(try probe.size(nil, nil) == Size(width: 42, height: 10))
        #expect(try probe.frame("pill") == Rect(x: -200, y: 45, width: 500, height: 10))
        // The background's fill comes first.
        let paints = list.operations.compactMap { op -> Paint? in
            if case .fill(_, let paint, _, _) = op { return paint }
            return nil
        }
        #expect(paints == [.color(.orange), .color(.white)])
    }

    @Test func overlayOnAForEachOverlaysEachElement() throws {
        let probe = Probe {
            HStack(spacing: 0) {
                ForEach(0..<3) { _ in Rectangle().frame(width: 10, height: 10) }
                    .overlay { Circle() }
            }
        }
        let list = try probe.list(30, 10)
        #expect(list.operations.count == 6)
    }

    @Test func spacerPushesItsNeighboursApartWithoutDefaultGaps() throws {
        let probe = Probe {
            HStack {
                Rectangle().frame(width: 10, height: 10).tag("a")
                Spacer().tag("gap")
                Rectangle().frame(width: 10, height: 10).tag("b")
            }
        }
        try probe.list(100, 50)
        #expect(try probe.frame("a").minX == 0)
        #expect(try probe.frame("gap") == Rect(x: 10, y: 25, width: 80, height: 0))
        #expect(try probe.frame("b").minX == 90)
        // Its minimum (8) is its ideal length, and across the stack it takes nothing.
        #expect(try probe.size(nil, nil) == Size(width: 28, height: 10))
    }

    @Test func explicitStackSpacingStillAppliesNextToSpacers() throws {
        let probe = Probe {
            VStack(spacing: 5) {
                Rectangle().frame(width: 10, height: 10)
                Spacer(minLength: 20)
                Rectangle().frame(width: 10, height: 10)
            }
        }
        #expect(try probe.size(nil, nil) == Size(width: 10, height: 50))
        #expect(try probe.size(nil, 0) == Size(width: 10, height: 50))
    }

    @Test func spacerOutsideAStackGrowsBothWays() throws {
        let probe = Probe { Spacer(minLength: 4).tag("s") }
        try probe.list(60, 30)
        #expect(try probe.frame("s").size == Size(width: 60, height: 30))
        #expect(try probe.size(nil, nil) == Size(width: 4, height: 4))
    }

    @Test func dividerLiesAcrossAVStackAndStandsInAnHStack() throws {
        let probe = Probe {
            VStack(spacing: 0) {
                Rectangle().frame(width: 40, height: 10)
                Divider().tag("rule")
                HStack(spacing: 0) {
                    Rectangle().frame(width: 10, height: 20)
                    Divider().tag("bar")
                    Rectangle().frame(width: 10, height: 20)
                }
                .fixedSize(horizontal: false, vertical: true)
            }
            .frame(width: 50)
        }
        let list = try probe.list(50, 100)
        #expect(try probe.frame("rule").size == Size(width: 50, height: 1))
        #expect(try probe.frame("bar").size == Size(width: 1, height: 20))
        #expect(list.operations.contains { op in
            if case .fill(_, .color(let color), _, _) = op { return color == Divider.color }
            return false
        })
    }

    @Test func dividerInAnHStackMakesTheRowAsTallAsItIsOffered() throws {
        let probe = Probe {
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 20)
                Divider().tag("bar")
            }
        }
        try probe.list(100, 80)
        #expect(try probe.frame("bar").size == Size(width: 1, height: 80))
    }

    @Test(arguments: [(Edge.Set.horizontal, Size(width: 22, height: 10)), (.vertical, Size(width: 10, height: 22)),
                      (.top, Size(width: 10, height: 16)), (.all, Size(width: 22, height: 22))])
    func paddingOnChosenEdges(edges: Edge.Set, size: Size) throws {
        let probe = Probe { Rectangle().frame(width: 10, height: 10).padding(edges, 6) }
        #expect(try probe.size(100, 100) == size)
    }

    @Test func paddingWithoutArgumentsIsSixteenOnEveryEdge() throws {
        let probe = Probe { Rectangle().frame(width: 10, height: 10).padding() }
        #expect(try probe.size(100, 100) == Size(width: 42, height: 42))
        let leading = Probe { Rectangle().frame(width: 10, height: 10).padding(.leading) }
        #expect(try leading.size(100, 100) == Size(width: 26, height: 10))
    }

    @Test func fixedSizeKeepsTheIdealSizeWhateverIsOffered() throws {
        let probe = Probe {
            Rectangle().frame(idealWidth: 30, idealHeight: 12).fixedSize().tag("fixed")
        }
        try probe.list(200, 200)
        #expect(try probe.frame("fixed").size == Size(width: 30, height: 12))
        let oneWay = Probe { Rectangle().frame(idealWidth: 30, idealHeight: 12).fixedSize(horizontal: true, vertical: false) }
        #expect(try oneWay.size(200, 200) == Size(width: 30, height: 200))
    }

    @Test func higherLayoutPriorityIsSizedFirst() throws {
        func probe(priority: Double) -> Probe {
            Probe {
                HStack(spacing: 0) {
                    Rectangle().frame(minWidth: 10, maxWidth: 60).tag("a")
                    Rectangle().frame(minWidth: 10, maxWidth: 60).layoutPriority(priority).padding(0).tag("b")
                }
            }
        }
        let even = probe(priority: 0)
        try even.list(80, 10)
        #expect(try even.frame("a").width == 40)
        #expect(try even.frame("b").width == 40)
        // b is offered all but a's minimum, takes its maximum; a gets what is left.
        let favoured = probe(priority: 1)
        try favoured.list(80, 10)
        #expect(try favoured.frame("b").width == 60)
        #expect(try favoured.frame("a").width == 20)
        #expect(try favoured.frame("b").minX == 20)
    }

    @Test func zIndexChangesDrawingAndHitOrderNotLayout() throws {
        let scene = Scene {
            HStack(spacing: -10) {
                Rectangle().fill(.red).frame(width: 30, height: 30).zIndex(1).tag("red")
                Rectangle().fill(.blue).frame(width: 30, height: 30).tag("blue")
            }
        }
        let list = try scene.displayList(size: Size(width: 50, height: 30))
        let paints = list.operations.compactMap { op -> Paint? in
            if case .fill(_, let paint, _, _) = op { return paint }
            return nil
        }
        #expect(paints == [.color(.blue), .color(.red)])
        #expect(try scene.hitTest(at: Point(x: 25, y: 15))?.tags == ["red"])
        #expect(try scene.node(tagged: "red").frame.minX == 0)
    }

    @Test func hiddenKeepsItsPlaceButDrawsAndHitsNothing() throws {
        let scene = Scene {
            HStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 30, height: 30).hidden()
                Rectangle().fill(.blue).frame(width: 30, height: 30).tag("blue")
            }
        }
        let list = try scene.displayList(size: Size(width: 60, height: 30))
        #expect(list.operations.count == 1)
        #expect(try scene.node(tagged: "blue").frame.minX == 30)
        #expect(try scene.hitTest(at: Point(x: 10, y: 10)) == nil)
    }

    @Test func coloursAndGradientsAreViewsThatFillTheirProposal() throws {
        let probe = Probe {
            HStack(spacing: 0) {
                Color.red.tag("colour")
                LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom).tag("gradient")
                Rectangle().frame(width: 20)
            }
        }
        let list = try probe.list(100, 40)
        #expect(try probe.frame("colour") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(try probe.frame("gradient") == Rect(x: 40, y: 0, width: 40, height: 40))
        #expect(list.operations.contains { op in
            if case .fill(_, .color(.red), _, _) = op { return true }
            return false
        })
    }

    struct Player: Identifiable {
        let id: String
        let score: Int
    }

    @Test func identifiedForEachNamesElementsByTheirIdentity() throws {
        let players = [Player(id: "ada", score: 3), Player(id: "bo", score: 5)]
        let probe = Probe {
            VStack {
                ForEach(players) { player in Rectangle().tag(player.id) }
                ForEach([7, 9], id: \.self) { value in Rectangle().tag("n\(value)") }
            }
        }
        try probe.list(10, 10)
        #expect(try probe.scene.node(tagged: "bo").path.contains("ForEach[bo]"))
        #expect(try probe.scene.node(tagged: "n9").path.contains("ForEach[9]"))
    }

    @Test func unusableLayoutValuesAreErrorsNamingTheNode() throws {
        func message(_ node: some Node) -> String? {
            do {
                try Probe { node }.list(50, 50)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(message(HStack { Spacer(minLength: -1) })?.contains("minLength is negative") == true)
        #expect(message(HStack { Rectangle().layoutPriority(.nan) })?.contains("layout priority is not finite") == true)
        #expect(message(ZStack { Rectangle().zIndex(.infinity) })?.contains("zIndex is not finite") == true)
    }

    @Test func repeatedForEachIdentityIsAnError() throws {
        let probe = Probe {
            VStack { ForEach([1, 2, 1], id: \.self) { _ in Rectangle() } }
        }
        #expect {
            try probe.list(10, 10)
        } throws: { error in
            "\(error)".contains("the id 1 is given to more than one element")
        }
    }
}

/// `ViewThatFits`: the first child whose ideal size fits is laid out, drawn and hit.
@Suite struct ViewThatFitsTests {
    private func probe(width: Double) -> Probe {
        Probe {
            ViewThatFits(in: .horizontal) {
                Rectangle().fill(.red).frame(idealWidth: 120, idealHeight: 10).tag("wide")
                Rectangle().fill(.green).frame(idealWidth: 60, idealHeight: 10).tag("medium")
                Rectangle().fill(.blue).frame(width: 90, height: 10).tag("fallback")
            }
        }
    }

    private func paints(_ list: DisplayList) -> [Paint] {
        list.operations.compactMap { op in
            if case .fill(_, let paint, _, _) = op { return paint }
            return nil
        }
    }

    @Test func theFirstChildThatFitsIsShown() throws {
        let roomy = probe(width: 150)
        #expect(paints(try roomy.list(150, 40)) == [.color(.red)])
        let narrow = probe(width: 100)
        #expect(paints(try narrow.list(100, 40)) == [.color(.green)])
        #expect(try narrow.scene.hitTest(at: Point(x: 50, y: 20))?.tags == ["medium"])
    }

    @Test func whenNothingFitsTheLastIsShown() throws {
        let cramped = probe(width: 40)
        #expect(paints(try cramped.list(40, 40)) == [.color(.blue)])
        #expect(try cramped.size(40, 40) == Size(width: 90, height: 10))
    }

    @Test func onlyTheConstrainedAxesCount() throws {
        let probe = Probe {
            ViewThatFits(in: .horizontal) {
                Rectangle().fill(.red).frame(width: 30, height: 500)
                Rectangle().fill(.blue)
            }
        }
        #expect(paints(try probe.list(50, 50)) == [.color(.red)])
    }
}
