import Foundation
import VellumCore

/// A one-dimensional blur-and-shift kernel: output[i] = Σ weight[m] · input[i − shift − m]. A
/// Gaussian of standard deviation `sigma` is sampled over `reach` pixels each way, and the
/// fractional part of the offset is folded into the weights, so sub-pixel offsets move a blur
/// smoothly instead of snapping it to whole pixels.
///
/// Every backend that blurs itself uses these kernels (through ``SeparableBlur``), so they all
/// blur alike.
public struct BlurKernel: Sendable {
    /// The weights, summing to 1.
    public let weights: [Float]
    /// The whole-pixel part of the offset.
    public let shift: Int
    /// The kernel's extent: m runs from `lower` to `lower + weights.count − 1`.
    public let lower: Int

    /// The kernel blurring by a Gaussian of standard deviation `sigma` sampled over `reach`
    /// pixels each way and shifting by `offset` pixels. A `reach` of 1 (too narrow to blur) is
    /// only the sub-pixel shift, as linear interpolation.
    public init(sigma: Double, reach: Int, offset: Double) {
        let whole = offset.rounded(.down)
        let fraction = offset - whole
        // A shift of more than 2³¹ pixels takes the blur off any canvas; clamped, it cannot
        // overflow the index arithmetic (or the conversion).
        shift = Int(min(max(whole, -0x1p31), 0x1p31))
        if reach <= 1 {
            lower = 0
            weights = [Float(1 - fraction), Float(fraction)]
            return
        }
        lower = -reach
        let raw = (-reach...reach).map { (m: Int) -> Double in
            let t = Double(m) - fraction
            return exp(-t * t / (2 * sigma * sigma))
        }
        let total = raw.reduce(0, +)
        weights = raw.map { Float($0 / total) }
    }

    /// The kernel blurring by `shadow` (``VellumCore/Shadow/sigma`` over
    /// ``VellumCore/Shadow/blurReach``) and shifting by `offset` (its x or its y offset).
    public init(_ shadow: Shadow, offset: Double) {
        self.init(sigma: shadow.sigma, reach: shadow.blurReach, offset: offset)
    }

    /// How far before an input pixel its influence reaches in the output.
    @inlinable public var first: Int { shift + lower }
    /// How far after an input pixel its influence reaches in the output.
    @inlinable public var last: Int { shift + lower + weights.count - 1 }

    /// The kernel applied at output index `i` to `input`.
    @inlinable @inline(__always)
    public func apply<Sample: BlurSample>(at i: Int, _ input: (Int) -> Sample) -> Sample {
        var sum = Sample.zero
        for (k, w) in weights.enumerated() {
            sum = sum.adding(input(i - shift - lower - k), weighted: w)
        }
        return sum
    }
}
