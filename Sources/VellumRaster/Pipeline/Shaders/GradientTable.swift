import VellumCore

/// A gradient's colours pre-computed at ``size`` evenly spaced locations, premultiplied, so
/// shading a pixel is one table lookup. Kept by the backend and rebuilt only when the gradient
/// changes.
final class GradientTable {
    /// Entries from location 0 to location 1 inclusive.
    static let size = 1024

    private let entries = ScratchBuffer<UInt32>(capacity: GradientTable.size, zero: 0)
    private var gradient: Gradient?
    /// Whether every entry is opaque.
    private(set) var isOpaque = false

    /// The table for `gradient`, colours interpolated in straight sRGB by `Gradient.color(at:)`
    /// and premultiplied afterwards.
    func load(_ gradient: Gradient) -> UnsafePointer<UInt32> {
        if gradient != self.gradient {
            self.gradient = gradient
            var opaque = true
            let last = Double(Self.size - 1)
            for i in 0..<Self.size {
                let pixel = PixelMath.premultiplied(gradient.color(at: Double(i) / last))
                opaque = opaque && PixelMath.alpha(pixel) == 255
                entries.pointer[i] = pixel
            }
            isOpaque = opaque
        }
        return UnsafePointer(entries.pointer)
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
        let floor = r.replacing(with: r - 1, where: r .> t)
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
        return (t - t2).replacing(with: t2 - t, where: t .< t2)
    }
}

/// Each lane limited to `low…high`. (The standard library's `pointwiseMin`/`pointwiseMax` do not
/// inline into vector code.)
@inline(__always)
func clamp(_ t: Lanes, _ low: Float, _ high: Float) -> Lanes {
    var r = t
    r.replace(with: low, where: r .< low)
    r.replace(with: high, where: r .> high)
    return r
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
