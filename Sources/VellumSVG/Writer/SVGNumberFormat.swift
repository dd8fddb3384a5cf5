import VellumCore

/// How the SVG backend prints numbers: rounded half away from zero to a fixed number of decimals,
/// trailing zeros and a bare decimal point dropped, never `-0`, never `nan` or `inf`.
///
/// Coordinates and lengths use ``decimals``. The linear part of a matrix (`a b c d`) uses three
/// more, because its rounding error is multiplied by every coordinate it maps: a rotation of 1°
/// written with three decimals would already misplace a point 1000 units out by 0.15 units.
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

    /// A transform as an SVG transform list, or `nil` when it prints as the identity.
    /// A pure translation becomes `translate(…)`, anything else `matrix(…)`.
    func transform(_ t: AffineTransform) -> String? {
        let linear = [t.a, t.b, t.c, t.d].map { coefficients($0) }
        let x = self(t.tx), y = self(t.ty)
        guard linear == ["1", "0", "0", "1"] else {
            return "matrix(" + (linear + [x, y]).joined(separator: " ") + ")"
        }
        if x == "0" && y == "0" { return nil }
        return y == "0" ? "translate(\(x))" : "translate(\(x) \(y))"
    }

    /// 2^53: integers up to here are exact in a Double, so digits are only printed below it.
    private static let exactLimit = 9_007_199_254_740_992.0

    private static func format(_ value: Double, decimals: Int) -> String {
        // Validation keeps NaN and infinities out of display lists; arithmetic on huge but finite
        // values can still overflow, and SVG has no way to say "infinite", so such a value prints
        // as 0 rather than as text no SVG reader accepts.
        guard value.isFinite else { return "0" }
        let magnitude = abs(value)
        var decimals = decimals
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        while decimals > 0 && magnitude * scale >= exactLimit {
            decimals -= 1
            scale /= 10
        }
        let scaled = (magnitude * scale).rounded()
        if scaled == 0 { return "0" }  // Also covers −0.0004 and −0: never "-0".
        let sign = value < 0 ? "-" : ""
        guard scaled < exactLimit else { return sign + wholeNumber(magnitude) }
        let digits = String(UInt64(scaled))
        let padded = digits.count > decimals
            ? digits : String(repeating: "0", count: decimals + 1 - digits.count) + digits
        let whole = padded.dropLast(decimals)
        let fraction = padded.suffix(decimals).reversed().drop { $0 == "0" }.reversed()
        return sign + whole + (fraction.isEmpty ? "" : "." + String(fraction))
    }

    /// A magnitude of 2^53 or more, which has no fractional digits left: printed in full while it
    /// fits a UInt64, with an exponent (valid in SVG numbers) beyond.
    private static func wholeNumber(_ magnitude: Double) -> String {
        let rounded = magnitude.rounded()
        if rounded < 18_446_744_073_709_551_616.0 { return String(UInt64(rounded)) }
        return rounded.description
    }
}
