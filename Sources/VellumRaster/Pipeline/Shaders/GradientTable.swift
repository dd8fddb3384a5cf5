import CVellumKernels
import VellumCore

/// Gradients' colours pre-computed at ``size`` evenly spaced locations, premultiplied, so
/// shading a pixel is one table lookup. The backend keeps the tables of the gradients it drew —
/// part of what the prepare phase keeps between frames — and builds one only for a gradient it
/// has not seen, forgetting them all when more than ``capacity`` pile up (and reusing their memory).
final class GradientTable {
    /// Entries from location 0 to location 1 inclusive.
    static let size = 1024
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

/// Four gradient locations at a time; shaders evaluate lanes of adjacent pixels together.
typealias Lanes = SIMD4<Float>

/// How a gradient continues beyond its ends: folds locations into 0…1.
protocol GradientSpread {
    static func fold(_ t: Lanes) -> Lanes
}

extension GradientSpread {
    /// The table entries for four locations.
    @inline(__always)
    static func indices(_ t: Lanes) -> SIMD4<UInt32> {
        PixelMath.roundedBits(fold(t) * Float(GradientTable.size - 1)) & UInt32(GradientTable.size - 1)
    }

    /// Locations limited to where float rounding tricks stay exact; a billion-fold repeat is finer
    /// than any pixel anyway.
    @inline(__always)
    static func bounded(_ t: Lanes) -> Lanes { clamp(t, -2e6, 2e6) }

    /// Rounds to the nearest integer (ties to even) without a libm call.
    @inline(__always)
    static func rounded(_ t: Lanes) -> Lanes {
        let magic = Lanes(repeating: PixelMath.roundingMagic)
        return (t + magic) - magic
    }
}

/// Extends the end colours.
enum PadSpread: GradientSpread {
    @inline(__always)
    static func fold(_ t: Lanes) -> Lanes { clamp(t, 0, 1) }
}

/// Repeats start → end.
enum RepeatSpread: GradientSpread {
    @inline(__always)
    static func fold(_ t: Lanes) -> Lanes {
        let t = bounded(t)
        let r = rounded(t)
        let floor = vk_select_greater4(r, t, r - 1, r)
        return t - floor
    }
}

/// Repeats start → end → start, mirrored.
enum ReflectSpread: GradientSpread {
    @inline(__always)
    static func fold(_ t: Lanes) -> Lanes {
        // The distance to the nearest even integer is the mirrored location.
        let t = bounded(t)
        let t2 = 2 * rounded(t * 0.5)
        return vk_select_greater4(t2, t, t2 - t, t - t2)
    }
}

/// Each lane limited to `low…high` (a NaN lane stays NaN). A C kernel: the standard library's
/// `pointwiseMin`/`pointwiseMax` do not inline into vector code, and a lane-wise select makes the
/// SSE2 build split every vector of the shader into two halves.
@inline(__always)
func clamp(_ t: Lanes, _ low: Float, _ high: Float) -> Lanes {
    vk_clamp4(t, low, high)
}

extension UnsafeMutablePointer<UInt32> {
    /// Stores the table entries for `indices` at `self[i…]`, stopping at `count`.
    @inline(__always)
    func storeEntries(_ indices: SIMD4<UInt32>, from table: UnsafePointer<UInt32>, at i: Int, count: Int) {
        if i + 4 <= count {
            self[i] = table[Int(indices[0])]
            self[i + 1] = table[Int(indices[1])]
            self[i + 2] = table[Int(indices[2])]
            self[i + 3] = table[Int(indices[3])]
        } else {
            for k in 0..<(count - i) { self[i + k] = table[Int(indices[k])] }
        }
    }
}
