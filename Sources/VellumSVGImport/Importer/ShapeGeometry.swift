import VellumCore

/// The outline of a basic shape or path element.
struct ShapeOutline {
    var path: Path
    /// A value that broke off the outline: the path is what SVG draws of it, up to the error.
    var problem: PropertyProblem?
    /// The indices of the path's elements that end inside an arc of the path data (see
    /// ``Path/parsingSVGPathData(_:)``): no vertices, so no markers.
    var arcJoints: Set<Int> = []
}

/// Turns `path`, `rect`, `circle`, `ellipse`, `line`, `polyline` and `polygon` elements into
/// paths, with SVG 1.1's rules for missing, zero and negative values.
enum ShapeGeometry {
    static let elementNames: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// The element's outline in its user space; `nil` when it draws nothing (a zero radius, no
    /// points). Unusable values are added to `problems` and ignored, as if absent: a negative
    /// width or radius is such a value (the shape then draws nothing), a negative `rx`/`ry` is
    /// `auto`.
    static func outline(of element: SourceElement, viewport: Size, fontSize: Double = 16,
                        problems: inout [PropertyProblem]) -> ShapeOutline? {
        var reader = LengthReader(element: element, viewport: viewport, fontSize: fontSize)
        defer { problems += reader.problems }
        let outline: ShapeOutline?
        switch element.name {
        case "path": outline = pathData(element["d"] ?? "")
        case "rect": outline = rect(&reader).map { ShapeOutline(path: $0) }
        case "circle":
            let r = reader.nonNegative("r", .other)
            let c = Point(x: reader.length("cx", .horizontal), y: reader.length("cy", .vertical))
            outline = r > 0 ? ShapeOutline(path: ellipse(center: c, rx: r, ry: r)) : nil
        case "ellipse":
            // SVG 2: a missing (or negative) radius is `auto`, the other one.
            let rx = reader.optionalNonNegative("rx", .horizontal, negativeIsAuto: true)
            let ry = reader.optionalNonNegative("ry", .vertical, negativeIsAuto: true)
            let c = Point(x: reader.length("cx", .horizontal), y: reader.length("cy", .vertical))
            let (x, y) = (rx ?? ry ?? 0, ry ?? rx ?? 0)
            outline = x > 0 && y > 0 ? ShapeOutline(path: ellipse(center: c, rx: x, ry: y)) : nil
        case "line":
            var path = Path()
            path.move(to: Point(x: reader.length("x1", .horizontal), y: reader.length("y1", .vertical)))
            path.addLine(to: Point(x: reader.length("x2", .horizontal), y: reader.length("y2", .vertical)))
            outline = ShapeOutline(path: path)
        case "polyline", "polygon":
            outline = points(element["points"] ?? "", closed: element.name == "polygon")
        default:
            outline = nil
        }
        guard let outline, !outline.path.isEmpty else { return nil }
        guard outline.path.isFinite else {
            problems.append(PropertyProblem(property: "geometry", value: "", reason: "coordinates are too large"))
            return nil
        }
        return outline
    }

    /// Path data, drawn up to the first error (SVG 1.1, F.2).
    private static func pathData(_ data: String) -> ShapeOutline {
        let parsed = Path.parsingSVGPathData(data)
        return ShapeOutline(path: parsed.path,
                            problem: parsed.error.map { PropertyProblem(property: "d", value: data, reason: $0.description) },
                            arcJoints: Set(parsed.arcJoints))
    }

    /// A rectangle, with `rx`/`ry` defaulting to each other and clamped to half the sides.
    private static func rect(_ reader: inout LengthReader) -> Path? {
        let x = reader.length("x", .horizontal), y = reader.length("y", .vertical)
        let w = reader.nonNegative("width", .horizontal), h = reader.nonNegative("height", .vertical)
        let rx = reader.optionalNonNegative("rx", .horizontal, negativeIsAuto: true)
        let ry = reader.optionalNonNegative("ry", .vertical, negativeIsAuto: true)
        guard w > 0, h > 0 else { return nil }
        let corner = Size(width: min(rx ?? ry ?? 0, w / 2), height: min(ry ?? rx ?? 0, h / 2))
        let r = Rect(x: x, y: y, width: w, height: h)
        return corner.width > 0 && corner.height > 0 ? Path(roundedRect: r, cornerSize: corner) : Path(r)
    }

    private static func ellipse(center: Point, rx: Double, ry: Double) -> Path {
        Path(ellipseIn: Rect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry))
    }

    /// A point list, drawn up to an error or an odd last coordinate.
    private static func points(_ text: String, closed: Bool) -> ShapeOutline {
        let (numbers, valid) = ValueScanner.numberList(text)
        var path = Path()
        var index = 0
        // A single point outlines nothing.
        while numbers.count >= 4, index + 1 < numbers.count {
            let p = Point(x: numbers[index], y: numbers[index + 1])
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
            index += 2
        }
        if closed, !path.isEmpty { path.closeSubpath() }
        var problem: PropertyProblem?
        if !valid {
            problem = PropertyProblem(property: "points", value: text, reason: "not a list of numbers")
        } else if numbers.count % 2 == 1 {
            problem = PropertyProblem(property: "points", value: text, reason: "odd number of coordinates")
        }
        return ShapeOutline(path: path, problem: problem)
    }
}

/// Reads length attributes of one element, resolving percentages against the viewport and
/// `em`/`ex` against the font size. Unusable values are collected in ``problems`` and read as
/// absent.
struct LengthReader {
    let element: SourceElement
    let viewport: Size
    var fontSize = 16.0
    private(set) var problems: [PropertyProblem] = []

    init(element: SourceElement, viewport: Size, fontSize: Double = 16) {
        self.element = element
        self.viewport = viewport
        self.fontSize = fontSize
    }

    /// The attribute's length in user units; 0 when it is absent or unusable.
    mutating func length(_ name: String, _ axis: Length.Axis) -> Double {
        optionalLength(name, axis) ?? 0
    }

    /// The attribute's length, or `nil` when it is absent (or `auto`, or unusable).
    mutating func optionalLength(_ name: String, _ axis: Length.Axis) -> Double? {
        guard let text = element[name], text.trimmingSpaces != "auto" else { return nil }
        guard let length = Length(parsing: text) else {
            problems.append(PropertyProblem(property: name, value: text, reason: "not a length"))
            return nil
        }
        return length.resolved(axis, in: viewport, fontSize: fontSize)
    }

    /// A length that must not be negative; 0 when absent or unusable.
    mutating func nonNegative(_ name: String, _ axis: Length.Axis) -> Double {
        optionalNonNegative(name, axis) ?? 0
    }

    /// A length that must not be negative, or `nil` when absent or unusable. With
    /// `negativeIsAuto` a negative value is SVG 2's `auto` without a warning (`rx`, `ry`).
    mutating func optionalNonNegative(_ name: String, _ axis: Length.Axis, negativeIsAuto: Bool = false) -> Double? {
        guard let value = optionalLength(name, axis) else { return nil }
        guard value >= 0 else {
            if !negativeIsAuto {
                problems.append(PropertyProblem(property: name, value: element[name] ?? "", reason: "must not be negative"))
            }
            return nil
        }
        return value
    }
}

extension String {
    var trimmingSpaces: Substring { Substring(self).trimmingSpaces }
}
