import CVellumKernels

/// Source-over compositing of spans of premultiplied pixels, and coverage multiplied by masks:
/// the kernels ``RasterKernels`` chose (`VellumDispatch.h`), one call per span, eight pixels per
/// vector step with the fast paths that matter (opaque, fully covered spans become plain stores
/// and fully transparent coverage is skipped). Every kernel set gives the same bytes.
enum Compositor {
    /// Composites a solid premultiplied `color` over `count` pixels at uniform `coverage`.
    @inline(__always)
    static func solid(_ color: UInt32, coverage: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        vk_active().pointee.solid_run(color, coverage, dst, Int64(count))
    }

    /// Composites a solid premultiplied `color` over `count` pixels with per-pixel coverage, of
    /// which eight bytes past the end may be read.
    ///
    /// `writable` (≥ `count`) pixels from `dst` may be rewritten: a last partial step then runs as
    /// one vector step on the pixels in place, its coverage past `count` zeroed so that those
    /// pixels are rewritten unchanged (x · 255 / 255 is x exactly).
    @inline(__always)
    static func solid(_ color: UInt32, coverage: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>,
                      count: Int, writable: Int) {
        vk_active().pointee.solid_span(color, coverage, dst, Int64(count), Int64(writable))
    }

    /// Composites `count` premultiplied source pixels at uniform `coverage`. `sourceIsOpaque`
    /// promises every source alpha is 255.
    @inline(__always)
    static func blend(_ source: UnsafePointer<UInt32>, coverage: UInt32, sourceIsOpaque: Bool,
                      into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        vk_active().pointee.blend_run(source, coverage, sourceIsOpaque ? 1 : 0, dst, Int64(count))
    }

    /// Composites `count` premultiplied source pixels with per-pixel coverage.
    @inline(__always)
    static func blend(_ source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>,
                      into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        vk_active().pointee.blend_span(source, coverage, dst, Int64(count))
    }

    /// Multiplies `count` coverage values by mask values: `coverage[i] = mask[i] · coverage[i] / 255`.
    @inline(__always)
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, by mask: UnsafePointer<UInt8>, count: Int) {
        multiply(UnsafePointer(coverage), by: mask, into: coverage, count: count)
    }

    /// Writes `a[i] · b[i] / 255` into `out`.
    @inline(__always)
    static func multiply(_ a: UnsafePointer<UInt8>, by b: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
                         count: Int) {
        vk_active().pointee.multiply(a, b, out, Int64(count))
    }
}
