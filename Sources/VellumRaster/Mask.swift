import VellumCore

/// An 8-bit clip coverage mask the size of the canvas: 0 hides a pixel, 255 lets drawing through
/// unchanged. Only the pixels inside ``bounds`` can be non-zero, which lets drawing skip the rest.
final class Mask {
    let width: Int
    private let buffer: ScratchBuffer<UInt8>
    /// Where the mask may be non-zero; everything outside is 0.
    private(set) var bounds = PixelBox.empty

    /// A mask of zeros for a `width` × `height` canvas.
    init(width: Int, height: Int) {
        self.width = width
        buffer = ScratchBuffer(capacity: width * height, zero: 0)
    }

    /// The mask values, row-major.
    var values: UnsafePointer<UInt8> { UnsafePointer(buffer.pointer) }

    /// Zeroes the mask, touching only the pixels that can be non-zero.
    func clear() {
        if !bounds.isEmpty {
            for y in bounds.minY..<bounds.maxY {
                (buffer.pointer + y * width + bounds.minX).update(repeating: 0, count: bounds.width)
            }
        }
        bounds = .empty
    }

    /// Renders the clip path prepared in `rasterizer` into this cleared mask, intersected with
    /// `previous`: the mask values multiply.
    func render(from rasterizer: Rasterizer, rule: FillRule, within previous: Mask?) {
        var writer = MaskWriter(values: buffer.pointer, width: width, previous: previous?.values)
        rasterizer.sweep(rule: rule, into: &writer)
        bounds = rasterizer.bounds
    }
}

/// Writes coverage spans into a mask, multiplied by the enclosing clip's mask.
struct MaskWriter: SpanSink {
    let values: UnsafeMutablePointer<UInt8>
    let width: Int
    let previous: UnsafePointer<UInt8>?

    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        let dst = values + y * width + x
        dst.update(repeating: coverage, count: count)
        if let previous { Compositor.multiply(dst, by: previous + y * width + x, count: count) }
    }

    mutating func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let dst = values + y * width + x
        guard let previous else {
            dst.update(from: coverage, count: count)
            return
        }
        Compositor.multiply(coverage, by: previous + y * width + x, into: dst, count: count)
    }
}
