#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VellumCore

/// How the SVG backend prints numbers: rounded half away from zero to a fixed number of decimals,
/// trailing zeros and a bare decimal point dropped, never `-0`, never `nan` or `inf`.
///
/// Every number uses ``decimals``, with one exception. A transform's linear part (`a b c d`) is
/// multiplied into every coordinate it maps, so its rounding error grows with them: a 1° rotation
/// written as a matrix with three decimals would misplace a point 1000 units out by 0.15 units.
/// So rotations with a uniform scale — what rotation and scale effects, symbols and text produce —
/// are written as `translate(…) rotate(θ) scale(s)`, exact with three decimals (θ to 0.001° moves
/// that point by under 0.01 units); only a skew or a non-uniform scale under a rotation that no
/// three-decimal numbers express keeps a `matrix(…)` with three more decimals.
struct SVGNumberFormat: Hashable, Sendable {
    /// Decimals for coordinates, lengths, offsets and opacities.
    let decimals: Int

    /// The largest number of decimals allowed; beyond it a Double holds no more digits anyway.
    static let maximumDecimals = 12

    /// Creates a format; `decimals` is clamped to 0…``maximumDecimals``.
    init(decimals: Int) {
        self.decimals = min(max(decimals, 0), Self.maximumDecimals)
    }

    /// The format for the linear part of transforms.
    var coefficients: SVGNumberFormat { SVGNumberFormat(decimals: decimals + 3) }

    /// `value` as an SVG number.
    func callAsFunction(_ value: Double) -> String {
        Self.format(value, decimals: decimals)
    }

    /// Numbers separated by single spaces.
    func list(_ values: [Double]) -> String {
        values.map { self($0) }.joined(separator: " ")
    }

    /// A transform as an SVG transform list, or `nil` when it prints as the identity: a pure
    /// translation as `translate(…)`, a matrix exact with ``decimals`` as `matrix(…)`, a rotation
    /// with a uniform scale as `translate(…) rotate(…) scale(…)`, anything else as a `matrix(…)`
    /// with ``coefficients``.
    func transform(_ t: AffineTransform) -> String? {
        let x = self(t.tx), y = self(t.ty)
        let translation = x == "0" && y == "0" ? nil : (y == "0" ? "translate(\(x))" : "translate(\(x) \(y))")
        // Most transforms written are translations: 1, 0, 0, 1 print as themselves.
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 { return translation }
        let linear = [t.a, t.b, t.c, t.d]
        let precise = linear.map { coefficients($0) }
        if precise == ["1", "0", "0", "1"] { return translation }
        if linear.allSatisfy(isExact) {
            return "matrix(" + (linear.map { self($0) } + [x, y]).joined(separator: " ") + ")"
        }
        if let rotation = rotationAndScale(t) {
            return ([translation] + rotation).compactMap { $0 }.joined(separator: " ")
        }
        return "matrix(" + (precise + [x, y]).joined(separator: " ") + ")"
    }

    /// `rotate(θ)` and `scale(s)` (each left out when it does nothing) for a linear part that is a
    /// rotation times a uniform scale `s` that prints exactly, or `nil`.
    private func rotationAndScale(_ t: AffineTransform) -> [String?]? {
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let tolerance = 1e-9 * max(scale, 1)
        guard scale > 0, abs(t.a - t.d) <= tolerance, abs(t.b + t.c) <= tolerance, isExact(scale) else {
            return nil
        }
        let degrees = self(atan2(t.b, t.a) * 180 / .pi)
        let printedScale = self(scale)
        return [degrees == "0" ? nil : "rotate(\(degrees))", printedScale == "1" ? nil : "scale(\(printedScale))"]
    }

    /// Whether `value` prints without rounding away more than float noise.
    private func isExact(_ value: Double) -> Bool {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = value * factor
        return abs(scaled - scaled.rounded()) <= 1e-6 * max(1, abs(scaled)) * 1e-3
    }

    private static func format(_ value: Double, decimals: Int) -> String {
        // Validation keeps NaN and infinities out of render trees; arithmetic on huge but finite
        // values can still overflow, and SVG has no way to say "infinite", so such a value prints
        // as 0 rather than as text no SVG reader accepts.
        guard value.isFinite else { return "0" }
        return SVGNumberText.string(value, decimals: decimals)
    }
}
