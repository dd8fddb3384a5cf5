// A parser for SVG 1.1 path data (the `d` attribute), building a `Path`.

/// Reads SVG path data: the commands M L H V C S Q T A Z in absolute (upper case) and relative
/// (lower case) forms, with implicitly repeated parameters and the compact number syntax of the
/// SVG 1.1 grammar ("1.5.5" is two numbers, "-1-2" too, arc flags need no separators).
///
/// It works on UTF-8 bytes and only ever steps over ASCII, so every stopping point is a character
/// boundary; byte offsets are turned into character offsets only when reporting an error.
struct SVGPathParser {
    private let source: String
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    /// The current point as SVG defines it: (0, 0) before the first command.
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the previous C or S segment, which S reflects.
    private var lastCubicControl: Point?
    /// The control point of the previous Q or T segment, which T reflects.
    private var lastQuadControl: Point?

    /// The indices of the path's elements that end inside an elliptical arc: an arc becomes
    /// several cubic pieces, and the joints between them are no vertices of the path data.
    private var arcJoints: [Int] = []

    /// Parses `source` into a path.
    static func parse(_ source: String) throws(SVGPathDataError) -> Path {
        var parser = SVGPathParser(source: source)
        return try parser.run()
    }

    /// Parses `source` as far as it is valid: the path up to the first error, the indices of its
    /// elements that end inside an arc, and the error, if there was one.
    static func parseKeepingArcJoints(_ source: String) -> (path: Path, arcJoints: [Int], error: SVGPathDataError?) {
        var parser = SVGPathParser(source: source)
        do throws(SVGPathDataError) {
            return (try parser.run(), parser.arcJoints, nil)
        } catch {
            return (error.pathBeforeError, parser.arcJoints, error)
        }
    }

    private init(source: String) {
        self.source = source
        self.bytes = Array(source.utf8)
    }

    private mutating func run() throws(SVGPathDataError) -> Path {
        skipWhitespace()
        guard let first = peek() else { return path }
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else { throw error(.moveTo) }
        while let command = peek() {
            guard Self.commands.contains(command) else { throw error(.command) }
            index += 1
            try parseCommand(command)
        }
        return path
    }

    /// The command letters of SVG 1.1 path data.
    private static let commands = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    /// Parses one command letter's segments: the first set of parameters, then as many further
    /// sets as follow (implicit repetition), leaving `index` on the next command or the end.
    private mutating func parseCommand(_ command: UInt8) throws(SVGPathDataError) {
        skipWhitespace()
        let upper = command & ~0x20  // ASCII letters: clearing bit 5 upper-cases.
        let relative = command != upper
        if upper == UInt8(ascii: "Z") {
            path.closeSubpath()
            current = subpathStart
            forgetControlPoints()
            return
        }
        var isFirstSegment = true
        repeat {
            try parseSegment(upper, relative: relative, isFirstSegment: isFirstSegment)
            isFirstSegment = false
        } while hasMoreParameters()
    }

    /// After a segment: skips the separator and tells whether another set of parameters follows.
    /// A comma promises one, so "L 1 2," fails on the missing number rather than being accepted.
    private mutating func hasMoreParameters() -> Bool {
        skipWhitespace()
        if peek() == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            return true
        }
        return peek().map(Self.startsNumber) ?? false
    }

    private mutating func parseSegment(_ command: UInt8, relative: Bool,
                                       isFirstSegment: Bool) throws(SVGPathDataError) {
        let origin = relative ? current : Point.zero
        if command == UInt8(ascii: "M") {
            let p = try point(origin)
            if isFirstSegment {
                path.move(to: p)
                subpathStart = p
            } else {
                path.addLine(to: p)  // Extra pairs after a moveto are implicit linetos.
            }
            current = p
            forgetControlPoints()
            return
        }
        switch command {
        case UInt8(ascii: "L"): try lineSegment(to: point(origin))
        case UInt8(ascii: "H"): try lineSegment(to: Point(x: origin.x + number(), y: current.y))
        case UInt8(ascii: "V"): try lineSegment(to: Point(x: current.x, y: origin.y + number()))
        case UInt8(ascii: "C"):
            let c1 = try point(origin), c2 = try nextPoint(origin), end = try nextPoint(origin)
            cubicSegment(to: end, control1: c1, control2: c2)
        case UInt8(ascii: "S"):
            let c2 = try point(origin), end = try nextPoint(origin)
            cubicSegment(to: end, control1: reflection(of: lastCubicControl), control2: c2)
        case UInt8(ascii: "Q"):
            let c = try point(origin), end = try nextPoint(origin)
            quadSegment(to: end, control: c)
        case UInt8(ascii: "T"):
            quadSegment(to: try point(origin), control: reflection(of: lastQuadControl))
        default:
            try arcSegment(origin: origin)
        }
    }

    // MARK: Segments

    private mutating func lineSegment(to end: Point) {
        path.addLine(to: end)
        current = end
        forgetControlPoints()
    }

    private mutating func cubicSegment(to end: Point, control1: Point, control2: Point) {
        path.addCurve(to: end, control1: control1, control2: control2)
        current = end
        lastCubicControl = control2
        lastQuadControl = nil
    }

    private mutating func quadSegment(to end: Point, control: Point) {
        path.addQuadCurve(to: end, control: control)
        current = end
        lastQuadControl = control
        lastCubicControl = nil
    }

    /// rx ry x-axis-rotation large-arc-flag sweep-flag x y
    private mutating func arcSegment(origin: Point) throws(SVGPathDataError) {
        let rx = try number()
        let ry = try nextNumber()
        let rotation = try nextNumber()
        let largeArc = try nextFlag()
        let sweep = try nextFlag()
        let end = try nextPoint(origin)
        let firstPiece = path.elements.count
        path.addEllipticalArc(to: end, radii: Size(width: rx, height: ry),
                              xAxisRotation: .degrees(rotation), largeArc: largeArc, sweep: sweep)
        arcJoints += firstPiece..<max(firstPiece, path.elements.count - 1)
        current = end
        forgetControlPoints()
    }

    /// The first control point of S or T: the previous control point mirrored through the current
    /// point, or the current point itself when the previous command was not of the same family.
    private func reflection(of control: Point?) -> Point {
        guard let control else { return current }
        return current * 2 - control
    }

    private mutating func forgetControlPoints() {
        lastCubicControl = nil
        lastQuadControl = nil
    }

    // MARK: Parameters

    /// A coordinate pair, offset by `origin` for relative commands.
    private mutating func point(_ origin: Point) throws(SVGPathDataError) -> Point {
        let x = try number()
        let y = try nextNumber()
        return Point(x: origin.x + x, y: origin.y + y)
    }

    /// A coordinate pair that follows another parameter, after an optional separator.
    private mutating func nextPoint(_ origin: Point) throws(SVGPathDataError) -> Point {
        skipSeparator()
        return try point(origin)
    }

    private mutating func nextNumber() throws(SVGPathDataError) -> Double {
        skipSeparator()
        return try number()
    }

    private mutating func nextFlag() throws(SVGPathDataError) -> Bool {
        skipSeparator()
        // A flag is exactly one character, which is what lets "a1 1 0 00.5.5" omit separators.
        switch peek() {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: throw error(.flag)
        }
    }

    /// Reads a number: sign? (digits ("." digits?)? | "." digits) exponent?. Separators are not
    /// needed where the grammar is unambiguous, so the number ends at the first character that
    /// cannot continue it: "1.5.5" reads 1.5, then .5.
    private mutating func number() throws(SVGPathDataError) -> Double {
        let start = index
        if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if peek() == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else { throw error(.number) }
        skipExponent()
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else {
            index = start
            throw error(.number)
        }
        return value
    }

    /// Consumes an exponent if a well-formed one follows ("e", optional sign, digits); a lone "e"
    /// is left for the command parser to reject.
    private mutating func skipExponent() {
        guard let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return }
        let mantissaEnd = index
        index += 1
        if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
        if skipDigits() == 0 { index = mantissaEnd }
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let b = peek(), Self.isDigit(b) { index += 1 }
        return index - start
    }

    // MARK: Characters

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func startsNumber(_ b: UInt8) -> Bool {
        isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// SVG's whitespace: space, tab, line feed, form feed, carriage return.
    private mutating func skipWhitespace() {
        while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D { index += 1 }
    }

    /// comma-wsp: whitespace with at most one comma in it, or nothing.
    private mutating func skipSeparator() {
        skipWhitespace()
        if peek() == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    /// An error at the current position, carrying the path parsed so far.
    private func error(_ expected: SVGPathDataError.Expectation) -> SVGPathDataError {
        let position = source.utf8.index(source.utf8.startIndex, offsetBy: index)
        let character = index < bytes.count ? Character(source.unicodeScalars[position]) : nil
        let offset = source.unicodeScalars[..<position].count
        return SVGPathDataError(offset: offset, character: character, expected: expected,
                                pathBeforeError: path)
    }
}
