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
    /// Start drawing into an offscreen layer that is composited with `opacity` at ``endLayer``.
    case beginLayer(opacity: Double)
    /// Composite the most recent layer.
    case endLayer
}

/// A flat, ordered list of drawing operations: what every way of drawing (immediate-mode
/// `GraphicsContext`, the scene graph) records and what every backend consumes.
public struct DisplayList: Hashable, Sendable {
    /// The operations, in drawing order.
    public var operations: [DrawOperation]

    /// Creates a list from operations.
    public init(_ operations: [DrawOperation] = []) {
        self.operations = operations
    }

    /// Appends an operation.
    public mutating func append(_ operation: DrawOperation) {
        operations.append(operation)
    }

    /// Checks that every number is finite and that clips and layers are balanced.
    public func validate() throws(RenderError) {
        var clips = 0, layers = 0
        for (index, op) in operations.enumerated() {
            switch op {
            case .fill(let path, let paint, _, let t):
                try Self.check(path: path, transform: t, paint: paint, index: index, kind: "fill")
            case .stroke(let path, let paint, let style, let t):
                try Self.check(path: path, transform: t, paint: paint, index: index, kind: "stroke")
                guard style.isFinite else {
                    throw .nonFinite(operation: index, what: "stroke style")
                }
                guard style.lineWidth >= 0 else {
                    throw .invalidValue(operation: index,
                                        what: "line width \(style.lineWidth) (must be ≥ 0)")
                }
            case .pushClip(let path, _, let t):
                try Self.check(path: path, transform: t, paint: nil, index: index, kind: "clip")
                clips += 1
            case .popClip:
                guard clips > 0 else { throw .unbalanced(operation: index, what: "popClip without pushClip") }
                clips -= 1
            case .beginLayer(let opacity):
                guard opacity.isFinite else { throw .nonFinite(operation: index, what: "layer opacity") }
                layers += 1
            case .endLayer:
                guard layers > 0 else { throw .unbalanced(operation: index, what: "endLayer without beginLayer") }
                layers -= 1
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

    public var description: String {
        switch self {
        case .nonFinite(let i, let what): "drawing operation \(i): \(what) is not finite (NaN or infinite)"
        case .invalidValue(let i, let what): "drawing operation \(i): invalid \(what)"
        case .unbalanced(let i, let what): "drawing operation \(i): \(what)"
        }
    }
}
