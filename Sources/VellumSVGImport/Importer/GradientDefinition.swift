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
            if focus == center, d(fr) == radius {
                // No cone between two equal circles: the first stop's colour inside, the last's
                // outside, as browsers draw it.
                let edge = Gradient(stops: [Gradient.Stop(color: stops[0].color, location: 0),
                                            Gradient.Stop(color: stops[0].color, location: 1),
                                            Gradient.Stop(color: last.color, location: 1)])
                return Paint.radialGradient(RadialGradient(gradient: edge, center: center, radius: radius, focus: focus,
                                                           focusRadius: 0, units: units, spread: .pad,
                                                           transform: transform)).opacity(opacity)
            }
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
                    let what = tree.element(id: id).map { "<\(tree[$0].name)> is not a paint server" }
                        ?? "no element has this id"
                    try brokenReference(element, property, "url(#\(id))", "\(what); not painted")
                }
            }
            if let gradient, let frame = style.frame(for: property), let contextBox = frame.box {
                // Laid out on the context element's box, in its space, then brought back here.
                guard let back = frame.toContext.inverted(),
                      let painted = gradient.paint(bounds: contextBox, viewport: viewport, opacity: opacity) else { return nil }
                return painted.inUserSpace(of: contextBox, then: back)
            }
            if let gradient {
                if let painted = gradient.paint(bounds: bounds, viewport: viewport, opacity: opacity) { return painted }
                // A bounding-box gradient on a shape of no width or height paints the fallback.
                guard gradient.units == .objectBoundingBox, !gradient.stops.isEmpty else { return nil }
            }
            guard let fallback else { return nil }
            return try paint(fallback, property, opacity: opacity, style: style, bounds: bounds, viewport: viewport,
                             element: element)
        }
    }

    /// The gradient element `index` resolved through its `href` chain, once. Unusable values are
    /// reported and ignored, as if absent.
    mutating func gradientDefinition(_ index: Int) throws(SVGImportError) -> GradientDefinition {
        if let cached = gradients[index] { return cached }
        let chain = try hrefChain(from: index, kinds: Self.gradientNames, what: "gradient")
        let definition = try makeGradient(chain)
        gradients[index] = definition
        return definition
    }

    /// The element `index` and the elements its `href`s lead to, in order, as long as they are
    /// of one of `kinds` (`what` names them in the warning). An `href` that leads back into the
    /// chain closes a cycle: it is reported and ignored.
    mutating func hrefChain(from index: Int, kinds: Set<String>, what: String) throws(SVGImportError) -> [Int] {
        var chain = [index]
        var current = tree[index]
        while let id = current.hrefID {
            guard let next = tree.element(id: id), tree[next].isSVG, kinds.contains(tree[next].name) else {
                try brokenReference(current, "href", "#\(id)", "names no \(what); ignored")
                break
            }
            if let loop = chain.firstIndex(of: next) {
                try cycle(chain[loop...].map { tree[$0]["id"] ?? "?" } + [id], at: current, attribute: "href")
                break
            }
            chain.append(next)
            current = tree[next]
        }
        return chain
    }

    /// Builds the definition: each attribute from the first gradient of the chain that has a
    /// usable value of it (geometry only from gradients of the same kind), the stops of the
    /// first that has any. Unusable values are reported and passed over.
    private mutating func makeGradient(_ chain: [Int]) throws(SVGImportError) -> GradientDefinition {
        let head = tree[chain[0]]
        let sameKind = chain.filter { tree[$0].name == head.name }
        func value<T>(_ name: String, kindOnly: Bool = false, expected: String,
                      _ parse: (String) -> T?) throws(SVGImportError) -> T? {
            for i in kindOnly ? sameKind : chain {
                guard let text = tree[i][name] else { continue }
                if let parsed = parse(text) { return parsed }
                try invalid(tree[i], PropertyProblem(property: name, value: text, reason: expected))
            }
            return nil
        }
        func length(_ name: String, _ fallback: Length, nonNegative: Bool = false) throws(SVGImportError) -> Length {
            try value(name, kindOnly: true, expected: nonNegative ? "not a length of 0 or more" : "not a length") {
                guard let l = Length(parsing: $0), !nonNegative || l.value >= 0 else { return nil }
                return l
            } ?? fallback
        }
        let units = try value("gradientUnits", expected: "expected userSpaceOnUse or objectBoundingBox") { text in
            switch text.trimmingSpaces {
            case "userSpaceOnUse": GradientUnits.userSpace
            case "objectBoundingBox": GradientUnits.objectBoundingBox
            default: nil
            }
        } ?? .objectBoundingBox
        let spread = try value("spreadMethod", expected: "expected pad, reflect or repeat") {
            SpreadMethod(rawValue: String($0.trimmingSpaces))
        } ?? .pad
        // The first gradient of the chain with the attribute lends it, with its transform-origin.
        var transform = AffineTransform.identity
        if let owner = chain.first(where: { tree[$0]["gradientTransform"] != nil }) {
            transform = try self.transform(of: tree[owner], "gradientTransform")
        }
        let geometry: GradientDefinition.Geometry
        if head.name == "linearGradient" {
            geometry = .linear(x1: try length("x1", Length(0, .percent)), y1: try length("y1", Length(0, .percent)),
                               x2: try length("x2", Length(100, .percent)), y2: try length("y2", Length(0, .percent)))
        } else {
            let cx = try length("cx", Length(50, .percent)), cy = try length("cy", Length(50, .percent))
            var r = try length("r", Length(50, .percent))
            if r.value < 0 {
                // An error by SVG; browsers paint it as r = 0, the last stop's colour.
                let owner = tree[sameKind.first { tree[$0]["r"] != nil } ?? chain[0]]
                try invalid(owner, PropertyProblem(property: "r", value: owner["r"] ?? "", reason: "a negative radius"),
                            consequence: "painted as 0")
                r = Length(0)
            }
            let fr = try length("fr", Length(0, .percent), nonNegative: true)
            let fx = try value("fx", kindOnly: true, expected: "not a length") { Length(parsing: $0) }
            let fy = try value("fy", kindOnly: true, expected: "not a length") { Length(parsing: $0) }
            geometry = .radial(cx: cx, cy: cy, r: r, fx: fx, fy: fy, fr: fr)
        }
        let stopsOwner = chain.first { i in tree[i].children.contains { tree[$0].isSVG && tree[$0].name == "stop" } }
        var stops: [Gradient.Stop] = []
        if let stopsOwner { stops = try gradientStops(of: stopsOwner) }
        return GradientDefinition(geometry: geometry, units: units, transform: transform, spread: spread, stops: stops)
    }

    /// The `stop` children of gradient `index`. Unusable values are reported and ignored: an
    /// unusable offset is 0, as if absent, and offsets never decrease (SVG 1.1, 13.2.4).
    private mutating func gradientStops(of index: Int) throws(SVGImportError) -> [Gradient.Stop] {
        var stops: [Gradient.Stop] = []
        var previous = 0.0
        for child in tree[index].children where tree[child].isSVG && tree[child].name == "stop" {
            let stop = tree[child]
            let style = try computedStyle(stop, parent: documentStyle(of: index))
            var offset = 0.0
            if let text = stop["offset"] {
                if let length = Length(parsing: text), length.unit == .none || length.unit == .percent {
                    offset = length.fraction
                } else {
                    try invalid(stop, PropertyProblem(property: "offset", value: text,
                                                      reason: "not a number or percentage"))
                }
            }
            offset = max(min(max(offset, 0), 1), previous)
            previous = offset
            let color = style.stopColor.resolved(current: style.color).opacity(style.stopOpacity)
            stops.append(Gradient.Stop(color: color, location: offset))
        }
        return stops
    }
}

extension Paint {
    /// The paint with a gradient's geometry resolved on `box` (its bounding-box units made user
    /// space) and mapped by `transform`; other paints unchanged.
    func inUserSpace(of box: Rect, then transform: AffineTransform) -> Paint {
        switch self {
        case .linearGradient(var g):
            g.transform = g.transform.concatenating(g.units.userSpaceTransform(for: box)).concatenating(transform)
            g.units = .userSpace
            return .linearGradient(g)
        case .radialGradient(var g):
            g.transform = g.transform.concatenating(g.units.userSpaceTransform(for: box)).concatenating(transform)
            g.units = .userSpace
            return .radialGradient(g)
        case .angularGradient(var g):
            let r = g.resolved(in: box)
            (g.center, g.transform, g.units) = (r.center, r.transform.concatenating(transform), .userSpace)
            return .angularGradient(g)
        default:
            return self
        }
    }
}
