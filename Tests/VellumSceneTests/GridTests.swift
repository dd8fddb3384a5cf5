import Testing
import Foundation
@testable import VellumScene
import VellumCore

/// `Grid` and `GridRow`: shared column widths and row heights, cell alignment, spans, dividers.
@Suite struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let probe = Probe {
            Grid(horizontalSpacing: 4, verticalSpacing: 6) {
                GridRow {
                    Color.red.frame(width: 30, height: 10).tag("a")
                    Color.red.frame(width: 10, height: 10)
                }
                GridRow {
                    Color.blue.frame(width: 50, height: 20)
                    Color.blue.frame(width: 20, height: 20).tag("d")
                }
            }
            .tag("grid")
        }
        try probe.list(200, 100)
        let grid = try probe.frame("grid")
        #expect(grid.size == Size(width: 74, height: 36))
        // Cells are centred in their areas by default.
        #expect(try probe.frame("a").origin == Point(x: grid.minX + 10, y: grid.minY))
        #expect(try probe.frame("d").origin == Point(x: grid.minX + 54, y: grid.minY + 16))
    }

    @Test func columnAndRowAlignmentsAndAnchorsPlaceCells() throws {
        let probe = Probe {
            Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 10, height: 10).tag("leading")
                    Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing).tag("trailing")
                }
                GridRow(alignment: .bottom) {
                    Color.blue.frame(width: 40, height: 10).tag("wide")
                    Color.blue.frame(width: 40, height: 30)
                }
                GridRow {
                    Color.green.frame(width: 10, height: 10).gridCellAnchor(.center).tag("anchored")
                    Color.green.frame(width: 10, height: 30)
                }
            }
            .tag("grid")
        }
        try probe.list(200, 200)
        let grid = try probe.frame("grid")
        #expect(try probe.frame("leading").minX == grid.minX)
        #expect(try probe.frame("trailing").maxX == grid.maxX)
        #expect(try probe.frame("wide").maxY == grid.minY + 40)
        #expect(try probe.frame("anchored").midX == grid.minX + 20)
        #expect(try probe.frame("anchored").midY == grid.minY + 55)
    }

    @Test func spanningCellsDividersAndUnsizedCellsTakeTheColumnsWidth() throws {
        let probe = Probe {
            Grid(horizontalSpacing: 4, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 30, height: 10)
                    Color.red.frame(width: 20, height: 10)
                    Color.red.frame(width: 10, height: 10)
                }
                Divider().tag("divider")
                GridRow {
                    Color.blue.frame(height: 10).gridCellColumns(2).tag("span")
                    Color.blue.frame(width: 10, height: 10)
                }
                Color.green.frame(height: 10).gridCellUnsizedAxes(.horizontal).tag("unsized")
            }
            .tag("grid")
        }
        try probe.list(300, 100)
        let grid = try probe.frame("grid")
        #expect(grid.width == 68)
        #expect(try probe.frame("divider").width == 68)
        #expect(try probe.frame("span").width == 54)
        #expect(try probe.frame("unsized").width == 68)
    }

    @Test func flexibleColumnsShareWhatTheFixedOnesLeave() throws {
        let probe = Probe {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.tag("flexible")
                    Color.blue.frame(width: 50).tag("fixed")
                }
            }
        }
        try probe.list(200, 100)
        #expect(try probe.frame("flexible").width == 150)
        #expect(try probe.frame("fixed").width == 50)
    }

    @Test func aGridIsDrawnWithItsCells() throws {
        let scene = Scene {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
            }
        }
        let pixmap = try scene.render(size: Size(width: 20, height: 10), backend: .raster)
        #expect(pixmap.straightPixel(x: 5, y: 5) == pixmap.straightPixel(x: 9, y: 9))
        #expect(pixmap.straightPixel(x: 5, y: 5).r == 255 && pixmap.straightPixel(x: 5, y: 5).b < 100)
        #expect(pixmap.straightPixel(x: 15, y: 5).b == 255 && pixmap.straightPixel(x: 15, y: 5).r == 0)
    }

    @Test func aSpanBelowOneColumnIsAnError() throws {
        let probe = Probe { Grid { GridRow { Color.red.gridCellColumns(0) } } }
        #expect {
            try probe.list(50, 50)
        } throws: { error in
            "\(error)".contains("a cell must span at least 1 column (0)")
        }
    }

    @Test func aRowOutsideAGridIsAnHStack() throws {
        let probe = Probe {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }.tag("row")
        }
        try probe.list(100, 100)
        #expect(try probe.frame("row").size == Size(width: 28, height: 10))
    }
}

/// `GeometryProxy`: the reader's size and its frame in the local, global and named spaces.
@Suite struct GeometryProxyTests {
    @Test func framesInTheGlobalLocalAndNamedSpaces() throws {
        final class Log { var frames: [CoordinateSpace: CGRect] = [:] }
        let log = Log()
        let probe = Probe {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 30)
                GeometryReader { proxy in
                    let _ = log.frames = [.global: proxy.frame(in: .global), .local: proxy.frame(in: .local),
                                          .named("card"): proxy.frame(in: .named("card")),
                                          .named("unknown"): proxy.frame(in: .named("unknown"))]
                    Color.blue
                }
                .frame(width: 60, height: 20)
                .padding(.leading, 40)
            }
            .coordinateSpace(name: "card")
            .offset(x: 5)
        }
        try probe.list(200, 100)
        // The stack (100 × 50) is centred on the canvas, at (50, 25), and drawn 5 to the right.
        #expect(log.frames[.local] == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(log.frames[.named("card")] == CGRect(x: 40, y: 30, width: 60, height: 20))
        #expect(log.frames[.global] == CGRect(x: 95, y: 55, width: 60, height: 20))
        #expect(log.frames[.named("unknown")] == log.frames[.global])
    }

    @Test func aContentThatReadsItsFrameIsBuiltAgainWhenTheReaderMoves() throws {
        final class Log { var builds = 0 }
        let reading = Log(), sizing = Log()
        func scene() -> Scene {
            Scene {
                HStack(spacing: 0) {
                    GeometryReader { proxy in
                        let _ = reading.builds += 1
                        Color.red.frame(width: proxy.frame(in: .global).minX).tag("bar")
                    }
                    .frame(width: 20, height: 20)
                    GeometryReader { proxy in
                        let _ = sizing.builds += 1
                        Color.blue.frame(width: proxy.size.width)
                    }
                    .frame(width: 20, height: 20)
                }
            }
        }
        let moving = scene()
        _ = try moving.displayList(size: Size(width: 100, height: 40))
        #expect(try moving.node(tagged: "bar").frame.width == 30)
        _ = try moving.displayList(size: Size(width: 200, height: 40))
        #expect(try moving.node(tagged: "bar").frame.width == 80)
        #expect(reading.builds == 2)
        #expect(sizing.builds == 1)
        // What the incremental layout drew is what a new scene draws.
        #expect(try moving.displayList(size: Size(width: 200, height: 40)) == scene().displayList(size: Size(width: 200, height: 40)))
    }
}
