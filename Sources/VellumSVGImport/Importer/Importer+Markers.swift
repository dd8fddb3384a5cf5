import Foundation
import VellumCore

extension Importer {
    /// Elements that take markers: every shape, as in SVG 2. A `rect`, `circle` or `ellipse` is
    /// marked at the vertices of the path SVG 2 makes it equivalent to, which is the path
    /// ``ShapeGeometry`` builds (a circle from its rightmost point, clockwise, one arc per quarter).
    static let markable = ShapeGeometry.elementNames

    /// The markers `style` places on `outline` (drawn by `element` with `strokeWidth`), as items
    /// in the element's user space: each marker's content instantiated at the vertex, rotated
    /// as its `orient` says, scaled by the stroke width in `strokeWidth` units, its `viewBox`
    /// fitted into `markerWidth` × `markerHeight`, clipped to that viewport unless `overflow`
    /// is visible.
    mutating func markers(on outline: ShapeOutline, of element: SourceElement, _ style: Style,
                          strokeWidth: Double) throws(SVGImportError) -> [ImportedItem] {
        guard Self.markable.contains(element.name),
              style.markerStart != nil || style.markerMid != nil || style.markerEnd != nil else { return [] }
        let vertices = MarkerVertex.vertices(of: outline.path, skipping: outline.arcJoints)
        var items: [ImportedItem] = []
        for vertex in vertices {
            let id: String?
            switch vertex.role {
            case .start: id = style.markerStart
            case .mid: id = style.markerMid
            case .end: id = style.markerEnd
            }
            guard let id else { continue }
            guard let index = tree.element(id: id), tree[index].isSVG, tree[index].name == "marker" else {
                try brokenReference(element, Self.markerProperty(vertex.role), "url(#\(id))", "names no marker; not drawn")
                continue
            }
            items += try marker(index, at: vertex, strokeWidth: strokeWidth, from: element, context: style,
                                contextBox: outline.path.boundingRect, property: Self.markerProperty(vertex.role))
        }
        return items
    }

    /// One instance of marker element `index` at `vertex`.
    /// `context` is the style of the element using the marker, whose geometry has `contextBox`.
    private mutating func marker(_ index: Int, at vertex: MarkerVertex, strokeWidth: Double, from user: SourceElement,
                                 context: Style, contextBox: Rect, property: String) throws(SVGImportError) -> [ImportedItem] {
        let marker = tree[index]
        // Marker content inherits from the marker's ancestors, not from the element using it —
        // but for `context-fill` and `context-stroke`, which paint with that element's (its
        // paint servers laid out on it: the frame's transform is completed below).
        var parentStyle = marker.parent.map { documentStyle(of: $0) } ?? .initial
        (parentStyle.contextFill, parentStyle.contextStroke) = (context.fill, context.stroke)
        var contextFrame = context.paintsWithServer ? ContextFrame(box: contextBox, toContext: .identity) : nil
        var style = try computedStyle(marker, parent: parentStyle)
        guard style.isDisplayed else { return [] }
        var reader = LengthReader(element: marker, viewport: rootViewport, fontSize: style.fontSize)
        let width = reader.optionalNonNegative("markerWidth", .horizontal) ?? 3
        let height = reader.optionalNonNegative("markerHeight", .vertical) ?? 3
        let refX = reader.length("refX", .horizontal), refY = reader.length("refY", .vertical)
        for problem in reader.problems { try invalid(marker, problem) }
        guard width > 0, height > 0 else { return [] }
        let size = Size(width: width, height: height)
        guard let fit = try viewBoxTransform(marker, size: size) else { return [] }

        var angle = 0.0
        let orient = (marker["orient"] ?? "0").trimmingSpaces
        switch orient {
        case "auto": angle = vertex.autoAngle
        case "auto-start-reverse": angle = vertex.autoAngle + (vertex.role == .start ? .pi : 0)
        default:
            if let degrees = Self.angleDegrees(String(orient)) {
                angle = degrees * .pi / 180
            } else {
                try invalid(marker, PropertyProblem(property: "orient", value: String(orient),
                                                    reason: "expected auto, auto-start-reverse or an angle"))
            }
        }
        var scale = 1.0
        if let units = marker["markerUnits"]?.trimmingSpaces {
            switch units {
            case "strokeWidth": scale = strokeWidth
            case "userSpaceOnUse": scale = 1
            default:
                scale = strokeWidth
                try invalid(marker, PropertyProblem(property: "markerUnits", value: String(units),
                                                    reason: "expected strokeWidth or userSpaceOnUse"))
            }
        } else {
            scale = strokeWidth
        }
        guard scale > 0 else { return [] }

        guard try enter(index, hop: nil, element: user, attribute: property) else { return [] }
        defer { leave() }
        // The reference point, in viewport coordinates, goes onto the vertex.
        let ref = Point(x: refX, y: refY).applying(fit.transform)
        let place = AffineTransform(translationX: -ref.x, y: -ref.y)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
            .concatenating(AffineTransform(rotationAngle: .radians(angle)))
            .concatenating(AffineTransform(translationX: vertex.point.x, y: vertex.point.y))
        contextFrame?.toContext = fit.transform.concatenating(place)
        style.contextFrame = contextFrame
        let content = try children(of: marker, WalkContext(style: style, viewport: fit.viewport))
        guard !content.isEmpty else { return [] }
        let clips = style.overflowVisible == true ? [] : [ImportedClip(path: Path(Rect(size: size)), rule: .nonZero)]
        let viewport = ImportedItem.group(ImportedGroup(transform: .identity, clips: clips,
                                                        children: [.group(ImportedGroup(transform: fit.transform,
                                                                                        children: content))]))
        return [.group(ImportedGroup(transform: place, opacity: style.opacity, children: [viewport]))]
    }

    /// The property that places markers at vertices of `role`.
    static func markerProperty(_ role: MarkerVertex.Role) -> String {
        switch role {
        case .start: "marker-start"
        case .mid: "marker-mid"
        case .end: "marker-end"
        }
    }

    /// An angle in degrees from `90`, `90deg`, `1.5rad`, `100grad` or `0.25turn`.
    static func angleDegrees(_ text: String) -> Double? {
        var scanner = ValueScanner(text)
        scanner.skipSpaces()
        guard let value = scanner.number() else { return nil }
        let unit = scanner.identifier().lowercased()
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return nil }
        switch unit {
        case "", "deg": return value
        case "rad": return value * 180 / .pi
        case "grad": return value * 0.9
        case "turn": return value * 360
        default: return nil
        }
    }
}
