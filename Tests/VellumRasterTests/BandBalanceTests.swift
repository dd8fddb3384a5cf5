import Testing
import VellumCore
@testable import VellumRaster

/// Cuts learned from the bands' times: the next frame is cut where the time, not only the
/// estimate, splits evenly, and the bytes never depend on where the cut falls.
@Suite struct BandBalanceTests {
    static let size = Size(width: 256, height: 512)
    static let box = PixelBox(width: 256, height: 512)

    /// One opaque fill over the whole canvas: the same estimated work on every row.
    static func uniformTree() throws -> RenderTree {
        let context = GraphicsContext()
        context.fill(Path(Rect(x: 0, y: 0, width: 256, height: 512)), with: .color(.cssBlue))
        return try context.renderTree()
    }

    @Test func aSlowerBandGivesUpRowsToTheFasterOne() throws {
        let tree = try Self.uniformTree()
        let even = BandPlan.bands(of: Self.box, for: tree, count: 2)
        #expect(even.map(\.rows.maxY) == [256, 512])
        var balance = BandBalance()
        // The lower band took twice as long as the upper for the same estimated work.
        balance.learn(box: Self.box, bands: even, seconds: [1, 2])
        let corrected = BandPlan.bands(of: Self.box, for: tree, count: 2, balance: balance)
        let cut = corrected[0].rows.maxY
        #expect(cut > 256 && cut < 512 - BandPlan.minimumRows, "the cut moves down, into the slow rows: \(cut)")
        #expect(balance.corrections(for: PixelBox(width: 256, height: 500)) == nil, "other rows start afresh")
    }

    /// Rows from 384 down cost three times what the estimate says: frames timed by that cost
    /// converge on the cut that splits it evenly.
    @Test func cutsConvergeOnTheRealCost() throws {
        let tree = try Self.uniformTree()
        func cost(_ rows: PixelBox) -> Double {
            (rows.minY..<rows.maxY).reduce(0.0) { $0 + ($1 < 384 ? 1 : 3) }
        }
        var balance = BandBalance()
        var bands = BandPlan.bands(of: Self.box, for: tree, count: 2)
        for _ in 0..<12 {
            balance.learn(box: Self.box, bands: bands,
                          seconds: bands.map { cost($0.rows) })
            bands = BandPlan.bands(of: Self.box, for: tree, count: 2, balance: balance)
        }
        let (upper, lower) = (cost(bands[0].rows), cost(bands[1].rows))
        // 384 + 3 · 128 = 768 in all: even halves are cut at row 384.
        #expect(abs(upper - lower) / (upper + lower) < 0.03, "upper \(upper), lower \(lower), cut \(bands[0].rows.maxY)")
    }

    @Test func aFrameTheBandsShowedQuickIsDrawnWhole() throws {
        let tree = try Self.uniformTree()
        let bands = BandPlan.bands(of: Self.box, for: tree, count: 2)
        #expect(bands.count == 2, "the estimate alone says cut")
        var balance = BandBalance()
        // Both bands took 40 µs: the frame is worth 80 µs on one thread, under the least worth cutting.
        balance.learn(box: Self.box, bands: bands, seconds: [40e-6, 40e-6])
        #expect(BandPlan.bands(of: Self.box, for: tree, count: 2, balance: balance).map(\.rows) == [Self.box])
        // Four times the canvas (and the work) at the same speed is worth cutting again.
        let large = PixelBox(width: 1024, height: 512)
        let context = GraphicsContext()
        context.fill(Path(Rect(x: 0, y: 0, width: 1024, height: 512)), with: .color(.cssBlue))
        #expect(BandPlan.bands(of: large, for: try context.renderTree(), count: 2, balance: balance).count == 2)
    }

    @Test func aStallCannotThrowTheCutsFar() throws {
        var balance = BandBalance()
        let bands = BandPlan.bands(of: Self.box, for: try Self.uniformTree(), count: 2)
        for _ in 0..<20 {
            balance.learn(box: Self.box, bands: bands, seconds: [1, 1_000_000])
        }
        let correction = try #require(balance.corrections(for: Self.box))
        #expect(correction.allSatisfy { BandBalance.limits.contains($0) })
        // Times that say nothing (a frame of no time) change nothing.
        var still = BandBalance()
        still.learn(box: Self.box, bands: bands, seconds: [0, 0])
        #expect(still.corrections(for: Self.box)?.allSatisfy { $0 == 1 } == true)
    }

    @Test func framesCutWhereverTheBalanceSaysKeepTheirBytes() throws {
        let context = GraphicsContext()
        for i in 0..<40 {
            let y = Double(i * 13 % 480)
            context.fill(Path(ellipseIn: Rect(x: Double(i * 37 % 200), y: y, width: 60, height: 40)),
                         with: .color(Color(red: 0.2, green: Double(i) / 40, blue: 0.6, opacity: 0.7)))
        }
        let tree = try context.renderTree()
        let serial = try RasterBackend().render(tree, size: Self.size)
        let backend = RasterBackend(threads: 2)
        var cuts: Set<Int> = []
        for frame in 0..<6 {
            // Times as if the upper band were ever slower: the cut climbs from frame to frame.
            if let bands = backend.bands(of: Self.box, for: tree) {
                cuts.insert(bands[0].rows.maxY)
                backend.bandBalance.learn(box: Self.box, bands: bands,
                                          seconds: [4, 1])
            }
            #expect(try backend.render(tree, size: Self.size) == serial, "frame \(frame)")
        }
        #expect(cuts.count > 1, "the cut moved: \(cuts.sorted())")
    }
}
