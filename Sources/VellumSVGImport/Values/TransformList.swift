import Foundation
import VellumCore

/// SVG's `transform` attribute (and `gradientTransform`): a list of `matrix`, `translate`,
/// `scale`, `rotate` (optionally about a centre), `skewX` and `skewY`, separated by commas
/// and/or spaces.
enum TransformList {
    /// The transform the list stands for, or `nil` when the text is not a valid list. The list
    /// applies right to left: in `translate(10) rotate(30)` points are rotated first.
    static func parse(_ text: String) -> VellumCore.AffineTransform? {
        var scanner = ValueScanner(text)
        var total = VellumCore.AffineTransform.identity
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            let name = scanner.identifier()
            scanner.skipSpaces()
            guard scanner.consume(UInt8(ascii: "(")) else { return nil }
            var arguments: [Double] = []
            scanner.skipSpaces()
            while !scanner.consume(UInt8(ascii: ")")) {
                guard let n = scanner.number() else { return nil }
                arguments.append(n)
                scanner.skipCommaSpaces()
            }
            guard let transform = make(name, arguments) else { return nil }
            total = transform.concatenating(total)
            scanner.skipCommaSpaces()
        }
        return total.isFinite ? total : nil
    }

    /// One transform function, checked for its number of arguments.
    private static func make(_ name: String, _ v: [Double]) -> VellumCore.AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6):
            return VellumCore.AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1), ("translate", 2):
            return VellumCore.AffineTransform(translationX: v[0], y: v.count == 2 ? v[1] : 0)
        case ("scale", 1), ("scale", 2):
            return VellumCore.AffineTransform(scaleX: v[0], y: v.count == 2 ? v[1] : v[0])
        case ("rotate", 1):
            return VellumCore.AffineTransform(rotationAngle: .degrees(v[0]))
        case ("rotate", 3):
            return VellumCore.AffineTransform(rotationAngle: .degrees(v[0]), anchor: Point(x: v[1], y: v[2]))
        case ("skewX", 1):
            return VellumCore.AffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
        case ("skewY", 1):
            return VellumCore.AffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
        default:
            return nil
        }
    }
}

extension TransformList {
    /// The CSS `transform` property's syntax, as `style="transform: …"` writes it: functions
    /// separated by spaces, arguments by commas, lengths in `px` (or unitless, as browsers
    /// accept in SVG), angles in `deg`, `rad`, `grad` or `turn`; `translateX`/`Y`, `scaleX`/`Y`
    /// and `rotate` about the origin. `nil` when the text is not valid.
    static func parseCSS(_ text: String) -> VellumCore.AffineTransform? {
        var scanner = ValueScanner(text)
        var total = VellumCore.AffineTransform.identity
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            let name = scanner.identifier()
            guard scanner.consume(UInt8(ascii: "(")) else { return nil }
            var arguments: [(Double, String)] = []
            scanner.skipSpaces()
            while !scanner.consume(UInt8(ascii: ")")) {
                guard let n = scanner.number() else { return nil }
                let unit = scanner.consume(UInt8(ascii: "%")) ? "%" : scanner.identifier().lowercased()
                arguments.append((n, unit))
                scanner.skipCommaSpaces()
            }
            guard let transform = makeCSS(name, arguments) else { return nil }
            total = transform.concatenating(total)
            scanner.skipSpaces()
        }
        return total.isFinite ? total : nil
    }

    private static func makeCSS(_ name: String, _ args: [(Double, String)]) -> VellumCore.AffineTransform? {
        func length(_ a: (Double, String)) -> Double? { a.1 == "" || a.1 == "px" ? a.0 : nil }
        func number(_ a: (Double, String)) -> Double? { a.1 == "" ? a.0 : a.1 == "%" ? a.0 / 100 : nil }
        func degrees(_ a: (Double, String)) -> Double? {
            switch a.1 {
            case "deg", "": a.0
            case "rad": a.0 * 180 / .pi
            case "grad": a.0 * 0.9
            case "turn": a.0 * 360
            default: nil
            }
        }
        var svg: [Double] = []
        let svgName: String
        switch (name.lowercased(), args.count) {
        case ("translate", 1), ("translate", 2):
            guard let values = Optional(args.compactMap(length)), values.count == args.count else { return nil }
            (svgName, svg) = ("translate", values)
        case ("translatex", 1):
            guard let x = length(args[0]) else { return nil }
            (svgName, svg) = ("translate", [x, 0])
        case ("translatey", 1):
            guard let y = length(args[0]) else { return nil }
            (svgName, svg) = ("translate", [0, y])
        case ("scale", 1), ("scale", 2):
            let values = args.compactMap(number)
            guard values.count == args.count else { return nil }
            (svgName, svg) = ("scale", values)
        case ("scalex", 1):
            guard let x = number(args[0]) else { return nil }
            (svgName, svg) = ("scale", [x, 1])
        case ("scaley", 1):
            guard let y = number(args[0]) else { return nil }
            (svgName, svg) = ("scale", [1, y])
        case ("rotate", 1), ("skewx", 1), ("skewy", 1):
            guard let a = degrees(args[0]) else { return nil }
            (svgName, svg) = (name.lowercased() == "rotate" ? "rotate" : name.lowercased() == "skewx" ? "skewX" : "skewY", [a])
        case ("matrix", 6):
            let values = args.compactMap { $0.1 == "" ? $0.0 : nil }
            guard values.count == 6 else { return nil }
            (svgName, svg) = ("matrix", values)
        default:
            return nil
        }
        return make(svgName, svg)
    }
}
