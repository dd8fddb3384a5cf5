import Foundation
import Vellum
import VellumComponents

/// Writes a component's ``LiveSVG`` as one SVG document that keeps time in a browser: the still
/// parts as the SVG backend draws them at the start instant, and each turning part in a group
/// rotated by an SMIL `animateTransform` from its start angle, one turn per period, for ever.
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

    /// One part: a group on the pivot, turned and (when it moves) turning.
    static func markup(_ part: TurningPart) -> String {
        let shape: String
        switch part.shape {
        case .polygon(let points):
            shape = "<polygon points=\"" + points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ") + "\"/>"
        case .disc(let radius):
            shape = "<circle r=\"\(number(radius))\"/>"
        }
        let start = number(part.startDegrees)
        let turning = part.secondsPerTurn.map { period in
            "<animateTransform attributeName=\"transform\" type=\"rotate\" from=\"\(start)\" "
                + "to=\"\(number(part.startDegrees + 360))\" dur=\"\(number(period))s\" repeatCount=\"indefinite\"/>"
        } ?? ""
        return "<g transform=\"translate(\(number(part.pivot.x)) \(number(part.pivot.y)))\" fill=\"\(part.color.hexString)\">"
            + "<g transform=\"rotate(\(start))\">\(turning)\(shape)</g></g>\n"
    }

    /// A number with at most four decimals, without trailing zeros.
    private static func number(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
