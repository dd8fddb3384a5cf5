/// Source-over compositing of spans of premultiplied pixels, eight pixels at a time in
/// ``ByteLanes`` with a scalar tail, plus the fast paths that matter: opaque, fully covered spans
/// become plain stores and fully transparent coverage is skipped.
enum Compositor {
    /// Composites a solid premultiplied `color` over `count` pixels at uniform `coverage`.
    @inline(__always)
    static func solid(_ color: UInt32, coverage: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        let source = coverage == 255 ? color : PixelMath.scale(color, by: coverage)
        let inverse = 255 &- PixelMath.alpha(source)
        if inverse == 0 {
            dst.update(repeating: source, count: count)
            return
        }
        guard source != 0 else { return }
        let sourceLanes = ByteLanes.splat(source), inverseLanes = ByteLanes.Half(repeating: UInt16(inverse))
        var i = 0
        while i + ByteLanes.pixelCount <= count {
            (sourceLanes &+ ByteLanes.pixels(dst + i).scaled(by: inverseLanes)).storePixels(dst + i)
            i += ByteLanes.pixelCount
        }
        while i < count {
            dst[i] = source &+ PixelMath.scale(dst[i], by: inverse)
            i += 1
        }
    }

    /// Composites a solid premultiplied `color` over `count` pixels with per-pixel coverage.
    ///
    /// When `writable` (≥ `count`) pixels from `dst` may be rewritten and the coverage can be
    /// read eight bytes at a time past its end, a last partial step runs as one vector step, its
    /// coverage past `count` zeroed so that those pixels are rewritten unchanged (x · 255 / 255 is
    /// x exactly); otherwise it runs pixel by pixel.
    @inline(__always)
    static func solid(_ color: SolidLanes, coverage: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>,
                      count: Int, writable: Int) {
        var i = 0
        while i + ByteLanes.pixelCount <= count {
            solid(color, group: coverage.packedCoverage(at: i), into: dst + i)
            i += ByteLanes.pixelCount
        }
        guard i < count else { return }
        if i + ByteLanes.pixelCount <= writable {
            let kept = UInt64.max &>> UInt64(64 &- 8 &* (count &- i))
            solid(color, group: coverage.packedCoverage(at: i) & kept, into: dst + i)
            return
        }
        while i < count {
            solid(color, coverage: UInt32(coverage[i]), onto: dst + i)
            i += 1
        }
    }

    /// Composites a solid colour over the one pixel at `dst` at `coverage`.
    @inline(__always)
    static func solid(_ color: SolidLanes, coverage c: UInt32, onto dst: UnsafeMutablePointer<UInt32>) {
        if c == 255 && color.isOpaque {
            dst.pointee = color.pixel
        } else if c != 0 {
            dst.pointee = PixelMath.sourceOver(PixelMath.scale(color.pixel, by: c), onto: dst.pointee)
        }
    }

    /// Composites a solid colour over the eight pixels at `dst` with their coverage packed
    /// little-endian: one vector step, a store where the colour is opaque and every pixel fully
    /// covered, nothing where none is covered.
    @inline(__always)
    static func solid(_ color: SolidLanes, group packed: UInt64, into dst: UnsafeMutablePointer<UInt32>) {
        if packed == .max && color.isOpaque {
            color.lanes.storePixels(dst)
        } else if packed != 0 {
            // The colour's alpha is known, so the inverse needs no per-pixel broadcast.
            let c = ByteLanes.pixelFactors(packed: packed)
            let inverse = 255 &- ByteLanes.mul255(color.alpha, c)
            (color.lanes.scaled(by: c) &+ ByteLanes.pixels(dst).scaled(by: inverse)).storePixels(dst)
        }
    }

    /// Composites `count` premultiplied source pixels at uniform `coverage`. `sourceIsOpaque`
    /// promises every source alpha is 255.
    @inline(__always)
    static func blend(_ source: UnsafePointer<UInt32>, coverage: UInt32, sourceIsOpaque: Bool,
                      into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        if coverage == 255 && sourceIsOpaque {
            dst.update(from: source, count: count)
            return
        }
        let c = ByteLanes.Half(repeating: UInt16(coverage))
        var i = 0
        while i + ByteLanes.pixelCount <= count {
            var s = ByteLanes.pixels(source + i)
            if coverage != 255 { s = s.scaled(by: c) }
            s.over(ByteLanes.pixels(dst + i)).storePixels(dst + i)
            i += ByteLanes.pixelCount
        }
        while i < count {
            let s = coverage == 255 ? source[i] : PixelMath.scale(source[i], by: coverage)
            dst[i] = PixelMath.sourceOver(s, onto: dst[i])
            i += 1
        }
    }

    /// Composites `count` premultiplied source pixels with per-pixel coverage.
    @inline(__always)
    static func blend(_ source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>,
                      into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        var i = 0
        while i + ByteLanes.pixelCount <= count {
            let packed = coverage.packedCoverage(at: i)
            if packed != 0 {
                let s = ByteLanes.pixels(source + i).scaled(by: ByteLanes.pixelFactors(packed: packed))
                s.over(ByteLanes.pixels(dst + i)).storePixels(dst + i)
            }
            i += ByteLanes.pixelCount
        }
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 {
                let s = c == 255 ? source[i] : PixelMath.scale(source[i], by: c)
                dst[i] = PixelMath.sourceOver(s, onto: dst[i])
            }
            i += 1
        }
    }

    /// Multiplies `count` coverage values by mask values: `coverage[i] = mask[i] · coverage[i] / 255`.
    @inline(__always)
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, by mask: UnsafePointer<UInt8>, count: Int) {
        multiply(UnsafePointer(coverage), by: mask, into: coverage, count: count)
    }

    /// Writes `a[i] · b[i] / 255` into `out`, thirty-two values at a time.
    @inline(__always)
    static func multiply(_ a: UnsafePointer<UInt8>, by b: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
                         count: Int) {
        var i = 0
        while i + 32 <= count {
            ByteLanes.load(a + i).multiplied(by: ByteLanes.load(b + i)).store(out + i)
            i += 32
        }
        while i < count {
            out[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(a[i]), UInt32(b[i])))
            i += 1
        }
    }
}

/// A solid premultiplied colour with its lanes split once per drawing rather than once per span.
struct SolidLanes {
    let pixel: UInt32
    /// The pixel in every lane.
    let lanes: ByteLanes
    /// Its alpha in every 16-bit lane.
    let alpha: ByteLanes.Half
    let isOpaque: Bool

    init(_ pixel: UInt32) {
        self.pixel = pixel
        lanes = ByteLanes.splat(pixel)
        alpha = ByteLanes.Half(repeating: UInt16(PixelMath.alpha(pixel)))
        isOpaque = PixelMath.alpha(pixel) == 255
    }
}
