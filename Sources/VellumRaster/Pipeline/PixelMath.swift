import VellumCore

// Premultiplied RGBA8 arithmetic. A pixel is a UInt32 holding the bytes R, G, B, A in memory
// order, which on the little-endian machines Vellum runs on is R | G << 8 | B << 16 | A << 24.

#if _endian(big)
#error("VellumRaster packs RGBA8 pixels assuming a little-endian CPU")
#endif

/// Exactly rounded 8-bit arithmetic on single channels and packed pixels.
enum PixelMath {
    /// round(a · b / 255) for a, b in 0…255, exactly (Blinn's (t + (t >> 8)) >> 8 with t = ab + 128).
    @inline(__always)
    static func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `pixel` multiplied by `factor`/255 with exact rounding, two channels per
    /// multiply (R and B in one word, G and A in another; 16-bit lanes cannot overflow).
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// 1.5 · 2²³: adding it to a float in 0…2²² leaves the rounded integer in the low mantissa
    /// bits, a conversion without range checks or branches.
    static let roundingMagic: Float = 12_582_912

    /// The low bits of round(`v`) for `v` in 0…2²², ties to even.
    @inline(__always)
    static func roundedBits(_ v: Float) -> UInt32 { (v + roundingMagic).bitPattern }

    /// The low bits of round(`v`) lane by lane, for lanes in 0…2²².
    @inline(__always)
    static func roundedBits(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(v + SIMD4(repeating: roundingMagic), to: SIMD4<UInt32>.self)
    }

    /// The alpha byte.
    @inline(__always)
    static func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }

    /// Source-over: `source` + `destination` · (1 − source alpha). Valid premultiplied inputs
    /// (channel ≤ alpha) keep every channel ≤ 255, so the packed add cannot carry.
    @inline(__always)
    static func sourceOver(_ source: UInt32, onto destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- alpha(source))
    }

    /// The premultiplied pixel for a colour, each channel rounded once from the exact product
    /// (components clamped to 0…1), so an opaque colour keeps its exact bytes.
    static func premultiplied(_ color: Color) -> UInt32 {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let a = unit(color.alpha)
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(unit(color.red) * a) | byte(unit(color.green) * a) << 8 | byte(unit(color.blue) * a) << 16
            | byte(a) << 24
    }
}
