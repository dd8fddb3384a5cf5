import VellumCore

/// Compositing a layer with a blend mode other than `normal`: the per-pixel formula of
/// ``BlendMode/composite(_:onto:)`` (shared with every backend that blends pixels itself), the
/// layer first scaled by its own coverage (opacity and mask, which belong to the layer), the
/// result then weighed against the backdrop by the clip's coverage (a clip bounds where the
/// backdrop changes, as in Core Graphics and Cairo — which for the W3C modes is the same as
/// scaling the layer). A Swift path: blended layers are rare, and the formula is not one a
/// vector kernel would speed up without a second copy of it.
enum BlendCompositor {
    /// Composites `count` premultiplied layer pixels from `source` onto `destination` by `mode`,
    /// the layer scaled by `layerCoverage` and the result weighed by `clipCoverage` when given.
    static func composite(_ mode: BlendMode, _ source: UnsafePointer<UInt32>, layerCoverage: UnsafePointer<UInt8>,
                          clipCoverage: UnsafePointer<UInt8>?, into destination: UnsafeMutablePointer<UInt32>,
                          count: Int) {
        for i in 0..<count {
            let clip = UInt32(clipCoverage?[i] ?? 255)
            guard clip > 0 else { continue }
            let backdrop = destination[i]
            let layer = PixelMath.scale(source[i], by: UInt32(layerCoverage[i]))
            let blended = unsafeBitCast(mode.composite(unsafeBitCast(layer, to: SIMD4<UInt8>.self),
                                                       onto: unsafeBitCast(backdrop, to: SIMD4<UInt8>.self)),
                                        to: UInt32.self)
            destination[i] = clip == 255 ? blended : lerp(backdrop, blended, clip)
        }
    }

    /// `from` · (255 − `t`) / 255 + `to` · `t` / 255, each term exactly rounded; premultiplied
    /// inputs give a premultiplied result.
    @inline(__always)
    private static func lerp(_ from: UInt32, _ to: UInt32, _ t: UInt32) -> UInt32 {
        PixelMath.scale(from, by: 255 - t) &+ PixelMath.scale(to, by: t)
    }
}
