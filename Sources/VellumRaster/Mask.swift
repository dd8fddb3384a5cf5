import VellumCore

/// An 8-bit clip coverage mask: 0 hides a pixel, 255 lets drawing through unchanged. Only the
/// pixels inside ``bounds`` are stored (everything outside is 0), so a small clip on a large
/// canvas costs little memory, and drawing never reads outside it: what it draws is prepared
/// against the clip's bounds.
final class Mask {
    /// Zeros whenever the mask is not in use, so a window of any size onto it starts cleared.
    private let buffer = ScratchBuffer<UInt8>(zero: 0)
    /// Where the mask may be non-zero; everything outside is 0.
    private(set) var bounds = PixelBox.empty

    /// The stored mask values, over ``bounds``.
    var window: PixelWindow<UInt8> { PixelWindow(base: buffer.pointer, box: bounds) }

    /// Zeroes the mask, touching only the pixels that can be non-zero.
    func clear() {
        window.fill(bounds, with: 0)
        bounds = .empty
    }

    /// Renders the clip path prepared in `rasterizer` into this cleared mask, intersected with
    /// `previous`: the mask values multiply.
    func render(from rasterizer: Rasterizer, rule: FillRule, within previous: Mask?) {
        bounds = rasterizer.bounds
        buffer.reserve(bounds.width * bounds.height)
        var writer = MaskWriter(values: window, previous: previous?.window)
        rasterizer.sweep(rule: rule, into: &writer)
    }
}

/// Writes coverage spans into a mask, multiplied by the enclosing clip's mask.
struct MaskWriter: SpanSink {
    let values: PixelWindow<UInt8>
    let previous: PixelWindow<UInt8>?

    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        let dst = values.at(x: x, y: y)
        dst.update(repeating: coverage, count: count)
        if let previous { Compositor.multiply(dst, by: previous.at(x: x, y: y), count: count) }
    }

    mutating func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let dst = values.at(x: x, y: y)
        guard let previous else {
            dst.update(from: coverage, count: count)
            return
        }
        Compositor.multiply(coverage, by: previous.at(x: x, y: y), into: dst, count: count)
    }
}
