// Paths to and from SVG path data, the mini-language of the SVG `d` attribute.

extension Path {
    /// Parses SVG 1.1 path data, such as the `d` attribute of an SVG `<path>`:
    ///
    ///     let heart = try Path(svgPathData: "M10 30 A20 20 0 0 1 50 30 A20 20 0 0 1 90 30 "
    ///                                     + "Q90 60 50 90 Q10 60 10 30 Z")
    ///
    /// Every command is understood, absolute and relative: M L H V C S Q T A Z. Parameters may
    /// repeat without repeating the letter (extra pairs after M are lines), and numbers may run
    /// together where unambiguous ("M1.5.5-1-2", "a1 1 0 00.5.5"). Elliptical arcs become cubic
    /// Béziers; H and V become lines; S and T become curves with their reflected control points.
    /// A Z followed by anything but M starts the next subpath with an explicit move to the closed
    /// subpath's first point. An empty string, or whitespace only, is an empty path.
    ///
    /// - Throws: ``SVGPathDataError`` naming the offset and character where the data stops making
    ///   sense, e.g. data not starting with M, a missing number or an unknown command letter.
    public init(svgPathData: String) throws(SVGPathDataError) {
        self = try SVGPathParser.parse(svgPathData)
    }

    /// Parses SVG path data as far as it is valid, as an SVG viewer draws it (up to the first
    /// error), with the indices of the elements that end inside an elliptical arc — joints
    /// between an arc's cubic pieces, which are no vertices of the data (markers skip them).
    package static func parsingSVGPathData(_ data: String) -> (path: Path, arcJoints: [Int], error: SVGPathDataError?) {
        SVGPathParser.parseKeepingArcJoints(data)
    }

    /// The path as SVG path data with up to three decimals, e.g. `M10 20 L30.5 40 Z`.
    ///
    /// See ``svgPathData(precision:)``.
    public var svgPathData: String { svgPathData(precision: 3) }

    /// The path as SVG path data: absolute M, L, Q, C and Z commands separated by spaces, numbers
    /// rounded to at most `precision` decimals with trailing zeros dropped (`-0` is written `0`).
    ///
    /// Parsing the result with ``init(svgPathData:)`` gives back the same elements, within the
    /// rounding. The output is deterministic: equal paths give identical strings. Non-finite
    /// coordinates cannot be expressed in path data; check ``isFinite`` first.
    public func svgPathData(precision: Int) -> String {
        let decimals = min(max(precision, 0), 15)
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        func format(_ command: String, _ points: Point...) -> String {
            command + points.map { p in
                Self.svgNumber(p.x, decimals: decimals) + " " + Self.svgNumber(p.y, decimals: decimals)
            }.joined(separator: " ")
        }
        for element in elements {
            switch element {
            case .move(let p): parts.append(format("M", p))
            case .line(let p): parts.append(format("L", p))
            case .quadCurve(let p, let c): parts.append(format("Q", c, p))
            case .curve(let p, let c1, let c2): parts.append(format("C", c1, c2, p))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// `value` rounded half away from zero to `decimals` places, as the shortest SVG number.
    static func svgNumber(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.description }
        // Digits the Double does not hold are not printed: fewer decimals are used once the scaled
        // value would pass 2^53, where integers stop being exact.
        let exactLimit = 9_007_199_254_740_992.0
        var decimals = decimals
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        while decimals > 0 && abs(value) * scale >= exactLimit {
            decimals -= 1
            scale /= 10
        }
        let scaled = (abs(value) * scale).rounded()
        if scaled == 0 { return "0" }  // Also turns −0.0004 into "0", never "-0".
        let sign = value < 0 ? "-" : ""
        // A whole number beyond 2^53: `description` may use an exponent ("1e+20"), which SVG
        // numbers allow.
        guard scaled < exactLimit else {
            let whole = value.rounded().description
            return whole.hasSuffix(".0") ? String(whole.dropLast(2)) : whole
        }
        var digits = String(UInt64(scaled))
        if digits.count <= decimals {
            digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
        }
        let integerPart = digits.dropLast(decimals)
        let fraction = digits.suffix(decimals).reversed().drop { $0 == "0" }.reversed()
        return sign + integerPart + (fraction.isEmpty ? "" : "." + String(fraction))
    }
}
