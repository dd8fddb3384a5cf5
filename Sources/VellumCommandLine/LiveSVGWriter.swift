import Foundation
import Vellum
import VellumComponents

/// Writes a component's ``LiveSVG`` as one SVG document that keeps time in a browser: the still
/// parts as the SVG backend draws them at the start instant, and each moving part in a group
/// moved by an SMIL `animateTransform` from where it is at that instant, for ever — turned about
/// its pivot, one turn per period, or slid across the canvas and started again from the left.
enum LiveSVGWriter {
    /// The document for `live` on a `size` canvas.
    static func document(_ live: LiveSVG, size: Size) throws -> String {
        let tree = try live.body.scene().renderTree(size: size)
        let still = try SVGBackend().render(tree, size: size).text
        guard let end = still.range(of: "</svg>", options: .backwards) else {
            throw CLIError("the SVG backend wrote no closing </svg>")
        }
        let parts = live.parts.map(markup).joined()
        return String(still[..<end.lowerBound]) + parts + String(still[end.lowerBound...])
    }

    /// One part: its shape in a group placed where the part is at the start instant, and (when
    /// it moves) moving.
    static func markup(_ part: LivePart) -> String {
        let fill = "fill=\"\(part.color.hexString)\""
        switch part.motion {
        case .turning(let pivot, let startDegrees, let secondsPerTurn):
            let start = number(startDegrees)
            let turning = secondsPerTurn.map { period in
                "<animateTransform attributeName=\"transform\" type=\"rotate\" from=\"\(start)\" "
                    + "to=\"\(number(startDegrees + 360))\" dur=\"\(number(period))s\" repeatCount=\"indefinite\"/>"
            } ?? ""
            return "<g transform=\"translate(\(number(pivot.x)) \(number(pivot.y)))\" \(fill)>"
                + "<g transform=\"rotate(\(start))\">\(turning)\(shape(part.shape))</g></g>\n"
        case .sliding(let start, let width, let secondsAcross):
            return "<g transform=\"translate(\(number(start.x)) \(number(start.y)))\" \(fill)>"
                + slide(from: start, width: width, secondsAcross: secondsAcross) + shape(part.shape) + "</g>\n"
        }
    }

    /// The outline of a part in its own space.
    private static func shape(_ shape: LivePart.Shape) -> String {
        switch shape {
        case .polygon(let points):
            "<polygon points=\"" + points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ") + "\"/>"
        case .disc(let radius):
            "<circle r=\"\(number(radius))\"/>"
        }
    }

    /// A translation from `start` right to `width` at constant speed, a jump back to x = 0 (two
    /// key times at the same instant), and on to `start` again, in `secondsAcross` seconds.
    private static func slide(from start: Point, width: Double, secondsAcross: Double) -> String {
        let x = start.x - (start.x / width).rounded(.down) * width, y = number(start.y)
        let (values, keyTimes): ([String], [String])
        if x == 0 {
            (values, keyTimes) = (["0", number(width)], ["0", "1"])
        } else {
            let jump = number((width - x) / width)
            (values, keyTimes) = ([number(x), number(width), "0", number(x)], ["0", jump, jump, "1"])
        }
        return "<animateTransform attributeName=\"transform\" type=\"translate\" "
            + "values=\"\(values.map { "\($0) \(y)" }.joined(separator: ";"))\" keyTimes=\"\(keyTimes.joined(separator: ";"))\" "
            + "dur=\"\(number(secondsAcross))s\" repeatCount=\"indefinite\"/>"
    }

    /// A number with at most four decimals, without trailing zeros.
    private static func number(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
