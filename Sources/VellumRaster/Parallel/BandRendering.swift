import Dispatch
import VellumCore

/// Where a frame is cut into bands: rows chosen so that each band holds about as much work, as
/// estimated from the device bounds of the nodes, or the frame whole when cutting would not pay.
///
/// A frame has one band per thread. Every cut costs each shape crossing it a second sweep set-up,
/// a second walk of its edges and a load of the shared ones: drawn one after the other on one
/// thread, four bands cost 11–18 % more than the whole frame (two 3–5 %), which more than undid
/// the balance that cutting twice as many bands as threads, each thread taking the next band
/// left, had bought.
enum BandPlan {
    /// Fewest rows a band may have: thinner bands repeat the set-up of every shape they share
    /// for too few rows.
    static let minimumRows = 32
    /// Least estimated work (in pixels covered) worth cutting: below it, waking the threads costs
    /// more than they save.
    static let minimumWork = 96.0 * 1024
    /// What setting a shape up costs, in pixels of coverage: paid again in every band it meets.
    static let shapeCost = 512.0

    /// `box` cut into at most `count` bands of whole rows for `tree`, each with its estimated
    /// work; each row's estimate is multiplied by its correction in `balance`, and a frame the
    /// frames before say is too quick to cut is not.
    static func bands(of box: PixelBox, for tree: RenderTree, count: Int,
                      balance: BandBalance = BandBalance()) -> [(rows: PixelBox, work: Double)] {
        let rows = box.height
        let most = min(count, rows / minimumRows)
        guard most > 1 else { return [(box, 0)] }
        // Work per row, from a difference array over every drawing's device bounds.
        var change = [Double](repeating: 0, count: rows + 1)
        add(tree.nodes, in: box, to: &change)
        var perRow = [Double](repeating: 0, count: rows), running = 0.0
        for y in 0..<rows {
            running += change[y]
            perRow[y] = running
        }
        guard perRow.reduce(0, +) >= minimumWork else { return [(box, 0)] }
        if let correction = balance.corrections(for: box) {
            for y in 0..<rows { perRow[y] *= correction[y] }
        }
        // The work as the balance learned its speed: with the corrections applied.
        let total = perRow.reduce(0, +)
        guard !balance.isTooSmall(work: total) else { return [(box, 0)] }
        var bands: [(rows: PixelBox, work: Double)] = [], start = 0, done = 0.0, cut = 0.0
        for y in 0..<rows {
            done += perRow[y]
            let target = total * Double(bands.count + 1) / Double(most)
            if done >= target, bands.count < most - 1, y + 1 - start >= minimumRows, rows - (y + 1) >= minimumRows {
                bands.append((PixelBox(minX: box.minX, minY: box.minY + start, maxX: box.maxX, maxY: box.minY + y + 1),
                              done - cut))
                (start, cut) = (y + 1, done)
            }
        }
        bands.append((PixelBox(minX: box.minX, minY: box.minY + start, maxX: box.maxX, maxY: box.maxY), total - cut))
        return bands
    }

    /// Adds the work of `nodes` (device bounds, as culling sees them) to the rows of `box`: each
    /// drawing its width per row it spans, weighted by what its paint costs a pixel, and its
    /// set-up spread over those rows.
    private static func add(_ nodes: [RenderNode], in box: PixelBox, to change: inout [Double]) {
        for node in nodes {
            if case .group(let group) = node {
                add(group.children, in: box, to: &change)
                add(group.mask?.content ?? [], in: box, to: &change)
                continue
            }
            guard let bounds = node.bounds else { continue }
            let pixels = PixelBox(enclosing: bounds).intersection(box)
            guard !pixels.isEmpty else { continue }
            let weight = if case .draw(let drawing) = node { pixelCost(drawing.paint) } else { 1.0 }
            let perRow = Double(pixels.width) * weight + shapeCost / Double(pixels.height)
            change[pixels.minY - box.minY] += perRow
            change[pixels.maxY - box.minY] -= perRow
        }
    }
}

extension BandPlan {
    /// What shading and compositing a pixel of `paint` costs, in pixels of an opaque colour. From
    /// instruction counts of a 1000 × 1000 square over an opaque canvas: an opaque colour 0.85 a
    /// pixel, a translucent one 3.0, an opaque linear or radial gradient 10.7–11.8, a translucent
    /// one 14.1–15.2. Images are taken to cost what translucent gradients do.
    static func pixelCost(_ paint: Paint) -> Double {
        switch paint {
        case .color(let color): color.alpha >= 1 ? 1 : 3.5
        case .linearGradient(let gradient): gradientCost(gradient.gradient)
        case .radialGradient(let gradient): gradientCost(gradient.gradient)
        case .angularGradient(let gradient): gradientCost(gradient.gradient)
        case .image: 17
        }
    }

    private static func gradientCost(_ gradient: Gradient) -> Double {
        gradient.stops.allSatisfy { $0.color.alpha >= 1 } ? 13 : 17
    }
}

extension RasterBackend {
    /// The bands `box` of a frame of `tree` is cut into; `nil` on one thread, which needs no plan
    /// (nor the array a plan is: a frame allocates nothing).
    func bands(of box: PixelBox, for tree: RenderTree) -> [(rows: PixelBox, work: Double)]? {
        guard threads > 1 else { return nil }
        return BandPlan.bands(of: box, for: tree, count: threads, balance: bandBalance)
    }

    /// Draws `part` of `tree` (inside `box`) onto the canvas in `bands` (at most ``threads``), all
    /// at once, and learns from their times where to cut the next frame; band `i` is always drawn
    /// by the same backend, so each keeps its prepared geometry from frame to frame. `whole` when
    /// the bands make up the canvas.
    func drawBands(_ bands: [(rows: PixelBox, work: Double)], of tree: RenderTree, within box: PixelBox,
                   onto canvas: UnsafeMutablePointer<UInt32>, width: Int, height: Int, whole: Bool, part: DrawingPart) {
        let job = BandJob(backends: [self] + bandWorkers, canvas: canvas, bands: bands.count)
        bandEdges.beginFrame()
        for (backend, band) in zip(job.backends, bands) { backend.band = (band.rows, bandEdges) }
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            let clock = ContinuousClock(), start = clock.now
            // A band is a region: it writes its own rows of the canvas and nothing else.
            job.backends[index].draw(tree, onto: job.canvas, width: width, height: height, within: bands[index].rows,
                                     whole: whole, part: part)
            job.seconds[index] = (clock.now - start).seconds
        }
        for backend in job.backends { backend.band = nil }
        bandBalance.learn(box: box, bands: bands, seconds: Array(job.seconds))
    }
}

/// What the band threads share. Each band is drawn by a backend no other thread touches while it
/// draws, into rows no other band writes, and writes its own time, so the unsynchronised sharing
/// is safe.
private final class BandJob: @unchecked Sendable {
    let backends: [RasterBackend]
    let canvas: UnsafeMutablePointer<UInt32>
    /// Each band's time, in seconds.
    let seconds: UnsafeMutableBufferPointer<Double>

    init(backends: [RasterBackend], canvas: UnsafeMutablePointer<UInt32>, bands: Int) {
        (self.backends, self.canvas) = (backends, canvas)
        seconds = .allocate(capacity: bands)
        seconds.initialize(repeating: 0)
    }

    deinit {
        seconds.deallocate()
    }
}
