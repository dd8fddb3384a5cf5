import VellumCore

/// A CSS basic shape in `clip-path` (`circle()`, `ellipse()`, `inset()`, `polygon()`) with its
/// reference box, resolved against that box when an element is clipped.
struct BasicShape: Hashable, Sendable {
    /// Which box of the element the shape's percentages and position refer to.
    enum ReferenceBox: String, Hashable, Sendable {
        case fillBox = "fill-box", strokeBox = "stroke-box", viewBox = "view-box"
    }

    /// A radius: a length, or a keyword measured from the centre to the box's sides.
    enum Radius: Hashable, Sendable {
        case length(Length)
        case closestSide, farthestSide
    }

    enum Kind: Hashable, Sendable {
        case circle(Radius, x: Length, y: Length)
        case ellipse(Radius, Radius, x: Length, y: Length)
        /// Top, right, bottom, left insets and a corner radius.
        case inset(Length, Length, Length, Length, round: Length)
        case polygon([Vertex], FillRule)
    }

    /// A polygon vertex.
    struct Vertex: Hashable, Sendable {
        var x: Length
        var y: Length
    }

    var kind: Kind
    var box: ReferenceBox

    /// The fill rule the clip uses.
    var rule: FillRule {
        if case .polygon(_, let rule) = kind { return rule }
        return .nonZero
    }

    /// Parses `shape() [box]` or `box shape()`; `nil` when the text is not one.
    init?(parsing text: String) {
        var rest = Substring(text).trimmingSpaces
        var box = ReferenceBox.strokeBox
        func takeBox() {
            let boxes: [(String, ReferenceBox)] = [("fill-box", .fillBox), ("stroke-box", .strokeBox),
                                                   ("view-box", .viewBox), ("content-box", .fillBox),
                                                   ("padding-box", .fillBox), ("border-box", .strokeBox),
                                                   ("margin-box", .strokeBox)]
            for (name, value) in boxes {
                if rest.hasPrefix(name) { box = value; rest = rest.dropFirst(name.count).trimmingSpaces; return }
                if rest.hasSuffix(name) { box = value; rest = rest.dropLast(name.count).trimmingSpaces; return }
            }
        }
        takeBox()
        guard let open = rest.firstIndex(of: "("), rest.last == ")" else { return nil }
        let name = rest[..<open].trimmingSpaces.lowercased()
        let arguments = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
        guard let kind = Self.kind(name, arguments) else { return nil }
        self.kind = kind
        self.box = box
    }

    private static func kind(_ name: String, _ arguments: String) -> Kind? {
        switch name {
        case "circle", "ellipse":
            let parts = arguments.components(separatedBy: " at ")
            guard parts.count <= 2 else { return nil }
            let radii = parts[0].split(whereSeparator: \.isWhitespace).map(String.init)
            var r: [Radius] = []
            for word in radii {
                switch word {
                case "closest-side": r.append(.closestSide)
                case "farthest-side": r.append(.farthestSide)
                default:
                    guard let l = Length(parsing: word), l.value >= 0 else { return nil }
                    r.append(.length(l))
                }
            }
            let expected = name == "circle" ? 1 : 2
            if r.isEmpty { r = Array(repeating: .closestSide, count: expected) }
            guard r.count == expected else { return nil }
            var x = Length(50, .percent), y = Length(50, .percent)
            if parts.count == 2 {
                guard let p = position(parts[1]) else { return nil }
                (x, y) = p
            }
            return name == "circle" ? .circle(r[0], x: x, y: y) : .ellipse(r[0], r[1], x: x, y: y)
        case "inset":
            let parts = arguments.components(separatedBy: " round ")
            let values = parts[0].split(whereSeparator: \.isWhitespace).compactMap { Length(parsing: String($0)) }
            guard (1...4).contains(values.count),
                  values.count == parts[0].split(whereSeparator: \.isWhitespace).count else { return nil }
            let t = values[0], r = values.count > 1 ? values[1] : t
            let b = values.count > 2 ? values[2] : t, l = values.count > 3 ? values[3] : r
            var round = Length.zero
            if parts.count == 2 {
                guard let first = parts[1].split(whereSeparator: \.isWhitespace).first,
                      let radius = Length(parsing: String(first)) else { return nil }
                round = radius
            }
            return .inset(t, r, b, l, round: round)
        case "polygon":
            var list = arguments.split(separator: ",").map { $0.trimmingSpaces }
            var rule = FillRule.nonZero
            if let first = list.first, first == "evenodd" || first == "nonzero" {
                rule = first == "evenodd" ? .evenOdd : .nonZero
                list.removeFirst()
            }
            var points: [Vertex] = []
            for pair in list {
                let words = pair.split(whereSeparator: \.isWhitespace)
                guard words.count == 2, let x = Length(parsing: String(words[0])),
                      let y = Length(parsing: String(words[1])) else { return nil }
                points.append(Vertex(x: x, y: y))
            }
            guard points.count >= 3 else { return nil }
            return .polygon(points, rule)
        default:
            return nil
        }
    }

    /// `<position>` as one or two keywords, lengths or percentages.
    private static func position(_ text: String) -> (Length, Length)? {
        let keywords: [String: (Length?, Length?)] = [
            "left": (Length(0, .percent), nil), "right": (Length(100, .percent), nil),
            "top": (nil, Length(0, .percent)), "bottom": (nil, Length(100, .percent)),
            "center": (nil, nil),
        ]
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard (1...2).contains(words.count) else { return nil }
        var x: Length?, y: Length?
        var numbers: [Length] = []
        for word in words {
            if let k = keywords[word] {
                if let kx = k.0 { x = kx }
                if let ky = k.1 { y = ky }
            } else if let l = Length(parsing: word) {
                numbers.append(l)
            } else {
                return nil
            }
        }
        if numbers.count == 2 { return (numbers[0], numbers[1]) }
        if numbers.count == 1 {
            if x == nil { return (numbers[0], y ?? Length(50, .percent)) }
            return (x!, numbers[0])
        }
        return (x ?? Length(50, .percent), y ?? Length(50, .percent))
    }

    /// The shape's outline in a reference box `box`.
    func path(in box: Rect) -> Path {
        let size = box.size
        func x(_ l: Length) -> Double { box.minX + l.resolved(.horizontal, in: size) }
        func y(_ l: Length) -> Double { box.minY + l.resolved(.vertical, in: size) }
        switch kind {
        case let .circle(radius, cx, cy):
            let c = Point(x: x(cx), y: y(cy))
            let r = resolve(radius, c, box, .other)
            return Path(ellipseIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case let .ellipse(rx, ry, cx, cy):
            let c = Point(x: x(cx), y: y(cy))
            let a = resolve(rx, c, box, .horizontal), b = resolve(ry, c, box, .vertical)
            return Path(ellipseIn: Rect(x: c.x - a, y: c.y - b, width: 2 * a, height: 2 * b))
        case let .inset(t, r, b, l, round):
            let left = l.resolved(.horizontal, in: size), right = r.resolved(.horizontal, in: size)
            let top = t.resolved(.vertical, in: size), bottom = b.resolved(.vertical, in: size)
            let rect = Rect(x: box.minX + left, y: box.minY + top, width: max(box.width - left - right, 0),
                            height: max(box.height - top - bottom, 0))
            let radius = min(round.resolved(.other, in: size), rect.width / 2, rect.height / 2)
            return radius > 0 ? Path(roundedRect: rect, cornerSize: Size(width: radius, height: radius)) : Path(rect)
        case let .polygon(points, _):
            var path = Path()
            path.addLines(points.map { Point(x: x($0.x), y: y($0.y)) })
            path.closeSubpath()
            return path
        }
    }

    private func resolve(_ radius: Radius, _ c: Point, _ box: Rect, _ axis: Length.Axis) -> Double {
        let dx = [abs(c.x - box.minX), abs(box.maxX - c.x)], dy = [abs(c.y - box.minY), abs(box.maxY - c.y)]
        switch radius {
        case .length(let l): return l.resolved(axis, in: box.size)
        case .closestSide:
            switch axis {
            case .horizontal: return dx.min()!
            case .vertical: return dy.min()!
            case .other: return min(dx.min()!, dy.min()!)
            }
        case .farthestSide:
            switch axis {
            case .horizontal: return dx.max()!
            case .vertical: return dy.max()!
            case .other: return max(dx.max()!, dy.max()!)
            }
        }
    }
}
