import VellumCore

/// How much slower or faster than estimated each row's band ran in the frames before: the
/// correction that cuts the next frame where the time, and not only the estimate, splits evenly.
///
/// The plan's estimate (pixels times what each paint costs a pixel, plus a set-up per shape)
/// misjudges some scenes by a tenth or more — on the glyph scene the lower band ran 12 % longer
/// than the upper, on fill_2048 15 % — and with one band per thread a frame waits for its slowest
/// band. A frame drawn again (an animation, a preview, a benchmark) is cut with each row's
/// estimate scaled by what its band's time said. Cuts only decide which thread draws a row: the
/// bytes are the same wherever they fall.
struct BandBalance {
    /// The rows the corrections belong to; a frame of other rows starts afresh.
    private(set) var box = PixelBox.empty
    /// Per row of `box`, what its estimated work is multiplied by.
    private(set) var correction: [Double] = []
    /// The least and most a row's estimate is scaled by: a stall in one frame (the machine busy
    /// elsewhere) cannot throw the cuts far.
    static let limits = 0.25...4.0
    /// Seconds of drawing per unit of estimated work, in the last frame drawn in bands (the bands'
    /// times summed: what one thread would have taken); 0 until a frame was.
    private(set) var secondsPerWork = 0.0
    /// The least time, on one thread, a frame must be expected to take to be cut: below it,
    /// waking a second thread and setting up the shapes that cross the cut cost more than the
    /// thread saves (the 0.12 ms badge scene was 7–9 % slower on two threads).
    static let minimumSeconds = 0.25e-3

    /// Whether a frame estimated at `work` is expected, from the frames drawn in bands before,
    /// to take too little time to be worth cutting; false while no frame was.
    func isTooSmall(work: Double) -> Bool {
        secondsPerWork > 0 && work * secondsPerWork < Self.minimumSeconds
    }

    /// The corrections for the rows of `box`, `nil` when no frame of these rows was measured.
    func corrections(for box: PixelBox) -> [Double]? {
        box == self.box ? correction : nil
    }

    /// Learns from a frame of `box` cut into `bands`, each with its estimated work (corrections
    /// applied), that took `seconds` each: every band's rows are scaled halfway, as a ratio,
    /// toward its measured time per unit of work against the frame's, so that timing noise moves
    /// the cuts little and a steady misjudgement is gone within a few frames.
    mutating func learn(box: PixelBox, bands: [(rows: PixelBox, work: Double)], seconds: [Double]) {
        if box != self.box {
            self.box = box
            correction = Array(repeating: 1, count: box.height)
        }
        let frameRate = seconds.reduce(0, +) / bands.reduce(0) { $0 + $1.work }
        guard frameRate > 0, frameRate.isFinite else { return }
        secondsPerWork = frameRate
        for (band, time) in zip(bands, seconds) where band.work > 0 {
            let factor = (time / band.work / frameRate).squareRoot()
            guard factor.isFinite else { continue }
            for row in (band.rows.minY - box.minY)..<(band.rows.maxY - box.minY) {
                correction[row] = min(max(correction[row] * factor, Self.limits.lowerBound), Self.limits.upperBound)
            }
        }
    }
}
