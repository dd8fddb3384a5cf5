import Foundation
import VellumCore

/// A one-dimensional blur-and-shift of a line of samples, the one Gaussian blur every backend and
/// every filter shares (through ``SeparableBlur`` and the filter graph's `feGaussianBlur`).
///
/// Below a standard deviation of ``boxThreshold`` the Gaussian is sampled over `reach` pixels each
/// way, with the fractional part of the offset folded into the weights, so sub-pixel offsets move
/// a blur smoothly instead of snapping it to whole pixels. From the threshold up it is the Filter
/// Effects Module's three box blurs of size d = ⌊σ·3·√(2π)/4 + ½⌋ (for an even d, two of size d
/// offset by half a pixel each way and one of d + 1), each a running sum, so a blur's cost does
/// not grow with its radius; the fractional offset then moves the result by linear interpolation.
public struct BlurKernel: Sendable {
    /// The standard deviation from which box blurs replace the sampled Gaussian: below it the
    /// three boxes are visibly blockier than the Gaussian; above it they are within a few levels.
    public static let boxThreshold = 2.0

    /// One box blur: each output is the mean of the inputs from `lower` to `upper` away.
    public struct BoxWindow: Sendable, Equatable {
        /// The offsets of the window's first and last input from the output.
        public let lower: Int, upper: Int
    }

    /// How the kernel spreads a sample before the whole-pixel shift.
    public enum Spread: Sendable, Equatable {
        /// output[i] = Σ weights[k] · input[i − lower − k]: a sampled Gaussian (its weights sum
        /// to 1), or for no blur the sub-pixel shift alone as linear interpolation.
        case sampled(weights: [Float], lower: Int)
        /// The box passes in order, then output[i] = (1 − fraction) · v[i] + fraction · v[i − 1].
        case boxes(windows: [BoxWindow], fraction: Float)
    }

    /// The spread.
    public let spread: Spread
    /// The whole-pixel part of the offset: output[i] takes the spread's value at i − shift.
    public let shift: Int

    /// The kernel blurring by a Gaussian of standard deviation `sigma` (sampled over `reach`
    /// pixels each way below ``boxThreshold``) and shifting by `offset` pixels. Below a quarter
    /// pixel, or with no `reach`, there is no blur, only the sub-pixel shift.
    public init(sigma: Double, reach: Int, offset: Double) {
        let whole = offset.rounded(.down)
        let fraction = offset - whole
        // A shift of more than 2³¹ pixels takes the blur off any canvas; clamped, it cannot
        // overflow the index arithmetic (or the conversion).
        shift = Int(min(max(whole, -0x1p31), 0x1p31))
        if sigma < 0.25 || reach < 1 {
            spread = .sampled(weights: [Float(1 - fraction), Float(fraction)], lower: 0)
        } else if sigma >= Self.boxThreshold {
            spread = .boxes(windows: Self.boxWindows(sigma: sigma), fraction: Float(fraction))
        } else {
            let raw = (-reach...reach).map { (m: Int) -> Double in
                let t = Double(m) - fraction
                return exp(-t * t / (2 * sigma * sigma))
            }
            let total = raw.reduce(0, +)
            spread = .sampled(weights: raw.map { Float($0 / total) }, lower: -reach)
        }
    }

    /// The kernel blurring by `shadow` (``VellumCore/Shadow/sigma`` over
    /// ``VellumCore/Shadow/blurReach``) and shifting by `offset` (its x or its y offset).
    public init(_ shadow: Shadow, offset: Double) {
        self.init(sigma: shadow.sigma, reach: shadow.blurReach, offset: offset)
    }

    /// How far before an input pixel its influence reaches in the output.
    @inlinable public var first: Int {
        switch spread {
        case .sampled(_, let lower): shift + lower
        case .boxes(let windows, _): shift - windows.reduce(0) { $0 + $1.upper }
        }
    }

    /// How far after an input pixel its influence reaches in the output.
    @inlinable public var last: Int {
        switch spread {
        case .sampled(let weights, let lower): shift + lower + weights.count - 1
        case .boxes(let windows, let fraction): shift - windows.reduce(0) { $0 + $1.lower } + (fraction == 0 ? 0 : 1)
        }
    }

    /// The three box blurs approximating a Gaussian of standard deviation `sigma`.
    static func boxWindows(sigma: Double) -> [BoxWindow] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 0 else { return [] }
        if d % 2 == 1 { return Array(repeating: BoxWindow(lower: -d / 2, upper: d / 2), count: 3) }
        return [BoxWindow(lower: -d / 2, upper: d / 2 - 1), BoxWindow(lower: -d / 2 + 1, upper: d / 2),
                BoxWindow(lower: -d / 2, upper: d / 2)]
    }

    /// Blurs one line of samples of `channels` interleaved floats each. `input` holds the
    /// samples at indices `inputStart…` (zero elsewhere); `output` receives the samples at indices
    /// `outputStart…`. Each output is a fixed function of the inputs within the kernel's reach,
    /// whatever the two ranges, so a blur of a smaller region gives the same values in it. With
    /// `confined`, the box passes run on the input's range alone — what a pass spreads beyond it
    /// is dropped — as a filter primitive's blur is confined to its region. `edges` says what
    /// lies beyond the input (zero for ``BlurEdgeMode/none``). `buffers` is scratch space reused
    /// from line to line.
    public func blurLine(_ input: UnsafeBufferPointer<Float>, from inputStart: Int,
                         into output: UnsafeMutableBufferPointer<Float>, from outputStart: Int,
                         channels: Int, confined: Bool = false, edges: BlurEdgeMode = .none,
                         buffers: inout BlurLineBuffers) {
        if edges != .none && !input.isEmpty {
            return blurExtended(input, from: inputStart, into: output, from: outputStart, channels: channels,
                                confined: confined, edges: edges, buffers: &buffers)
        }
        switch spread {
        case .sampled(let weights, let lower):
            convolve(input, from: inputStart, weights: weights, lower: lower + shift,
                     into: output, from: outputStart, channels: channels)
        case .boxes(let windows, let fraction):
            boxBlur(input, from: inputStart, windows: windows, fraction: fraction, confined: confined,
                    into: output, from: outputStart, channels: channels, buffers: &buffers)
        }
    }

    /// Blurs `input` extended by `edges` on both sides as far as any output within `output`'s
    /// range reads it: the blur of the extended line, which has no edge within the kernel's reach.
    private func blurExtended(_ input: UnsafeBufferPointer<Float>, from inputStart: Int,
                              into output: UnsafeMutableBufferPointer<Float>, from outputStart: Int,
                              channels c: Int, confined: Bool, edges: BlurEdgeMode, buffers: inout BlurLineBuffers) {
        let count = input.count / c, outputCount = output.count / c
        // Every output reads inputs from `last` before it to `first` after it; the confined box
        // passes also need that reach again beyond those, to sum whole windows.
        let reach = abs(first) + abs(last) + 1
        let before = max(inputStart - outputStart, 0) + reach
        let after = max(outputStart + outputCount - (inputStart + count), 0) + reach
        var extended = buffers.extended
        buffers.extended = []
        defer { buffers.extended = extended }
        extended.removeAll(keepingCapacity: true)
        extended.reserveCapacity((before + count + after) * c)
        for j in -before..<(count + after) {
            let source = edges == .wrap ? ((j % count) + count) % count : min(max(j, 0), count - 1)
            for ch in 0..<c { extended.append(input[source * c + ch]) }
        }
        extended.withUnsafeBufferPointer { extended in
            blurLine(extended, from: inputStart - before, into: output, from: outputStart, channels: c,
                     confined: confined, buffers: &buffers)
        }
    }

    private func convolve(_ input: UnsafeBufferPointer<Float>, from inputStart: Int, weights: [Float], lower: Int,
                          into output: UnsafeMutableBufferPointer<Float>, from outputStart: Int, channels c: Int) {
        let inputCount = input.count / c
        weights.withUnsafeBufferPointer { weights in
            if c == 1 { return Self.convolveAlpha(input, weights: weights, first: outputStart - lower - inputStart, into: output) }
            for o in 0..<output.count / c {
                // Input index j = i − lower − k must lie in the input.
                let first = outputStart + o - lower - inputStart
                let kLow = max(0, first - (inputCount - 1)), kHigh = min(weights.count - 1, first)
                let sums = UnsafeMutableBufferPointer(rebasing: output[o * c..<(o + 1) * c])
                sums.update(repeating: 0)
                guard kLow <= kHigh else { continue }
                // Taps outermost, channels innermost: each channel still sums its taps in order
                // of k from 0, and the inner loop runs over contiguous floats.
                for k in kLow...kHigh {
                    Self.addScaled(UnsafeBufferPointer(rebasing: input[(first - k) * c..<(first - k + 1) * c]),
                                   by: weights[k], to: sums)
                }
            }
        }
    }

    /// sums[i] += weight · samples[i], eight lanes at a time: a multiply then an add per float,
    /// as the scalar loop does, so the sums are the same to the bit.
    private static func addScaled(_ samples: UnsafeBufferPointer<Float>, by weight: Float,
                                  to sums: UnsafeMutableBufferPointer<Float>) {
        let count = sums.count, lanes = count & ~7
        let source = UnsafeRawPointer(samples.baseAddress!), target = UnsafeMutableRawPointer(sums.baseAddress!)
        var i = 0
        while i < lanes {
            let offset = i * MemoryLayout<Float>.stride
            let sum = target.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                + weight * source.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
            target.storeBytes(of: sum, toByteOffset: offset, as: SIMD8<Float>.self)
            i += 8
        }
        while i < count {
            sums[i] += weight * samples[i]
            i += 1
        }
    }

    /// ``convolve`` for one channel (a shadow's alpha, the most common blur): output[o] sums
    /// weights[k] · input[first + o − k] over the taps that land in the input, in order of k, as
    /// the general loop does, without its slice and zeroing per output sample. Where every tap
    /// lands in the input, eight outputs are summed at once, each in the same order.
    private static func convolveAlpha(_ input: UnsafeBufferPointer<Float>, weights: UnsafeBufferPointer<Float>,
                                      first: Int, into output: UnsafeMutableBufferPointer<Float>) {
        let last = input.count - 1, taps = weights.count
        func sumOne(_ o: Int) {
            let j = first + o
            var sum: Float = 0
            let kLow = max(0, j - last), kHigh = min(taps - 1, j)
            if kLow <= kHigh {
                for k in kLow...kHigh { sum += weights[k] * input[j - k] }
            }
            output[o] = sum
        }
        // Outputs from innerStart to innerEnd have j = first + o with taps − 1 ≤ j ≤ last: every
        // tap lands in the input, so eight of them are summed at once there.
        let innerStart = min(max(taps - 1 - first, 0), output.count)
        let innerEnd = max(min(last - first + 1, output.count), innerStart)
        var o = 0
        while o < innerStart {
            sumOne(o)
            o += 1
        }
        if let source = UnsafeRawPointer(input.baseAddress), let target = UnsafeMutableRawPointer(output.baseAddress) {
            let stride = MemoryLayout<Float>.stride
            while o + 8 <= innerEnd {
                var sum = SIMD8<Float>()
                for k in 0..<taps {
                    sum += weights[k] * source.loadUnaligned(fromByteOffset: (first + o - k) * stride, as: SIMD8<Float>.self)
                }
                target.storeBytes(of: sum, toByteOffset: o * stride, as: SIMD8<Float>.self)
                o += 8
            }
        }
        while o < output.count {
            sumOne(o)
            o += 1
        }
    }

    /// Box passes keep exact sums: samples become fixed-point integers (16 fraction bits, exact
    /// for 8-bit values) and each pass sums its window without dividing, so a sum never depends
    /// on where its line starts; the product of the window sizes divides once at the end.
    private static let fixedPointOne = 65536.0

    private func boxBlur(_ input: UnsafeBufferPointer<Float>, from inputStart: Int, windows: [BoxWindow],
                         fraction: Float, confined: Bool, into output: UnsafeMutableBufferPointer<Float>,
                         from outputStart: Int, channels c: Int, buffers: inout BlurLineBuffers) {
        let inputEnd = inputStart + input.count / c
        // Unconfined, the line is everything the passes can reach, so nothing is dropped.
        let lineStart = confined ? inputStart : inputStart - windows.reduce(0) { $0 + $1.upper }
        let lineEnd = confined ? inputEnd : inputEnd - windows.reduce(0) { $0 + $1.lower }
        let count = lineEnd - lineStart
        buffers.prepare(samples: count, channels: c)
        let scale = 1 / windows.reduce(Self.fixedPointOne) { $0 * Double($1.upper - $1.lower + 1) }
        buffers.line.withUnsafeMutableBufferPointer { line in
            line.update(repeating: 0)
            let offset = (inputStart - lineStart) * c
            for i in 0..<input.count { line[offset + i] = Int64((Double(input[i]) * Self.fixedPointOne).rounded()) }
            buffers.prefix.withUnsafeMutableBufferPointer { prefix in
                for window in windows { Self.boxPass(line, count: count, window: window, channels: c, prefix: prefix) }
            }
            for o in 0..<output.count / c {
                let j = outputStart + o - shift - lineStart
                let here = j >= 0 && j < count, before = j >= 1 && j <= count
                for ch in 0..<c {
                    let v = here ? Float(Double(line[j * c + ch]) * scale) : 0
                    output[o * c + ch] = fraction == 0 ? v
                        : (1 - fraction) * v + fraction * (before ? Float(Double(line[(j - 1) * c + ch]) * scale) : 0)
                }
            }
        }
    }

    /// One box pass over the first `n` samples of `line` (`c` integers each) in place: each sample
    /// becomes the sum of those from `window.lower` to `window.upper` away (zero beyond the line),
    /// through running sums. They wrap around on overflow, harmlessly: a window's sum is a
    /// difference of two of them and fits.
    private static func boxPass(_ line: UnsafeMutableBufferPointer<Int64>, count n: Int, window: BoxWindow,
                                channels c: Int, prefix: UnsafeMutableBufferPointer<Int64>) {
        for ch in 0..<c { prefix[ch] = 0 }
        for i in 0..<n * c { prefix[i + c] = prefix[i] &+ line[i] }
        for i in 0..<n {
            let a = min(max(i + window.lower, 0), n) * c, b = min(max(i + window.upper + 1, 0), n) * c
            for ch in 0..<c { line[i * c + ch] = prefix[b + ch] &- prefix[a + ch] }
        }
    }
}

/// Scratch space for ``BlurKernel/blurLine(_:from:into:from:channels:confined:edges:buffers:)``:
/// a line of fixed-point samples and its running sums, grown as needed and reused from line to
/// line.
public struct BlurLineBuffers {
    var line: [Int64] = []
    var prefix: [Int64] = []
    /// A line extended beyond its edges (``BlurEdgeMode/duplicate`` and ``BlurEdgeMode/wrap``).
    var extended: [Float] = []

    /// Empty buffers.
    public init() {}

    /// Room for a line of `samples` samples of `channels` integers, and for its running sums,
    /// which start with one sample of zeros.
    mutating func prepare(samples: Int, channels: Int) {
        let count = samples * channels
        if line.count != count { line = [Int64](repeating: 0, count: count) }
        if prefix.count < count + channels { prefix = [Int64](repeating: 0, count: count + channels) }
    }
}

/// What ``SeparableBlur`` blurs: an alpha (`Float`) or four premultiplied channels
/// (`SIMD4<Float>`), laid out in memory as that many floats.
public protocol BlurSample: Sendable {
    /// How many floats a sample is.
    static var channels: Int { get }
    /// Nothing: what lies outside the source.
    static var zero: Self { get }
}

extension Float: BlurSample {
    /// One float: an alpha.
    public static var channels: Int { 1 }
}

extension SIMD4: BlurSample where Scalar == Float {
    /// Four floats: premultiplied channels.
    public static var channels: Int { 4 }
}

extension Float {
    /// The value clamped to 0…255 and rounded to the nearest whole number, halves away from zero,
    /// as `rounded()` rounds, without its library call per sample: adding the float just below ½
    /// (the float sum reaches the next whole number exactly when the fraction is at least ½) and
    /// truncating gives the same byte for every float from 0 to 255, all 1,132,396,545 checked.
    @inlinable @inline(__always)
    var clampedRoundedByte: UInt8 {
        UInt8(truncatingIfNeeded: Int32(min(max(self, 0), 255) + 0x1.fffffep-2))
    }
}
