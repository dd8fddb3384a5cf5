import Testing
@testable import VellumScene
import VellumCore

/// Shapes, fixed and flexible frames, padding and aspect ratios: sizes for proposals and the
/// frames they give their children.
@Suite struct FrameLayoutTests {
    @Test func shapesTakeTheProposalAndTenForAnIdealDimension() throws {
        let probe = Probe { Rectangle() }
        #expect(try probe.size(30, 40) == Size(width: 30, height: 40))
        #expect(try probe.size(nil, nil) == Size(width: 10, height: 10))
        #expect(try probe.size(nil, 40) == Size(width: 10, height: 40))
    }

    @Test func fixedFrameFixesOnlyTheGivenDimension() throws {
        let probe = Probe { Rectangle().frame(width: 50) }
        #expect(try probe.size(100, 80) == Size(width: 50, height: 80))
        #expect(try probe.size(nil, nil) == Size(width: 50, height: 10))
    }

    static let alignments: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing,
                                          .bottomLeading, .bottom, .bottomTrailing]
    static let origins: [Point] = [(0, 0), (40, 0), (80, 0), (0, 25), (40, 25), (80, 25), (0, 50), (40, 50), (80, 50)]
        .map { Point(x: $0.0, y: $0.1) }

    @Test(arguments: zip(alignments, origins))
    func fixedFrameAlignsItsChild(alignment: Alignment, origin: Point) throws {
        let probe = Probe {
            Rectangle().frame(width: 20, height: 10).tag("c").frame(width: 100, height: 60, alignment: alignment)
        }
        try probe.list(100, 60)
        #expect(try probe.frame("c") == Rect(origin: origin, size: Size(width: 20, height: 10)))
    }

    @Test(arguments: zip(alignments, origins))
    func flexibleFrameAlignsItsChild(alignment: Alignment, origin: Point) throws {
        let probe = Probe {
            Rectangle().frame(width: 20, height: 10).tag("c")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        }
        try probe.list(100, 60)
        #expect(try probe.frame("c") == Rect(origin: origin, size: Size(width: 20, height: 10)))
        #expect(try probe.size(100, 60) == Size(width: 100, height: 60))
    }

    @Test func minimumWidthHoldsAgainstANarrowerProposal() throws {
        let probe = Probe { Rectangle().frame(width: 30).frame(minWidth: 100) }
        #expect(try probe.size(50, 20) == Size(width: 100, height: 20))
        #expect(try probe.size(150, 20) == Size(width: 100, height: 20))
    }

    @Test func infiniteMaximumWidthFillsTheProposal() throws {
        let probe = Probe { Rectangle().frame(width: 30).frame(maxWidth: .infinity) }
        #expect(try probe.size(200, 20) == Size(width: 200, height: 20))
        #expect(try probe.size(nil, nil) == Size(width: 30, height: 10))
    }

    @Test func idealWidthAnswersAnIdealProposal() throws {
        let probe = Probe { Rectangle().frame(idealWidth: 70) }
        #expect(try probe.size(nil, nil) == Size(width: 70, height: 10))
        #expect(try probe.size(120, nil) == Size(width: 120, height: 10))
    }

    @Test func minimumAndMaximumClampAFlexibleChild() throws {
        let probe = Probe { Rectangle().frame(minWidth: 40, maxWidth: 80) }
        #expect(try probe.size(20, 5).width == 40)
        #expect(try probe.size(60, 5).width == 60)
        #expect(try probe.size(100, 5).width == 80)
    }

    @Test func paddingInsetsTheChild() throws {
        let probe = Probe { Rectangle().tag("r").padding(10) }
        try probe.list(100, 50)
        #expect(try probe.frame("r") == Rect(x: 10, y: 10, width: 80, height: 30))
        #expect(try probe.size(nil, nil) == Size(width: 30, height: 30))
    }

    @Test func paddingTakesPerEdgeInsets() throws {
        let probe = Probe { Rectangle().tag("r").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        try probe.list(100, 50)
        #expect(try probe.frame("r") == Rect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func negativePaddingLetsTheChildSpillOutside() throws {
        let probe = Probe { Rectangle().tag("r").padding(-10) }
        try probe.list(100, 50)
        #expect(try probe.frame("r") == Rect(x: -10, y: -10, width: 120, height: 70))
        #expect(try probe.size(100, 50) == Size(width: 100, height: 50))
    }

    @Test func badgeSymbolPaddingShrinksA420FrameTo300() throws {
        let probe = Probe { Rectangle().frame(width: 420, height: 420).tag("r").padding(-60) }
        #expect(try probe.size(nil, nil) == Size(width: 300, height: 300))
        try probe.list(300, 300)
        #expect(try probe.frame("r") == Rect(x: -60, y: -60, width: 420, height: 420))
    }

    @Test func paddingNeverGivesANegativeSize() throws {
        let probe = Probe { Rectangle().frame(width: 10, height: 10).padding(-20) }
        #expect(try probe.size(50, 50) == Size(width: 0, height: 0))
    }

    @Test(arguments: [
        (ContentMode.fit, Size(width: 100, height: 100), Rect(x: 0, y: 25, width: 100, height: 50)),
        (.fill, Size(width: 100, height: 100), Rect(x: -50, y: 0, width: 200, height: 100)),
        (.fit, Size(width: 300, height: 100), Rect(x: 50, y: 0, width: 200, height: 100)),
        (.fill, Size(width: 300, height: 100), Rect(x: 0, y: -25, width: 300, height: 150)),
        (.fit, Size(width: 100, height: 300), Rect(x: 0, y: 125, width: 100, height: 50)),
        (.fill, Size(width: 100, height: 300), Rect(x: -250, y: 0, width: 600, height: 300)),
    ])
    func aspectRatioFitsOrFillsTheCanvas(mode: ContentMode, canvas: Size, expected: Rect) throws {
        let probe = Probe { Rectangle().tag("r").aspectRatio(2, contentMode: mode) }
        try probe.list(canvas.width, canvas.height)
        #expect(try probe.frame("r") == expected)
    }

    @Test func aspectRatioFollowsTheOneProposedDimension() throws {
        let probe = Probe { Rectangle().aspectRatio(2, contentMode: .fit) }
        #expect(try probe.size(100, nil) == Size(width: 100, height: 50))
        #expect(try probe.size(nil, 30) == Size(width: 60, height: 30))
        #expect(try probe.size(nil, nil) == Size(width: 10, height: 5))
    }

    @Test func aspectRatioWithoutARatioUsesTheIdealSize() throws {
        let probe = Probe { Rectangle().frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit) }
        #expect(try probe.size(100, 100) == Size(width: 100, height: 50))
        let fill = Probe { Rectangle().frame(idealWidth: 40, idealHeight: 20).scaledToFill() }
        #expect(try fill.size(100, 100) == Size(width: 200, height: 100))
    }

    @Test func positionCentresTheChildAndTakesTheProposal() throws {
        let probe = Probe { Circle().frame(width: 20, height: 20).tag("c").position(x: 30, y: 40) }
        try probe.list(100, 100)
        #expect(try probe.frame("c") == Rect(x: 20, y: 30, width: 20, height: 20))
        #expect(try probe.size(70, 80) == Size(width: 70, height: 80))
        #expect(try probe.size(nil, nil) == Size(width: 10, height: 10))
    }

    @Test func rootIsCentredOnTheCanvas() throws {
        let probe = Probe { Rectangle().frame(width: 40, height: 20).tag("r") }
        try probe.list(100, 100)
        #expect(try probe.frame("r") == Rect(x: 30, y: 40, width: 40, height: 20))
    }
}
