import VellumCore

/// The elements of a live SVG's moving parts (``VellumCore/LivePart``): each part's shape in a
/// group placed where the part is at the start instant, moved for ever by an SMIL
/// `animateTransform` — turned about its pivot, one turn per period, or slid across the canvas
/// and started again from the left.
enum SVGLiveParts {
    /// The group drawing and moving `part`.
    static func element(_ part: LivePart, _ format: SVGNumberFormat) -> SVGNode {
        let fill: [(String, String?)] = [
            ("fill", part.color.opaqueHexString), ("fill-opacity", SVGPaintDefs.opacity(part.color.alpha, format)),
        ]
        switch part.motion {
        case .turning(let pivot, let startDegrees, let secondsPerTurn):
            let start = format(startDegrees)
            let turning = secondsPerTurn.map { period in
                SVGNode("animateTransform", [
                    ("attributeName", "transform"), ("type", "rotate"), ("from", start),
                    ("to", format(startDegrees + 360)), ("dur", format(period) + "s"), ("repeatCount", "indefinite"),
                ])
            }
            let turned = SVGNode("g", [("transform", "rotate(\(start))")],
                                 children: (turning.map { [$0] } ?? []) + [shape(part.shape, format)])
            let place: [(String, String?)] = [("transform", "translate(\(format(pivot.x)) \(format(pivot.y)))")]
            return SVGNode("g", place + fill, children: [turned])
        case .sliding(let start, let width, let secondsAcross):
            let place: [(String, String?)] = [("transform", "translate(\(format(start.x)) \(format(start.y)))")]
            return SVGNode("g", place + fill, children: [slide(from: start, width: width, secondsAcross: secondsAcross, format),
                                                         shape(part.shape, format)])
        }
    }

    /// The outline of a part in its own space.
    private static func shape(_ shape: LivePart.Shape, _ format: SVGNumberFormat) -> SVGNode {
        switch shape {
        case .polygon(let points):
            SVGNode("polygon", [("points", points.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " "))])
        case .disc(let radius):
            SVGNode("circle", [("r", format(radius))])
        }
    }

    /// A translation from `start` right to `width` at constant speed, a jump back to x = 0 (two
    /// key times at the same instant), and on to `start` again, in `secondsAcross` seconds.
    private static func slide(from start: Point, width: Double, secondsAcross: Double,
                              _ format: SVGNumberFormat) -> SVGNode {
        let x = start.x - (start.x / width).rounded(.down) * width, y = format(start.y)
        let (values, keyTimes): ([String], [String])
        if x == 0 {
            (values, keyTimes) = (["0", format(width)], ["0", "1"])
        } else {
            let jump = format((width - x) / width)
            (values, keyTimes) = ([format(x), format(width), "0", format(x)], ["0", jump, jump, "1"])
        }
        return SVGNode("animateTransform", [
            ("attributeName", "transform"), ("type", "translate"),
            ("values", values.map { "\($0) \(y)" }.joined(separator: ";")), ("keyTimes", keyTimes.joined(separator: ";")),
            ("dur", format(secondsAcross) + "s"), ("repeatCount", "indefinite"),
        ])
    }
}
