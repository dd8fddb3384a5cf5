import VellumCore

/// SVG's `preserveAspectRatio`: how a `viewBox` is fitted into a viewport.
struct PreserveAspectRatio: Hashable, Sendable {
    /// Where the box goes along one axis when the scales differ.
    enum Align: Hashable, Sendable {
        case min, mid, max

        var fraction: Double {
            switch self {
            case .min: 0
            case .mid: 0.5
            case .max: 1
            }
        }
    }

    /// The alignment on both axes.
    struct Axes: Hashable, Sendable {
        var x: Align
        var y: Align
    }

    /// `nil` for `none`: the box is stretched to the viewport, scaling each axis on its own.
    var align: Axes?
    /// `slice` covers the viewport (cutting the box) instead of fitting inside it (`meet`).
    var slice: Bool

    /// SVG's default, `xMidYMid meet`.
    static let `default` = PreserveAspectRatio(align: Axes(x: .mid, y: .mid), slice: false)

    init(align: Axes?, slice: Bool) {
        self.align = align
        self.slice = slice
    }

    /// Parses `[defer] <align> [meet|slice]`; `nil` when the text is not valid.
    init?(parsing text: String) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if words.first == "defer" { words.removeFirst() }
        guard let first = words.first, words.count <= 2 else { return nil }
        switch words.count == 2 ? words[1] : "meet" {
        case "meet": slice = false
        case "slice": slice = true
        default: return nil
        }
        if first == "none" {
            align = nil
            return
        }
        let axes: [Substring: Align] = ["Min": .min, "Mid": .mid, "Max": .max]
        guard first.count == 8, first.hasPrefix("x"), first.dropFirst(4).hasPrefix("Y"),
              let x = axes[first.dropFirst(1).prefix(3)], let y = axes[first.dropFirst(5).prefix(3)]
        else { return nil }
        align = Axes(x: x, y: y)
    }

    /// The transform mapping `viewBox` into a viewport of `size` at the origin.
    func transform(mapping viewBox: Rect, into size: Size) -> AffineTransform {
        var sx = size.width / viewBox.width
        var sy = size.height / viewBox.height
        guard let align else {
            return AffineTransform(translationX: -viewBox.minX, y: -viewBox.minY)
                .concatenating(AffineTransform(scaleX: sx, y: sy))
        }
        let s = slice ? max(sx, sy) : min(sx, sy)
        (sx, sy) = (s, s)
        let tx = (size.width - viewBox.width * s) * align.x.fraction
        let ty = (size.height - viewBox.height * s) * align.y.fraction
        return AffineTransform(translationX: -viewBox.minX, y: -viewBox.minY)
            .concatenating(AffineTransform(scaleX: s, y: s))
            .concatenating(AffineTransform(translationX: tx, y: ty))
    }
}

/// Parses a `viewBox`: four numbers, the width and height not negative. Returns `nil` when
/// the text is not valid.
func parseViewBox(_ text: String) -> Rect? {
    let (numbers, valid) = ValueScanner.numberList(text)
    guard valid, numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
}
