import Testing
@testable import VellumBlur
import VellumCore

/// The sampled Gaussian sums eight outputs (or eight channels) at once; every output must still be
/// the scalar sum of its taps in order of k, bit for bit, or shadows would change their bytes.
@Suite struct BlurSummationTests {
    /// output[o] = Σ_k weights[k] · input[j − k] over taps inside the input, k ascending, with
    /// j = outputStart + o − lower − inputStart: the definition, one float at a time.
    static func reference(_ kernel: BlurKernel, _ input: [Float], from inputStart: Int, outputCount: Int,
                          from outputStart: Int, channels c: Int) -> [Float] {
        guard case .sampled(let weights, let lower) = kernel.spread else { return [] }
        let count = input.count / c
        var output = [Float](repeating: 0, count: outputCount * c)
        for o in 0..<outputCount {
            let j = outputStart + o - (lower + kernel.shift) - inputStart
            for ch in 0..<c {
                var sum: Float = 0
                for k in weights.indices where j - k >= 0 && j - k < count {
                    sum += weights[k] * input[(j - k) * c + ch]
                }
                output[o * c + ch] = sum
            }
        }
        return output
    }

    /// A line of pseudo-random alphas (a fixed linear congruential sequence).
    static func line(_ count: Int, seed: UInt32) -> [Float] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(state >> 24)
        }
    }

    @Test(arguments: [0.6, 0.75, 1.3, 1.9])
    func vectorSumsEqualTheScalarDefinition(sigma: Double) {
        for offset in [0.0, 0.3, -1.7] {
            let kernel = BlurKernel(sigma: sigma, reach: Int((3 * sigma).rounded(.up)) + 1, offset: offset)
            for (channels, count) in [(1, 37), (1, 130), (4, 29), (23, 19)] {
                let input = Self.line(count * channels, seed: UInt32(count * channels))
                for (inputStart, outputStart, outputCount) in [(0, -6, count + 12), (5, 9, count - 7), (-3, 0, 3)] {
                    var output = [Float](repeating: .nan, count: outputCount * channels)
                    var buffers = BlurLineBuffers()
                    input.withUnsafeBufferPointer { input in
                        output.withUnsafeMutableBufferPointer { output in
                            kernel.blurLine(input, from: inputStart, into: output, from: outputStart,
                                            channels: channels, buffers: &buffers)
                        }
                    }
                    let expected = Self.reference(kernel, input, from: inputStart, outputCount: outputCount,
                                                  from: outputStart, channels: channels)
                    #expect(output.map(\.bitPattern) == expected.map(\.bitPattern),
                            "σ \(sigma), offset \(offset), \(channels) channels, input at \(inputStart), output at \(outputStart)")
                }
            }
        }
    }

    /// The byte a blurred sample becomes is `rounded()`'s, clamped: checked on a grid of 1/256 from
    /// −1 to 256, on the four floats either side of every half, and beyond the range.
    @Test func bytesRoundAsRoundedDoes() {
        func expected(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 255).rounded()) }
        var samples: [Float] = (-256...(256 * 256)).map { Float($0) / 256 }
        for whole in 0...255 {
            var near = Float(whole) + 0.5
            for _ in 0..<4 { near = near.nextDown }
            for _ in 0..<9 {
                samples.append(near)
                near = near.nextUp
            }
        }
        samples += [-0.0, -3, 255.49, 255.5, 256, 1e9, .infinity, -.infinity, .leastNonzeroMagnitude]
        let wrong = samples.filter { $0.clampedRoundedByte != expected($0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    }
}
