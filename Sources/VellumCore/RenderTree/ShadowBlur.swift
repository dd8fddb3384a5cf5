import Foundation

/// A one-dimensional blur-and-shift kernel for a drop shadow: output[i] = Σ weight[m] ·
/// input[i − shift − m]. The Gaussian of standard deviation ``Shadow/sigma`` is sampled over
/// ``Shadow/blurReach`` pixels each way, and the fractional part of the offset is folded into the
/// weights, so sub-pixel offsets move a shadow smoothly instead of snapping it to whole pixels.
///
/// Every backend that blurs shadows itself uses this kernel, so they all blur alike.
public struct ShadowKernel: Sendable {
    /// The weights, summing to 1.
    public let weights: [Float]
    /// The whole-pixel part of the offset.
    public let shift: Int
    /// The kernel's extent: m runs from `lower` to `lower + weights.count − 1`.
    public let lower: Int

    /// The kernel blurring by `shadow` and shifting by `offset` (its x or its y offset).
    public init(_ shadow: Shadow, offset: Double) {
        let sigma = shadow.sigma
        let whole = offset.rounded(.down)
        let fraction = offset - whole
        shift = Int(whole)
        if shadow.blurReach == 1 {
            // Too narrow to blur: only the sub-pixel shift, as linear interpolation.
            lower = 0
            weights = [Float(1 - fraction), Float(fraction)]
            return
        }
        let reach = shadow.blurReach
        lower = -reach
        let raw = (-reach...reach).map { (m: Int) -> Double in
            let t = Double(m) - fraction
            return exp(-t * t / (2 * sigma * sigma))
        }
        let total = raw.reduce(0, +)
        weights = raw.map { Float($0 / total) }
    }

    /// How far before an input pixel its influence reaches in the output.
    @inlinable public var first: Int { shift + lower }
    /// How far after an input pixel its influence reaches in the output.
    @inlinable public var last: Int { shift + lower + weights.count - 1 }

    /// The kernel applied at output index `i` to `input`.
    @inlinable @inline(__always)
    public func apply(at i: Int, _ input: (Int) -> Float) -> Float {
        var sum: Float = 0
        for (k, w) in weights.enumerated() {
            sum += w * input(i - shift - lower - k)
        }
        return sum
    }
}

/// A drop shadow's alpha for backends that cannot blur (Cairo, PDF): the layer's alpha plane
/// blurred and shifted with ``ShadowKernel``s, rows then columns, as the raster backend does.
public enum ShadowBlur {
    /// The shadow `shadow` casts from `alpha`, a `width` × `height` plane of alphas (row-major,
    /// no padding, in device pixels): a plane of the same size. Shadow cast from outside the
    /// plane is not included, as on a canvas of that size.
    public static func blurredAlpha(_ alpha: [UInt8], width: Int, height: Int, shadow: Shadow) -> [UInt8] {
        precondition(alpha.count == width * height, "the alpha plane must hold width × height values")
        var out = [UInt8](repeating: 0, count: alpha.count)
        // An offset that takes the shadow off the plane would only overflow the kernel's shift.
        let far = Double(width + height + 2 * shadow.blurReach)
        guard abs(shadow.offset.x) < far, abs(shadow.offset.y) < far, !alpha.isEmpty else { return out }
        let kx = ShadowKernel(shadow, offset: shadow.offset.x)
        let ky = ShadowKernel(shadow, offset: shadow.offset.y)
        var rows = [Float](repeating: 0, count: alpha.count)
        alpha.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = y * width
                for x in 0..<width {
                    rows[row + x] = kx.apply(at: x) { j in j >= 0 && j < width ? Float(source[row + j]) : 0 }
                }
            }
        }
        rows.withUnsafeBufferPointer { rows in
            for y in 0..<height {
                for x in 0..<width {
                    let a = ky.apply(at: y) { j in j >= 0 && j < height ? rows[j * width + x] : 0 }
                    out[y * width + x] = UInt8(min(max(a, 0), 255).rounded())
                }
            }
        }
        return out
    }
}
