// Bézier curve evaluation and the subdivision counts that keep a flattened curve within a
// distance tolerance of the true one.

/// Helpers for quadratic and cubic Bézier curves.
public enum Bezier {
    /// The point at parameter `t` of the quadratic p0 → p2 with control p1.
    @inlinable public static func point(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double) -> Point {
        let u = 1 - t
        let a = u * u, b = 2 * u * t, c = t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    /// The point at parameter `t` of the cubic p0 → p3 with controls p1, p2.
    @inlinable public static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                        at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The most segments one curve is ever cut into, so a curve with absurd coordinates cannot
    /// stall rendering.
    public static let maxSegments = 4096

    /// How many equal parameter steps keep the quadratic's chords within `tolerance` of it.
    ///
    /// For a quadratic, B'' = 2(p0 − 2p1 + p2) is constant, and a chord over a parameter step h
    /// departs from the curve by exactly |p0 − 2p1 + p2|·h²/4. The count is the smallest power of
    /// two bringing that deviation within `tolerance` in each axis — FreeType's rule, which
    /// bisects until max(|Δ²x|, |Δ²y|) ≤ ¼ px: with the 1/16 px default tolerance, TrueType glyph
    /// outlines flatten to the very chords FreeType's own renderer uses.
    @inlinable public static func segmentCount(_ p0: Point, _ p1: Point, _ p2: Point,
                                               tolerance: Double) -> Int {
        let dd = p0 - 2 * p1 + p2
        var deviation = max(abs(dd.x), abs(dd.y))
        guard deviation.isFinite else { return maxSegments }
        let limit = 4 * tolerance
        var count = 1
        while deviation > limit && count < maxSegments {
            deviation /= 4
            count *= 2
        }
        return count
    }

    /// How many equal parameter steps keep the cubic's chords within `tolerance` of it.
    ///
    /// |B''| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|), so h²·6M/8 ≤ tolerance suffices.
    @inlinable public static func segmentCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                               tolerance: Double) -> Int {
        let m = max((p0 - 2 * p1 + p2).length, (p1 - 2 * p2 + p3).length)
        return clampedCount((0.75 * m / tolerance).squareRoot())
    }

    @inlinable static func clampedCount(_ n: Double) -> Int {
        guard n.isFinite else { return maxSegments }
        // Clamped before converting: Int(_:) traps on a finite count too large for it (a curve
        // with control points 1e200 apart), found by fuzzing.
        return max(1, Int(min(Double(maxSegments), n.rounded(.up))))
    }

    /// The parameters in (0, 1) where a cubic's coordinate reaches an extreme, given the four
    /// control values of that coordinate.
    static func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B'(t)/3 = (b − a)(1 − t)² + 2(c − b)(1 − t)t + (d − c)t², a quadratic in t.
        let qa = (b - a) - 2 * (c - b) + (d - c)
        let qb = 2 * ((c - b) - (b - a))
        let qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa))
                roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The parameter in (0, 1) where a quadratic's coordinate reaches an extreme, if any.
    static func quadExtremum(_ a: Double, _ b: Double, _ c: Double) -> Double? {
        let denom = a - 2 * b + c
        guard abs(denom) > 1e-12 else { return nil }
        let t = (a - b) / denom
        return t > 0 && t < 1 ? t : nil
    }
}
