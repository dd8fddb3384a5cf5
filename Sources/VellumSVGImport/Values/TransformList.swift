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
