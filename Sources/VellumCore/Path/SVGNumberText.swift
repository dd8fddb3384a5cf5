/// Numbers as SVG writes them: rounded half away from zero to a number of decimals, trailing
/// zeros and a bare decimal point dropped, never `-0`. Path data and the SVG writer both print
/// through it, so the two agree digit for digit.
///
/// The digits are made from one integer (the value scaled by a power of ten and rounded) into a
/// small byte buffer, with no intermediate strings: path data for a badge holds thousands of
/// numbers, and a server writes one for every request.
package enum SVGNumberText {
    /// 2^53: integers up to here are exact in a Double, so digits are only printed below it.
    static let exactLimit = 9_007_199_254_740_992.0
    /// 10^0 … 10^15, each exact in a Double.
    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// `value` (finite) with at most `decimals` decimals (clamped to 0…15), appended to `out` as
    /// UTF-8.
    ///
    /// Digits the Double does not hold are not printed: fewer decimals are used once the scaled
    /// value would pass 2^53. A magnitude of 2^53 or more is printed whole while it fits a
    /// `UInt64`, with an exponent beyond (`1e+20`, which SVG numbers allow).
    package static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        precondition(value.isFinite, "SVG numbers are finite")
        let magnitude = abs(value)
        var decimals = min(max(decimals, 0), powersOfTen.count - 1)
        while decimals > 0 && magnitude * powersOfTen[decimals] >= exactLimit { decimals -= 1 }
        let scaled = (magnitude * powersOfTen[decimals]).rounded()
        // Also turns −0.0004 and −0 into "0", never "-0".
        guard scaled != 0 else { return out.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        guard scaled < exactLimit else { return out.append(contentsOf: wholeNumber(magnitude).utf8) }
        var digits = UInt64(scaled)
        while decimals > 0 && digits % 10 == 0 {
            digits /= 10
            decimals -= 1
        }
        appendDigits(digits, decimals: decimals, to: &out)
    }

    /// `value` as ``append(_:decimals:to:)`` writes it.
    package static func string(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `digits` with a decimal point `decimals` places from the right (at least one digit before
    /// it), written back to front into a fixed buffer: 2^53 has 16 digits, so 24 bytes hold the
    /// digits, a leading `0` and the point.
    private static func appendDigits(_ digits: UInt64, decimals: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var rest = digits, end = buffer.count, written = 0
            repeat {
                if written == decimals && decimals > 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: ".")
                }
                end -= 1
                buffer[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written <= decimals
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// A magnitude of 2^53 or more, which has no fractional digits left.
    private static func wholeNumber(_ magnitude: Double) -> String {
        let rounded = magnitude.rounded()
        if rounded < 18_446_744_073_709_551_616.0 { return String(UInt64(rounded)) }
        return rounded.description
    }
}
