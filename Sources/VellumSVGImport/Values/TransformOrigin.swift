import VellumCore

/// CSS's `transform-origin` on an SVG element: the point its `transform` (or
/// `gradientTransform`, `patternTransform`) turns and scales about. Keywords and percentages refer
/// to the viewport (`transform-box`'s initial `view-box`); a third value (z) is ignored.
struct TransformOrigin: Hashable, Sendable {
    var x: Length
    var y: Length

    /// Parses `left`, `center`, `right`, `top`, `bottom` and lengths, one or two of them (in
    /// either order when keywords say which is which); `nil` when `text` is not one.
    init?(parsing text: String) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard (1...3).contains(words.count) else { return nil }
        enum Axis { case horizontal, vertical, either }
        func value(_ word: String) -> (Length, Axis)? {
            switch word.lowercased() {
            case "left": return (Length(0, .percent), .horizontal)
            case "right": return (Length(100, .percent), .horizontal)
            case "top": return (Length(0, .percent), .vertical)
            case "bottom": return (Length(100, .percent), .vertical)
            case "center": return (Length(50, .percent), .either)
            default: return Length(parsing: word).map { ($0, .either) }
            }
        }
        guard let first = value(words[0]) else { return nil }
        guard words.count > 1 else {
            let center = Length(50, .percent)
            (x, y) = first.1 == .vertical ? (center, first.0) : (first.0, center)
            return
        }
        guard let second = value(words[1]) else { return nil }
        // `top left`: the first names the vertical position, the second the horizontal one.
        if first.1 == .vertical || second.1 == .horizontal {
            guard first.1 != .horizontal, second.1 != .vertical else { return nil }
            (x, y) = (second.0, first.0)
        } else {
            (x, y) = (first.0, second.0)
        }
    }

    /// The origin in user units, percentages of `viewport`.
    func point(in viewport: Size) -> Point {
        Point(x: x.resolved(.horizontal, in: viewport), y: y.resolved(.vertical, in: viewport))
    }
}
