import CVellumKernels
import VellumCore

/// Gradients' colours pre-computed at ``size`` evenly spaced locations, premultiplied, so
/// shading a pixel is one table lookup. The backend keeps the tables of the gradients it drew —
/// part of what the prepare phase keeps between frames — and builds one only for a gradient it
/// has not seen, forgetting them all when more than ``capacity`` pile up (and reusing their memory).
final class GradientTable {
    /// Entries from location 0 to location 1 inclusive.
    static let size = Int(VK_GRADIENT_TABLE_SIZE)
    /// The most tables kept (4 KiB each).
    static let capacity = 256

    private struct Table {
        let entries: ScratchBuffer<UInt32>
        let isOpaque: Bool
    }

    private var tables: [Gradient: Table] = [:]
    /// Buffers of dropped tables, reused.
    private var spare: [ScratchBuffer<UInt32>] = []
    /// Whether every entry of the table loaded last is opaque.
    private(set) var isOpaque = false

    /// The table for `gradient`, colours interpolated in straight sRGB by `Gradient.color(at:)`
    /// and premultiplied afterwards. The pointer stays valid until the next call.
    func load(_ gradient: Gradient) -> UnsafePointer<UInt32> {
        let table = tables[gradient] ?? make(gradient)
        isOpaque = table.isOpaque
        return UnsafePointer(table.entries.pointer)
    }

    private func make(_ gradient: Gradient) -> Table {
        if tables.count >= Self.capacity {
            // The buffers are kept for the tables made next: a frame with more gradients than
            // the table holds computes colours again, but allocates nothing.
            spare.append(contentsOf: tables.values.map(\.entries))
            tables.removeAll(keepingCapacity: true)
        }
        let entries = spare.popLast() ?? ScratchBuffer<UInt32>(capacity: Self.size, zero: 0)
        var opaque = true
        let last = Double(Self.size - 1)
        for i in 0..<Self.size {
            let pixel = PixelMath.premultiplied(gradient.color(at: Double(i) / last))
            opaque = opaque && PixelMath.alpha(pixel) == 255
            entries.pointer[i] = pixel
        }
        let table = Table(entries: entries, isOpaque: opaque)
        tables[gradient] = table
        return table
    }
}
