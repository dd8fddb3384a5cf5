import CVellumKernels

/// Thirty-two bytes — eight premultiplied pixels, or thirty-two coverage values — split into two
/// vectors of 16-bit lanes: `even` holds bytes 0, 2, 4, … (red and blue of each pixel) and `odd`
/// bytes 1, 3, 5, … (green and alpha). A product of two bytes fits a 16-bit lane, so the exactly
/// rounded x·y/255 of every byte is a couple of vector multiplies.
///
/// Only bit casts, masks, shifts, 16-bit multiplies and the byte shuffles of `VellumKernels.h` are
/// used: they map to SSE2, the default x86-64 target, as two 128-bit registers per vector, and to
/// one 256-bit register each when the compiler may use AVX2 (`-Xswiftc -target-cpu -Xswiftc
/// x86-64-v3`). Unlike the standard library's width-converting SIMD initialisers they are always
/// inlined.
struct ByteLanes {
    typealias Half = SIMD16<UInt16>
    typealias Words = SIMD8<UInt32>
    /// The pixels in one vector step.
    static let pixelCount = 8

    var even: Half
    var odd: Half

    @inline(__always)
    init(even: Half, odd: Half) {
        self.even = even
        self.odd = odd
    }

    /// Splits thirty-two bytes, given as eight little-endian words.
    @inline(__always)
    init(_ words: Words) {
        even = unsafeBitCast(words & 0x00FF_00FF, to: Half.self)
        odd = unsafeBitCast((words &>> 8) & 0x00FF_00FF, to: Half.self)
    }

    /// The thirty-two bytes as eight little-endian words.
    @inline(__always)
    var words: Words {
        unsafeBitCast(even, to: Words.self) | (unsafeBitCast(odd, to: Words.self) &<< 8)
    }

    /// Thirty-two bytes loaded from `pointer` (no alignment needed).
    @inline(__always)
    static func load(_ pointer: UnsafeRawPointer) -> ByteLanes {
        ByteLanes(pointer.loadUnaligned(as: Words.self))
    }

    /// Stores the thirty-two bytes at `pointer`.
    @inline(__always)
    func store(_ pointer: UnsafeMutableRawPointer) {
        pointer.storeBytes(of: words, as: Words.self)
    }

    /// round(a · b / 255) in every lane, exactly (`vk_mul255`: one high-half multiply per vector
    /// instead of two shifts and an add).
    @inline(__always)
    static func mul255(_ a: Half, _ b: Half) -> Half { vk_mul255(a, b) }

    /// Every byte multiplied by the matching byte of `other`, over 255.
    @inline(__always)
    func multiplied(by other: ByteLanes) -> ByteLanes {
        ByteLanes(even: Self.mul255(even, other.even), odd: Self.mul255(odd, other.odd))
    }

    /// Every byte multiplied by a per-pixel factor (see ``pixelFactors(packed:)``), over 255.
    @inline(__always)
    func scaled(by factors: Half) -> ByteLanes {
        ByteLanes(even: Self.mul255(even, factors), odd: Self.mul255(odd, factors))
    }

    @inline(__always)
    static func &+ (a: ByteLanes, b: ByteLanes) -> ByteLanes {
        ByteLanes(even: a.even &+ b.even, odd: a.odd &+ b.odd)
    }
}

// MARK: - Pixels

extension ByteLanes {
    /// Eight pixels loaded from `pointer`.
    @inline(__always)
    static func pixels(_ pointer: UnsafePointer<UInt32>) -> ByteLanes { load(UnsafeRawPointer(pointer)) }

    /// The same pixel eight times.
    @inline(__always)
    static func splat(_ pixel: UInt32) -> ByteLanes { ByteLanes(Words(repeating: pixel)) }

    /// Stores eight pixels at `pointer`.
    @inline(__always)
    func storePixels(_ pointer: UnsafeMutablePointer<UInt32>) { store(UnsafeMutableRawPointer(pointer)) }

    /// Per-pixel factors from eight coverage bytes packed little-endian.
    @inline(__always)
    static func pixelFactors(packed: UInt64) -> Half { vk_pixel_factors(packed) }

    /// 255 − alpha of each pixel, as per-pixel factors.
    @inline(__always)
    var inverseAlpha: Half { 255 &- vk_alpha_factors(odd) }

    /// Source-over of these (source) pixels onto `destination`.
    @inline(__always)
    func over(_ destination: ByteLanes) -> ByteLanes {
        self &+ destination.scaled(by: inverseAlpha)
    }
}

extension UnsafePointer<UInt8> {
    /// Eight coverage bytes at `self[i…]`, packed little-endian.
    @inline(__always)
    func packedCoverage(at i: Int) -> UInt64 {
        UnsafeRawPointer(self + i).loadUnaligned(as: UInt64.self)
    }
}
