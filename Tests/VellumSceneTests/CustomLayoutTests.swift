import Testing
import Foundation
@testable import VellumScene
import VellumCore

/// The `Layout` protocol: user containers size and place their subviews in SwiftUI's types.
@Suite struct CustomLayoutTests {
    /// Lines subviews up left to right at their ideal sizes, wrapping to a new row when the
    /// proposed width runs out: the classic flow layout, written as SwiftUI code is.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 4

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let rows = rows(for: proposal.width ?? .infinity, subviews: subviews)
            return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.last?.maxY ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var index = 0
            for row in rows(for: bounds.width, subviews: subviews) {
                var x = bounds.minX
                for size in row.sizes {
                    subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                    index += 1
                }
            }
        }

        struct Row { var sizes: [CGSize] = []; var y: CGFloat = 0; var width: CGFloat = 0
            var maxY: CGFloat { y + (sizes.map(\.height).max() ?? 0) } }

        private func rows(for width: CGFloat, subviews: Subviews) -> [Row] {
            var rows = [Row()]
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if !rows[rows.count - 1].sizes.isEmpty, rows[rows.count - 1].width + spacing + size.width > width {
                    rows.append(Row(y: rows[rows.count - 1].maxY + spacing))
                }
                let gap = rows[rows.count - 1].sizes.isEmpty ? 0 : spacing
                rows[rows.count - 1].sizes.append(size)
                rows[rows.count - 1].width += gap + size.width
            }
            return rows
        }
    }

    @Test func aFlowLayoutWrapsItsSubviews() throws {
        let probe = Probe {
            FlowLayout {
                ForEach(0..<5) { i in Rectangle().frame(width: 30, height: 10).tag("box\(i)") }
            }
            .tag("flow")
        }
        try probe.list(100, 100)
        // 30 + 4 + 30 + 4 + 30 = 98 fits a row of 100: three per row.
        let flow = try probe.frame("flow")
        #expect(flow.size == CGSize(width: 98, height: 24).vellumSize)
        #expect(try probe.frame("box2").origin == Point(x: flow.minX + 68, y: flow.minY))
        #expect(try probe.frame("box3").origin == Point(x: flow.minX, y: flow.minY + 14))
    }

    /// Keeps a count of cache uses.
    struct CountingLayout: Layout {
        struct Cache { var sizesAsked = 0 }

        func makeCache(subviews: Subviews) -> Cache { Cache() }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            cache.sizesAsked += 1
            return CGSize(width: 40, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            // The cache kept what sizing recorded; place the first subview that many points in.
            subviews.first?.place(at: CGPoint(x: bounds.minX + CGFloat(cache.sizesAsked), y: bounds.minY),
                                  proposal: .unspecified)
        }
    }

    @Test func theCacheLivesFromSizingToPlacing() throws {
        let probe = Probe {
            CountingLayout { Rectangle().frame(width: 4, height: 4).tag("dot") }.tag("box")
        }
        try probe.list(40, 20)
        #expect(try probe.frame("dot").minX > probe.frame("box").minX)
    }

    /// Places its first subview as many points in as its cache was updated.
    struct UpdateCountingLayout: Layout {
        func makeCache(subviews: Subviews) -> Int { 0 }
        func updateCache(_ cache: inout Int, subviews: Subviews) { cache += 1 }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: 40, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            subviews.first?.place(at: CGPoint(x: bounds.minX + CGFloat(cache), y: bounds.minY), proposal: .unspecified)
        }
    }

    @Test func replacingASubviewUpdatesTheCache() throws {
        let scene = Scene {
            UpdateCountingLayout { Rectangle().frame(width: 4, height: 4).tag("dot") }.tag("box")
        }
        _ = try scene.renderTree(size: Size(width: 40, height: 20))
        let before = try scene.node(tagged: "dot").frame.minX
        _ = try scene.replace("dot", with: Rectangle().frame(width: 6, height: 6))
        _ = try scene.renderTree(size: Size(width: 40, height: 20))
        #expect(try scene.node(tagged: "dot").frame.minX == before + 1)
    }

    /// Places nothing.
    struct LazyLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func anUnplacedSubviewSitsAtTheCentre() throws {
        let probe = Probe {
            LazyLayout { Rectangle().frame(width: 10, height: 10).tag("dot") }
        }
        try probe.list(100, 60)
        #expect(try probe.frame("dot").origin == Point(x: 45, y: 25))
    }

    @Test func anchorsPlaceTheGivenPointOfTheSubview() throws {
        struct Centred: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 50, height: 50)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
                                  proposal: ProposedViewSize(width: 20, height: 10))
                }
            }
        }
        let probe = Probe { Centred { Rectangle().tag("r") }.tag("box") }
        try probe.list(50, 50)
        #expect(try probe.frame("r") == Rect(x: 30, y: 40, width: 20, height: 10))
    }

    struct BrokenLayout: Layout {
        var size: CGSize = CGSize(width: 10, height: 10)
        var position = CGPoint(x: 0, y: 0)
        var proposal = ProposedViewSize.unspecified

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            for subview in subviews { _ = subview.sizeThatFits(self.proposal) }
            return size
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: position, proposal: .unspecified) }
        }
    }

    @Test(arguments: [
        (BrokenLayout(size: CGSize(width: CGFloat.nan, height: 1)), "sizeThatFits gave"),
        (BrokenLayout(size: CGSize(width: -5, height: 1)), "not negative"),
        (BrokenLayout(position: CGPoint(x: CGFloat.infinity, y: 0)), "positions must be finite"),
        (BrokenLayout(proposal: ProposedViewSize(width: -1, height: nil)), "a subview was proposed"),
    ])
    func badSizesPlacesAndProposalsAreErrorsNamingTheNode(layout: BrokenLayout, message: String) throws {
        let probe = Probe { layout { Rectangle() } }
        #expect {
            try probe.list(50, 50)
        } throws: { error in
            "\(error)".contains(message) && "\(error)".contains("BrokenLayout")
        }
    }
}

extension CGSize {
    /// The size as Vellum's `Size`.
    var vellumSize: Size { Size(self) }
}

/// The stacks as `Layout` values, and `AnyLayout` switching between them.
@Suite struct StackLayoutValueTests {
    private func frames(_ content: some Node) throws -> [Rect] {
        let probe = Probe { content }
        try probe.list(200, 100)
        return try ["a", "b"].map { try probe.frame($0) }
    }

    private func pair() -> some Node {
        Group {
            Rectangle().frame(width: 30, height: 10).tag("a")
            Rectangle().frame(width: 40, height: 20).tag("b")
        }
    }

    @Test func stackLayoutsPlaceExactlyAsTheirStacks() throws {
        #expect(try frames(HStackLayout(alignment: .top, spacing: 5) { pair() })
                == frames(HStack(alignment: .top, spacing: 5) { pair() }))
        #expect(try frames(VStackLayout(alignment: .trailing) { pair() }) == frames(VStack(alignment: .trailing) { pair() }))
        #expect(try frames(ZStackLayout(alignment: .bottomLeading) { pair() })
                == frames(ZStack(alignment: .bottomLeading) { pair() }))
    }

    @Test func anyLayoutSwitchesBetweenLayouts() throws {
        func arranged(compact: Bool) throws -> [Rect] {
            let layout = compact ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            return try frames(layout { pair() })
        }
        let wide = try arranged(compact: false), narrow = try arranged(compact: true)
        #expect(wide[1].minX == wide[0].maxX && wide[1].minY != wide[0].maxY)
        #expect(narrow[1].minY == narrow[0].maxY)
    }

    @Test func anyLayoutKeepsTheWrappedLayoutsCache() throws {
        let probe = Probe {
            AnyLayout(CustomLayoutTests.CountingLayout()) { Rectangle().frame(width: 4, height: 4).tag("dot") }.tag("box")
        }
        try probe.list(40, 20)
        #expect(try probe.frame("dot").minX > probe.frame("box").minX)
    }
}
