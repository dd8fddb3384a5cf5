/// One drawing operation, in the order a backend must carry it out. Geometry is in user space;
/// `transform` maps it to the device.
public enum DrawOperation: Hashable, Sendable {
    /// Fill a path with a paint.
    case fill(Path, paint: Paint, rule: FillRule, transform: AffineTransform)
    /// Stroke a path with a paint. The stroke's width and dashes are in user space.
    case stroke(Path, paint: Paint, style: StrokeStyle, transform: AffineTransform)
    /// Intersect the clip with a path until the matching ``popClip``.
    case pushClip(Path, rule: FillRule, transform: AffineTransform)
    /// Undo the most recent ``pushClip``.
    case popClip
    /// Start drawing into an offscreen layer that is composited with `opacity` at ``endLayer``,
    /// with a drop shadow of the layer's content beneath it when `shadow` is given.
    case beginLayer(opacity: Double, shadow: Shadow? = nil)
    /// Composite the most recent layer.
    case endLayer
    /// Draw the symbol defined under `tag` in ``DisplayList/symbols``, its user space mapped to
    /// the device by `transform`.
    case useSymbol(Tag, transform: AffineTransform)
}

/// A drop shadow: the layer's alpha, blurred, tinted and offset (SwiftUI's `.shadow`).
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; its alpha scales the shadow's opacity.
    public var color: Color
    /// The blur radius in device pixels; the Gaussian's standard deviation is half of it, as in
    /// CSS and SVG's `feDropShadow`.
    public var radius: Double
    /// The shadow's offset in device pixels.
    public var offset: Point

    /// Creates a shadow. The default colour is SwiftUI's: black at 33 % opacity.
    public init(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.offset = Point(x: x, y: y)
    }

    /// Whether every number is finite.
    public var isFinite: Bool { color.isFinite && radius.isFinite && offset.isFinite }
}

/// A flat, ordered list of drawing operations: what every way of drawing (immediate-mode
/// `GraphicsContext`, the scene graph) records and what every backend consumes.
public struct DisplayList: Hashable, Sendable {
    /// The operations, in drawing order.
    public var operations: [DrawOperation]
    /// Symbol definitions, drawn by ``DrawOperation/useSymbol(_:transform:)``. A symbol's own
    /// list may use other symbols of this table, but never itself, directly or not.
    public var symbols: [Tag: DisplayList]

    /// Creates a list from operations and symbol definitions.
    public init(_ operations: [DrawOperation] = [], symbols: [Tag: DisplayList] = [:]) {
        self.operations = operations
        self.symbols = symbols
    }

    /// Appends an operation.
    public mutating func append(_ operation: DrawOperation) {
        operations.append(operation)
    }

    /// Checks that every number is finite, that clips and layers are never popped more often than
    /// pushed (ones left open are closed at the end of the list, as a context that clipped without
    /// restoring expects), that every used
    /// symbol is defined and that no symbol uses itself, directly or not.
    public func validate() throws(RenderError) {
        try Self.validate(operations, symbols: symbols)
        for tag in symbols.keys.sorted(by: { $0.description < $1.description }) {
            do {
                try Self.validate(symbols[tag]!.operations, symbols: symbols)
            } catch {
                throw .inSymbol(tag: tag, error.description)
            }
            var visiting: [Tag] = []
            try checkCycles(from: tag, visiting: &visiting)
        }
    }

    /// Depth-first walk through the symbols `tag` uses; meeting a tag already on the walk is a cycle.
    private func checkCycles(from tag: Tag, visiting: inout [Tag]) throws(RenderError) {
        if visiting.contains(tag) { throw .symbolCycle(tag: tag) }
        visiting.append(tag)
        defer { visiting.removeLast() }
        for case .useSymbol(let next, _) in symbols[tag]?.operations ?? [] {
            try checkCycles(from: next, visiting: &visiting)
        }
    }

    private static func validate(_ operations: [DrawOperation], symbols: [Tag: DisplayList]) throws(RenderError) {
        var clips = 0, layers = 0
        for (index, op) in operations.enumerated() {
            switch op {
            case .fill(let path, let paint, _, let t):
                try check(path: path, transform: t, paint: paint, index: index, kind: "fill")
            case .stroke(let path, let paint, let style, let t):
                try check(path: path, transform: t, paint: paint, index: index, kind: "stroke")
                guard style.isFinite else {
                    throw .nonFinite(operation: index, what: "stroke style")
                }
                guard style.lineWidth >= 0 else {
                    throw .invalidValue(operation: index,
                                        what: "line width \(style.lineWidth) (must be ≥ 0)")
                }
            case .pushClip(let path, _, let t):
                try check(path: path, transform: t, paint: nil, index: index, kind: "clip")
                clips += 1
            case .popClip:
                guard clips > 0 else { throw .unbalanced(operation: index, what: "popClip without pushClip") }
                clips -= 1
            case .beginLayer(let opacity, let shadow):
                guard opacity.isFinite else { throw .nonFinite(operation: index, what: "layer opacity") }
                if let shadow, !shadow.isFinite { throw .nonFinite(operation: index, what: "shadow") }
                layers += 1
            case .endLayer:
                guard layers > 0 else { throw .unbalanced(operation: index, what: "endLayer without beginLayer") }
                layers -= 1
            case .useSymbol(let tag, let t):
                guard symbols[tag] != nil else { throw .missingSymbol(operation: index, tag: tag) }
                guard t.isFinite else { throw .nonFinite(operation: index, what: "symbol transform") }
            }
        }
    }

    private static func check(path: Path, transform: AffineTransform, paint: Paint?, index: Int,
                              kind: String) throws(RenderError) {
        guard path.isFinite else { throw .nonFinite(operation: index, what: "\(kind) path coordinates") }
        guard transform.isFinite else { throw .nonFinite(operation: index, what: "\(kind) transform") }
        if let paint, !paint.isFinite { throw .nonFinite(operation: index, what: "\(kind) paint") }
    }
}

/// Why a display list could not be rendered.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate, transform or paint value was NaN or infinite.
    case nonFinite(operation: Int, what: String)
    /// A value was out of its allowed range.
    case invalidValue(operation: Int, what: String)
    /// Clips or layers were popped more often than pushed.
    case unbalanced(operation: Int, what: String)
    /// A `useSymbol` names a tag with no definition.
    case missingSymbol(operation: Int, tag: Tag)
    /// A symbol uses itself, directly or through others.
    case symbolCycle(tag: Tag)
    /// An error inside a symbol's definition.
    case inSymbol(tag: Tag, String)

    public var description: String {
        switch self {
        case .nonFinite(let i, let what): "drawing operation \(i): \(what) is not finite (NaN or infinite)"
        case .invalidValue(let i, let what): "drawing operation \(i): invalid \(what)"
        case .unbalanced(let i, let what): "drawing operation \(i): \(what)"
        case .missingSymbol(let i, let tag): "drawing operation \(i): no symbol is defined under tag \(tag)"
        case .symbolCycle(let tag): "symbol \(tag) uses itself, directly or through other symbols"
        case .inSymbol(let tag, let message): "in symbol \(tag): \(message)"
        }
    }
}
