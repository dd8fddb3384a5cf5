/// One operation of a ``DisplayList``, the serialised form of a ``RenderTree``. Geometry is in
/// user space; `transform` maps it to the device.
public enum DrawOperation: Hashable, Sendable {
    /// Fill a path with a paint.
    case fill(Path, paint: Paint, rule: FillRule, transform: AffineTransform)
    /// Stroke a path with a paint. The stroke's width and dashes are in user space.
    case stroke(Path, paint: Paint, style: StrokeStyle, transform: AffineTransform)
    /// Intersect the clip with a path until the matching ``popClip``.
    case pushClip(Path, rule: FillRule, transform: AffineTransform)
    /// Undo the most recent `pushClip`.
    case popClip
    /// Start drawing into an offscreen layer that is composited with `opacity` and `blendMode` at
    /// ``endLayer``, with a drop shadow of the layer's content beneath it when `shadow` is given.
    /// A layer is always isolated; `isolated` records that the group asked for it with no other
    /// effect. `filters` (device space) apply to the layer first, before the shadow.
    case beginLayer(opacity: Double, shadow: Shadow? = nil, blendMode: BlendMode = .normal, isolated: Bool = false,
                    filters: [Filter] = [])
    /// Composite the most recent layer.
    case endLayer
    /// Mask what is drawn until the matching ``endMask`` by `content` (its operations in the
    /// same space as this list's, drawn only to make the mask) read in `mode`.
    case beginMask(RenderMask.Mode, content: DisplayList)
    /// Composite what was drawn since the most recent `beginMask` through its mask.
    case endMask
    /// Draw the symbol defined under `tag` in ``DisplayList/symbols``, its user space mapped to
    /// the device by `transform`.
    case useSymbol(Tag, transform: AffineTransform)
}

/// A render tree written out as a flat list of operations in drawing order: its serialised form,
/// convenient to write by hand, to compare and to inspect. Groups become `pushClip`/`popClip`,
/// `beginMask`/`endMask` and `beginLayer`/`endLayer` pairs (a group with all three nests them in
/// that order), and group transforms are folded into what they hold.
///
/// ``RenderTree/init(_:)`` reads a list back; backends render trees.
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

    /// Checks that the list makes a valid ``RenderTree``: every number finite, clips and layers
    /// nested and never popped more often than pushed (ones left open are closed at the end of
    /// the list, as a context that clipped without restoring expects), every used symbol defined
    /// and no symbol using itself, directly or not.
    public func validate() throws(RenderError) {
        _ = try RenderTree(self)
    }
}
