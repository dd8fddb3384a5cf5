/// Sixteen bytes — four premultiplied pixels, or sixteen coverage values — split into two vectors
/// of 16-bit lanes: `even` holds bytes 0, 2, 4, … (red and blue of each pixel) and `odd` bytes
/// 1, 3, 5, … (green and alpha). A product of two bytes fits a 16-bit lane, so the exactly rounded
/// x·y/255 of every byte is a couple of vector multiplies.
///
/// Only bit casts, masks, shifts and 16-bit multiplies are used: they map to SSE2, the default
/// x86-64 target, and unlike the standard library's width-converting SIMD initialisers they are
/// always inlined.
struct ByteLanes {
    typealias Half = SIMD8<UInt16>

    var even: Half
    var odd: Half

    @inline(__always)
    init(even: Half, odd: Half) {
        self.even = even
        self.odd = odd
    }

    /// Splits sixteen bytes, given as four little-endian words.
    @inline(__always)
    init(_ words: SIMD4<UInt32>) {
        even = unsafeBitCast(words & 0x00FF_00FF, to: Half.self)
        odd = unsafeBitCast((words &>> 8) & 0x00FF_00FF, to: Half.self)
    }

    /// The sixteen bytes as four little-endian words.
    @inline(__always)
    var words: SIMD4<UInt32> {
        unsafeBitCast(even, to: SIMD4<UInt32>.self) | (unsafeBitCast(odd, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// Sixteen bytes loaded from `pointer` (no alignment needed).
    @inline(__always)
    static func load(_ pointer: UnsafeRawPointer) -> ByteLanes {
        ByteLanes(pointer.loadUnaligned(as: SIMD4<UInt32>.self))
    }

    /// Stores the sixteen bytes at `pointer`.
    @inline(__always)
    func store(_ pointer: UnsafeMutableRawPointer) {
        pointer.storeBytes(of: words, as: SIMD4<UInt32>.self)
    }

    /// round(a · b / 255) in every lane, exactly.
    @inline(__always)
    static func mul255(_ a: Half, _ b: Half) -> Half {
        let t = a &* b &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Every byte multiplied by the matching byte of `other`, over 255.
    @inline(__always)
    func multiplied(by other: ByteLanes) -> ByteLanes {
        ByteLanes(even: Self.mul255(even, other.even), odd: Self.mul255(odd, other.odd))
    }

    /// Every byte multiplied by a per-pixel factor (see ``pixelFactors(_:)``), over 255.
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
    /// Four pixels loaded from `pointer`.
    @inline(__always)
    static func pixels(_ pointer: UnsafePointer<UInt32>) -> ByteLanes { load(UnsafeRawPointer(pointer)) }

    /// The same pixel four times.
    @inline(__always)
    static func splat(_ pixel: UInt32) -> ByteLanes { ByteLanes(SIMD4(repeating: pixel)) }

    /// Stores four pixels at `pointer`.
    @inline(__always)
    func storePixels(_ pointer: UnsafeMutablePointer<UInt32>) { store(UnsafeMutableRawPointer(pointer)) }

    /// Per-pixel factors for ``scaled(by:)``: each of four values in both lanes of its pixel.
    @inline(__always)
    static func pixelFactors(_ values: SIMD4<UInt32>) -> Half {
        unsafeBitCast(values &* 0x0001_0001, to: Half.self)
    }

    /// Per-pixel factors from four coverage bytes packed little-endian.
    @inline(__always)
    static func pixelFactors(packed: UInt32) -> Half {
        pixelFactors(SIMD4(packed & 0xFF, (packed >> 8) & 0xFF, (packed >> 16) & 0xFF, packed >> 24))
    }

    /// 255 − alpha of each pixel, as per-pixel factors.
    @inline(__always)
    var inverseAlpha: Half {
        let alpha = unsafeBitCast(odd, to: SIMD4<UInt32>.self) &>> 16
        return 255 &- unsafeBitCast(alpha | (alpha &<< 16), to: Half.self)
    }

    /// Source-over of these (source) pixels onto `destination`.
    @inline(__always)
    func over(_ destination: ByteLanes) -> ByteLanes {
        self &+ destination.scaled(by: inverseAlpha)
    }
}

extension UnsafePointer<UInt8> {
    /// Four coverage bytes at `self[i…]`, packed little-endian.
    @inline(__always)
    func packedCoverage(at i: Int) -> UInt32 {
        UnsafeRawPointer(self + i).loadUnaligned(as: UInt32.self)
    }
}
