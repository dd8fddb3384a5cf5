import Testing
import VellumBlur
import VellumCore

/// `BlurKernel.blurLine` with edge modes: a constant line stays constant up to its ends when the
/// edges repeat it, and fades there when they are transparent — for the sampled Gaussian and
/// the box passes alike, confined or not.
@Suite struct BlurEdgeTests {
    /// A line of `count` samples of 1 blurred by `sigma` with `edges`, read over the input's own
    /// range.
    static func blurredOnes(sigma: Double, edges: BlurEdgeMode, confined: Bool, count: Int = 64) -> [Float] {
        let kernel = BlurKernel(sigma: sigma, reach: Int((3 * sigma).rounded(.up)) + 1, offset: 0)
        let input = [Float](repeating: 1, count: count)
        var output = [Float](repeating: -1, count: count)
        var buffers = BlurLineBuffers()
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                kernel.blurLine(input, from: 0, into: output, from: 0, channels: 1, confined: confined, edges: edges,
                                buffers: &buffers)
            }
        }
        return output
    }

    @Test(arguments: [1.0, 5.0], [false, true])
    func repeatedEdgesKeepAConstantLineConstant(sigma: Double, confined: Bool) {
        for edges in [BlurEdgeMode.duplicate, .wrap] {
            let out = Self.blurredOnes(sigma: sigma, edges: edges, confined: confined)
            #expect(out.allSatisfy { abs($0 - 1) < 1e-5 }, "\(edges), σ \(sigma): \(out)")
        }
        let faded = Self.blurredOnes(sigma: sigma, edges: .none, confined: confined)
        #expect(faded[0] < 0.75 && faded[63] < 0.75 && abs(faded[32] - 1) < 1e-3)
    }

    @Test func wrapBringsInTheOtherEnd() {
        // A line dark on the left half and bright on the right: wrapped, its first sample reads
        // the bright end before it; duplicated, the dark start.
        let kernel = BlurKernel(sigma: 1, reach: 4, offset: 0)
        let input: [Float] = Array(repeating: 0, count: 8) + Array(repeating: 1, count: 8)
        func first(_ edges: BlurEdgeMode) -> Float {
            var output = [Float](repeating: 0, count: 16)
            var buffers = BlurLineBuffers()
            input.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { output in
                    kernel.blurLine(input, from: 0, into: output, from: 0, channels: 1, edges: edges, buffers: &buffers)
                }
            }
            return output[0]
        }
        #expect(first(.duplicate) < 1e-6)
        #expect(first(.wrap) > 0.2)
    }
}
