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
    /// rounded to at most `precision` decimals with trailing zeros dropped (`-0` is written `0`),
    /// as ``SVGNumberText`` writes them.
    ///
    /// Parsing the result with ``init(svgPathData:)`` gives back the same elements, within the
    /// rounding. The output is deterministic: equal paths give identical strings. Non-finite
    /// coordinates cannot be expressed in path data (they are written as Swift describes them);
    /// check ``isFinite`` first.
    public func svgPathData(precision: Int) -> String {
        let decimals = min(max(precision, 0), 15)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(elements.count * 16)
        func number(_ value: Double) {
            if value.isFinite {
                SVGNumberText.append(value, decimals: decimals, to: &bytes)
            } else {
                bytes.append(contentsOf: value.description.utf8)
            }
        }
        func point(_ point: Point, after separator: Bool = true) {
            if separator { bytes.append(UInt8(ascii: " ")) }
            number(point.x)
            bytes.append(UInt8(ascii: " "))
            number(point.y)
        }
        // The points are optional parameters, not a variadic list: that allocated an array for
        // every element, most of the time spent writing a path's data.
        func command(_ letter: Unicode.Scalar, _ first: Point? = nil, _ second: Point? = nil, _ third: Point? = nil) {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            bytes.append(UInt8(ascii: letter))
            if let first { point(first, after: false) }
            if let second { point(second) }
            if let third { point(third) }
        }
        for element in elements {
            switch element {
            case .move(let p): command("M", p)
            case .line(let p): command("L", p)
            case .quadCurve(let p, let c): command("Q", c, p)
            case .curve(let p, let c1, let c2): command("C", c1, c2, p)
            case .closeSubpath: command("Z")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
