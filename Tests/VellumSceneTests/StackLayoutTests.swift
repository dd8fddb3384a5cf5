import Testing
@testable import VellumScene
import VellumCore

/// Stacks, geometry readers and the way they offer space to their children.
@Suite struct StackLayoutTests {
    @Test func hstackGivesTheFixedChildItsWidthAndTheFlexibleOneTheRest() throws {
        let probe = Probe {
            HStack(spacing: 10) {
                Rectangle().tag("flex")
                Rectangle().frame(width: 30).tag("fixed")
            }
        }
        try probe.list(200, 50)
        #expect(try probe.frame("flex") == Rect(x: 0, y: 0, width: 160, height: 50))
        #expect(try probe.frame("fixed") == Rect(x: 170, y: 0, width: 30, height: 50))
        #expect(try probe.size(nil, nil) == Size(width: 50, height: 10))
    }

    @Test func hstackSizesTheLeastFlexibleChildFirst() throws {
        let probe = Probe {
            HStack(spacing: 0) {
                Rectangle().tag("b")
                Rectangle().frame(maxWidth: 20).tag("a")
                Rectangle().tag("c")
            }
        }
        try probe.list(100, 10)
        #expect(try probe.frame("b") == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(try probe.frame("a") == Rect(x: 40, y: 0, width: 20, height: 10))
        #expect(try probe.frame("c") == Rect(x: 60, y: 0, width: 40, height: 10))
    }

    @Test(arguments: [(VerticalAlignment.top, 35.0), (.center, 45.0), (.bottom, 55.0)])
    func hstackAlignsChildrenVertically(alignment: VerticalAlignment, y: Double) throws {
        let probe = Probe {
            HStack(alignment: alignment, spacing: 0) {
                Rectangle().frame(width: 10, height: 10).tag("s")
                Rectangle().frame(width: 10, height: 30)
            }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("s") == Rect(x: 40, y: y, width: 10, height: 10))
    }

    @Test func stacksDefaultToEightPointSpacing() throws {
        let probe = Probe {
            HStack {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 10, height: 10).tag("second")
            }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("second").origin == Point(x: 54, y: 45))
    }

    @Test func vstackDistributesHeight() throws {
        let probe = Probe {
            VStack(spacing: 10) {
                Rectangle().tag("flex")
                Rectangle().frame(height: 30).tag("fixed")
            }
        }
        try probe.list(50, 200)
        #expect(try probe.frame("flex") == Rect(x: 0, y: 0, width: 50, height: 160))
        #expect(try probe.frame("fixed") == Rect(x: 0, y: 170, width: 50, height: 30))
    }

    @Test(arguments: [(HorizontalAlignment.leading, 35.0), (.center, 45.0), (.trailing, 55.0)])
    func vstackAlignsChildrenHorizontally(alignment: HorizontalAlignment, x: Double) throws {
        let probe = Probe {
            VStack(alignment: alignment) {
                Rectangle().frame(width: 10, height: 10).tag("s")
                Rectangle().frame(width: 30, height: 10)
            }
        }
        try probe.list(100, 100)
        #expect(try probe.frame("s") == Rect(x: x, y: 36, width: 10, height: 10))
    }

    @Test func zstackIsTheUnionOfItsAlignedChildren() throws {
        let probe = Probe {
            ZStack(alignment: .bottomTrailing) {
                Rectangle().frame(width: 100, height: 60).tag("big")
                Rectangle().frame(width: 20, height: 10).tag("small")
            }
        }
        #expect(try probe.size(nil, nil) == Size(width: 100, height: 60))
        #expect(try probe.size(500, 500) == Size(width: 100, height: 60))
        try probe.list(200, 100)
        #expect(try probe.frame("big") == Rect(x: 50, y: 20, width: 100, height: 60))
        #expect(try probe.frame("small") == Rect(x: 130, y: 70, width: 20, height: 10))
    }

    @Test func geometryReaderHandsItsProposedSizeToItsContent() throws {
        final class Log { var sizes: [Size] = [] }
        let log = Log()
        let probe = Probe {
            GeometryReader { size in
                let _ = log.sizes.append(size.size)
                Rectangle().frame(width: size.width / 2, height: size.height / 4).tag("r")
            }
        }
        try probe.list(200, 100)
        #expect(try probe.frame("r") == Rect(x: 0, y: 0, width: 100, height: 25))
        try probe.list(200, 100)
        try probe.list(300, 100)
        #expect(log.sizes == [Size(width: 200, height: 100), Size(width: 300, height: 100)])
        #expect(try probe.frame("r") == Rect(x: 0, y: 0, width: 150, height: 25))
    }

    @Test func geometryReaderGetsWhatItsParentOffers() throws {
        final class Log { var sizes: [Size] = [] }
        let log = Log()
        let probe = Probe {
            HStack(spacing: 0) {
                GeometryReader { size in
                    let _ = log.sizes.append(size.size)
                    Rectangle()
                }
                Rectangle().frame(width: 50)
            }
            .frame(height: 40)
        }
        try probe.list(200, 100)
        #expect(log.sizes == [Size(width: 150, height: 40)])
        #expect(try Probe { GeometryReader { _ in Rectangle() } }.size(nil, nil) == Size(width: 10, height: 10))
    }

    @Test func offsetMovesTheDrawingButNotTheLayout() throws {
        let probe = Probe {
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10).offset(x: 5, y: 7)
                Rectangle().frame(width: 10, height: 10).tag("b")
            }
        }
        let list = try probe.list(100, 100)
        #expect(try probe.frame("b").origin == Point(x: 50, y: 45))
        let first = try #require(fillTransforms(list).first)
        #expect(close(Point.zero.applying(first), Point(x: 45, y: 52)))
    }

    @Test func builderHandlesConditionalsLoopsAndForEachOverCollections() throws {
        let flag = true, none: Int? = nil
        let probe = Probe {
            HStack(spacing: 0) {
                if flag { Rectangle().frame(width: 1) } else { Circle() }
                if let none { Rectangle().frame(width: Double(none)) }
                for width in [2.0, 3.0] { Rectangle().frame(width: width) }
                ForEach(["a", "b"]) { name in Rectangle().frame(width: 4).tag(name) }
                Group { Rectangle().frame(width: 5) }
            }
        }
        #expect(try probe.size(nil, nil) == Size(width: 1 + 2 + 3 + 4 + 4 + 5, height: 10))
        try probe.list(100, 10)
        #expect(try probe.frame("b").origin.x == 40.5 + 1 + 2 + 3 + 4)
    }

    @Test func userShapesWorkInBuildersAndAsNodes() throws {
        struct Wedge: Shape {
            func path(in rect: Rect) -> Path {
                Path { $0.addLines([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.midY),
                                    Point(x: rect.minX, y: rect.maxY)]); $0.closeSubpath() }
            }
        }
        struct Diamond: Shape, Node {
            func path(in rect: Rect) -> Path { Wedge().path(in: rect) }
        }
        let list = try Probe {
            HStack(spacing: 0) {
                Wedge()
                Wedge().stroke(.red, lineWidth: 2)
                Diamond().frame(width: 20).foregroundColor(.green)
            }
        }.list(100, 10)
        let paints = list.operations.map { op -> Paint? in
            switch op {
            case .fill(_, let paint, _, _), .stroke(_, let paint, _, _): paint
            default: nil
            }
        }
        #expect(paints == [.color(.black), .color(.red), .color(.green)])
    }
}
