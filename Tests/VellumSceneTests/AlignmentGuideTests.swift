import Testing
import Foundation
@testable import VellumScene
import VellumCore

extension VerticalAlignment {
    /// A custom guide at a view's bottom edge by default, for lining views up across stacks.
    enum MarkerGuide: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    static let marker = VerticalAlignment(MarkerGuide.self)
}

/// Alignment guides: explicit values set by `alignmentGuide`, custom `AlignmentID`s, and how
/// containers pass them on.
@Suite struct AlignmentGuideTests {
    @Test func anExplicitLeadingGuideShiftsAViewInAVStack() throws {
        let probe = Probe {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10).tag("plain")
                Color.blue.frame(width: 60, height: 10).alignmentGuide(.leading) { _ in 20 }.tag("shifted")
            }
            .tag("stack")
        }
        try probe.list(200, 100)
        // The guides line up: the shifted view's guide (20 in) sits on the plain view's leading edge.
        #expect(try probe.frame("plain").minX - probe.frame("shifted").minX == 20)
        #expect(try probe.frame("stack").width == 60)
        #expect(try probe.frame("shifted").minX == probe.frame("stack").minX)
    }

    @Test func aGuideComputedFromTheViewsDimensionsAlignsCentresWithEdges() throws {
        let probe = Probe {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 40).tag("tall")
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.top) { d in d[VerticalAlignment.center] }.tag("short")
            }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("short").midY == probe.frame("tall").minY)
    }

    @Test func aCustomGuidePassesThroughStacksToLineUpViewsInDifferentStacks() throws {
        let probe = Probe {
            HStack(alignment: .marker, spacing: 0) {
                Color.red.frame(width: 10, height: 10).tag("marker")
                VStack(spacing: 8) {
                    Color.gray.frame(width: 30, height: 30)
                    Color.blue.frame(width: 30, height: 20)
                        .alignmentGuide(.marker) { d in d[VerticalAlignment.center] }.tag("target")
                }
            }
        }
        try probe.list(200, 200)
        // The marker's default guide (its bottom) is on the target's explicit one (its centre).
        #expect(try probe.frame("marker").maxY == probe.frame("target").midY)
    }

    @Test func builtInGuidesStopAtTheFirstContainerWithSeveralChildren() throws {
        let probe = Probe {
            VStack(alignment: .leading, spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 5 }
                    Color.red.frame(width: 10, height: 10)
                }
                .tag("inner")
                Color.blue.frame(width: 10, height: 10).tag("other")
            }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("inner").minX == probe.frame("other").minX)
    }

    @Test func framesAndZStacksPutTheChildsGuideOnTheirOwn() throws {
        let probe = Probe {
            ZStack(alignment: .topLeading) {
                Color.gray.frame(width: 40, height: 40).tag("base")
                Color.red.frame(width: 10, height: 10)
                    .alignmentGuide(.leading) { d in d[.trailing] }
                    .alignmentGuide(.top) { d in d[.bottom] }
                    .tag("badge")
            }
            .tag("stack")
        }
        try probe.list(100, 100)
        let base = try probe.frame("base"), badge = try probe.frame("badge")
        #expect(badge.maxX == base.minX && badge.maxY == base.minY)
        #expect(try probe.frame("stack").size == Size(width: 50, height: 50))

        let framed = Probe {
            Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 10 }.tag("child")
                .frame(width: 100, height: 100, alignment: .top).tag("frame")
        }
        try framed.list(100, 100)
        #expect(try framed.frame("child").minY - framed.frame("frame").minY == -10)
    }

    /// A stack indenting its leading guide, as Apple's documentation writes it.
    struct IndentedStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .leading ? bounds.minX + 10 : nil
        }
    }

    @Test func aCustomLayoutSetsItsOwnExplicitAlignment() throws {
        let probe = Probe {
            VStack(alignment: .leading, spacing: 0) {
                IndentedStack { Color.red.frame(width: 30, height: 10) }.tag("indented")
                Color.blue.frame(width: 30, height: 10).tag("plain")
            }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("plain").minX - probe.frame("indented").minX == 10)
    }

    @Test func aCustomLayoutMergesItsSubviewsCustomGuidesByDefault() throws {
        let probe = Probe {
            HStack(alignment: .marker, spacing: 0) {
                Color.red.frame(width: 10, height: 10).tag("marker")
                IndentedStack {
                    Color.blue.frame(width: 10, height: 30).alignmentGuide(.marker) { _ in 6 }
                }
                .tag("layout")
            }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("marker").maxY - probe.frame("layout").minY == 6)
    }

    /// Orders subviews by a rank each hands over with `layoutValue`, left to right.
    struct RankedRow: Layout {
        struct Rank: LayoutValueKey { static let defaultValue = 100 }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10 * CGFloat(subviews.count), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let order = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
            for (slot, index) in order.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX + 10 * CGFloat(slot), y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() throws {
        let probe = Probe {
            RankedRow {
                Color.red.frame(width: 10, height: 10).tag("unranked")
                Color.green.frame(width: 10, height: 10).layoutValue(key: RankedRow.Rank.self, value: 2).tag("second")
                Color.blue.frame(width: 10, height: 10).layoutValue(key: RankedRow.Rank.self, value: 1).padding(0).tag("first")
            }
            .tag("row")
        }
        try probe.list(30, 10)
        #expect(try probe.frame("first").minX == 0)
        #expect(try probe.frame("second").minX == 10)
        #expect(try probe.frame("unranked").minX == 20)
    }

    @Test func aNonFiniteGuideIsAnErrorNamingTheNode() throws {
        let probe = Probe {
            VStack(alignment: .leading) { Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in .nan } }
        }
        #expect {
            try probe.list(50, 50)
        } throws: { error in
            "\(error)".contains("alignmentGuide: the alignment guide's value is not finite")
        }
    }
}
