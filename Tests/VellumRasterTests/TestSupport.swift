import VellumCore
@testable import VellumRaster

/// SplitMix64: a tiny deterministic generator, so the random shapes are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Renders `operations` onto a fresh transparent canvas.
func render(width: Int = 100, height: Int = 100, _ operations: [DrawOperation]) throws -> Pixmap {
    var pixmap = try Pixmap(width: width, height: height)
    try RasterBackend().render(DisplayList(operations), into: &pixmap)
    return pixmap
}

/// A solid fill with the identity transform.
func fill(_ path: Path, _ color: Color = .white, rule: FillRule = .nonZero,
          transform: AffineTransform = .identity) -> DrawOperation {
    .fill(path, paint: .color(color), rule: rule, transform: transform)
}

extension Pixmap {
    /// The summed alpha of all pixels, in pixel units (255 = one fully covered pixel).
    var coveredArea: Double {
        var sum = 0
        for i in Swift.stride(from: 3, to: bytes.count, by: 4) { sum += Int(bytes[i]) }
        return Double(sum) / 255
    }

    /// The alpha of one pixel.
    func alpha(_ x: Int, _ y: Int) -> Int { Int(pixel(x: x, y: y).a) }
}
