import VellumCore

/// A `linearGradient` or `radialGradient` with everything its `href` chain lends it, its
/// geometry still in the units it was written in.
struct GradientDefinition: Hashable, Sendable {
    enum Geometry: Hashable, Sendable {
        case linear(x1: Length, y1: Length, x2: Length, y2: Length)
        /// `fx`/`fy` default to the centre.
        case radial(cx: Length, cy: Length, r: Length, fx: Length?, fy: Length?, fr: Length)
    }

    var geometry: Geometry
    /// `.objectBoundingBox` (SVG's default) or `.userSpace`.
    var units: GradientUnits
    var transform: AffineTransform
    var spread: SpreadMethod
    var stops: [Gradient.Stop]

    /// The paint for a shape whose geometry has `bounds`, in a viewport of `viewport`, with its
    /// alpha multiplied by `opacity`; `nil` when nothing is painted (no stops, or a bounding-box
    /// gradient on a shape without width or height, which SVG does not render).
    func paint(bounds: Rect, viewport: Size, opacity: Double) -> Paint? {
        guard let last = stops.last else { return nil }
        let boxUnits = units == .objectBoundingBox
        if boxUnits, bounds.width <= 0 || bounds.height <= 0 { return nil }
        func x(_ l: Length) -> Double { boxUnits ? l.fraction : l.resolved(.horizontal, in: viewport) }
        func y(_ l: Length) -> Double { boxUnits ? l.fraction : l.resolved(.vertical, in: viewport) }
        func d(_ l: Length) -> Double { boxUnits ? l.fraction : l.resolved(.other, in: viewport) }
        // One stop, or a degenerate geometry, paints the last stop's colour (SVG 1.1, 13.2).
        let solid = Paint.color(last.color).opacity(opacity)
        guard stops.count > 1 else { return solid }
        let gradient = Gradient(stops: stops)
        switch geometry {
        case let .linear(x1, y1, x2, y2):
            let start = Point(x: x(x1), y: y(y1)), end = Point(x: x(x2), y: y(y2))
            guard start != end else { return solid }
            return Paint.linearGradient(LinearGradient(gradient: gradient, start: start, end: end, units: units,
                                                       spread: spread, transform: transform)).opacity(opacity)
        case let .radial(cx, cy, r, fx, fy, fr):
            let center = Point(x: x(cx), y: y(cy))
            let focus = Point(x: fx.map(x) ?? center.x, y: fy.map(y) ?? center.y)
            let radius = d(r)
            guard radius > 0 else { return solid }
            return Paint.radialGradient(RadialGradient(gradient: gradient, center: center, radius: radius, focus: focus,
                                                       focusRadius: d(fr), units: units, spread: spread,
                                                       transform: transform)).opacity(opacity)
        }
    }
}

extension Importer {
    static let gradientNames: Set<String> = ["linearGradient", "radialGradient"]

    /// The paint `spec` stands for on `element`, whose geometry has `bounds`; `nil` for none.
    /// A reference to nothing usable falls back to the fallback colour, or none.
    mutating func paint(_ spec: PaintSpec, _ property: String, opacity: Double, style: Style, bounds: Rect,
                        viewport: Size, element: SourceElement) throws(SVGImportError) -> Paint? {
        switch spec {
        case .none:
            return nil
        case .color(let color):
            let c = color.resolved(current: style.color)
            return c.alpha * opacity > 0 ? Paint.color(c).opacity(opacity) : nil
        case .reference(let id, let fallback):
            let gradient: GradientDefinition?
            if let target = tree.element(id: id), tree[target].isSVG, Self.gradientNames.contains(tree[target].name) {
                gradient = try gradientDefinition(target)
            } else {
                gradient = nil
                if fallback == nil {
                    let what = tree.element(id: id).map { "<\(tree[$0].name)> is not a gradient" } ?? "no element has this id"
                    try brokenReference(element, property, "url(#\(id))", "\(what); not painted")
                }
            }
            if let gradient { return gradient.paint(bounds: bounds, viewport: viewport, opacity: opacity) }
            guard let fallback else { return nil }
            return try paint(fallback, property, opacity: opacity, style: style, bounds: bounds, viewport: viewport,
                             element: element)
        }
    }

    /// The gradient element `index` resolved through its `href` chain, once; `nil` (reported)
    /// when one of its values is unusable.
    mutating func gradientDefinition(_ index: Int) throws(SVGImportError) -> GradientDefinition? {
        if let cached = gradients[index] { return cached }
        let chain = try gradientChain(from: index)
        let definition = try makeGradient(chain)
        gradients[index] = definition
        return definition
    }

    /// The gradient and the gradients its `href`s lead to, in order; throws on a cycle.
    private mutating func gradientChain(from index: Int) throws(SVGImportError) -> [Int] {
        var chain = [index]
        var current = tree[index]
        while let id = current.hrefID {
            guard let next = tree.element(id: id), tree[next].isSVG, Self.gradientNames.contains(tree[next].name) else {
                try brokenReference(current, "href", "#\(id)", "names no gradient; ignored")
                break
            }
            if let loop = chain.firstIndex(of: next) {
                let ids = chain[loop...].map { tree[$0]["id"] ?? "?" } + [id]
                throw .referenceCycle(ids: ids, line: current.line, column: current.column)
            }
            chain.append(next)
            current = tree[next]
        }
        return chain
    }

    /// Builds the definition: each attribute from the first gradient of the chain that has it
    /// (geometry only from gradients of the same kind), the stops of the first that has any.
    private mutating func makeGradient(_ chain: [Int]) throws(SVGImportError) -> GradientDefinition? {
        let head = tree[chain[0]]
        let sameKind = chain.filter { tree[$0].name == head.name }
        func value(_ name: String, kindOnly: Bool = false) -> (String, SourceElement)? {
            for i in kindOnly ? sameKind : chain { if let v = tree[i][name] { return (v, tree[i]) } }
            return nil
        }
        func length(_ name: String, _ fallback: String) throws(SVGImportError) -> Length? {
            guard let (text, owner) = value(name, kindOnly: true) else { return Length(parsing: fallback) }
            guard let length = Length(parsing: text), name != "r" || length.value >= 0 else {
                try invalid(owner, PropertyProblem(property: name, value: text, reason: "not a length"),
                            consequence: "the gradient is not used")
                return nil
            }
            return length
        }
        var units = GradientUnits.objectBoundingBox
        if let (text, owner) = value("gradientUnits") {
            switch text.trimmingSpaces {
            case "userSpaceOnUse": units = .userSpace
            case "objectBoundingBox": units = .objectBoundingBox
            default:
                try invalid(owner, PropertyProblem(property: "gradientUnits", value: text,
                                                   reason: "expected userSpaceOnUse or objectBoundingBox"),
                            consequence: "the gradient is not used")
                return nil
            }
        }
        var spread = SpreadMethod.pad
        if let (text, owner) = value("spreadMethod") {
            guard let s = SpreadMethod(rawValue: String(text.trimmingSpaces)) else {
                try invalid(owner, PropertyProblem(property: "spreadMethod", value: text,
                                                   reason: "expected pad, reflect or repeat"),
                            consequence: "the gradient is not used")
                return nil
            }
            spread = s
        }
        var transform = AffineTransform.identity
        if let (_, owner) = value("gradientTransform") {
            guard let t = try self.transform(of: owner, "gradientTransform") else { return nil }
            transform = t
        }
        let geometry: GradientDefinition.Geometry
        if head.name == "linearGradient" {
            guard let x1 = try length("x1", "0%"), let y1 = try length("y1", "0%"), let x2 = try length("x2", "100%"),
                  let y2 = try length("y2", "0%") else { return nil }
            geometry = .linear(x1: x1, y1: y1, x2: x2, y2: y2)
        } else {
            guard let cx = try length("cx", "50%"), let cy = try length("cy", "50%"), let r = try length("r", "50%"),
                  let fr = try length("fr", "0%") else { return nil }
            let fx = value("fx", kindOnly: true) == nil ? nil : try length("fx", "50%")
            let fy = value("fy", kindOnly: true) == nil ? nil : try length("fy", "50%")
            geometry = .radial(cx: cx, cy: cy, r: r, fx: fx, fy: fy, fr: fr)
        }
        let stopsOwner = chain.first { i in tree[i].children.contains { tree[$0].isSVG && tree[$0].name == "stop" } }
        var stops: [Gradient.Stop] = []
        if let stopsOwner { stops = try gradientStops(of: stopsOwner) }
        return GradientDefinition(geometry: geometry, units: units, transform: transform, spread: spread, stops: stops)
    }

    /// The `stop` children of gradient `index`; stops with unusable values are left out.
    private mutating func gradientStops(of index: Int) throws(SVGImportError) -> [Gradient.Stop] {
        var stops: [Gradient.Stop] = []
        for child in tree[index].children where tree[child].isSVG && tree[child].name == "stop" {
            let stop = tree[child]
            let computed = StyleCascade.compute(stop, parent: documentStyle(of: index))
            if let problem = computed.problems.first {
                try invalid(stop, problem, consequence: "the stop is left out")
                continue
            }
            let text = stop["offset"] ?? "0"
            guard let offset = Length(parsing: text), offset.unit == .none || offset.unit == .percent else {
                try invalid(stop, PropertyProblem(property: "offset", value: text, reason: "not a number or percentage"),
                            consequence: "the stop is left out")
                continue
            }
            let style = computed.style
            let color = style.stopColor.resolved(current: style.color).opacity(style.stopOpacity)
            stops.append(Gradient.Stop(color: color, location: offset.fraction))
        }
        return stops
    }
}
