/// What changed on the canvas between two frames: where a backend must draw again.
public enum Damage: Hashable, Sendable {
    /// Nothing visible changed; the previous frame can be shown again.
    case none
    /// Only the pixels inside this rectangle (whole pixels, inside the canvas) may differ.
    case region(Rect)
    /// Any pixel may differ: draw the whole canvas.
    case canvas

    /// The damage of `rect` (in device pixels) on a `canvas`-sized canvas: the rectangle grown to
    /// whole pixels plus one pixel for anti-aliasing, or ``none`` when nothing of it is on the
    /// canvas.
    public init(_ rect: Rect?, in canvas: Size) {
        self = RenderBounds.pixelRegion(rect, in: canvas).map { .region($0) } ?? .none
    }

    /// The pixels to draw again on a `canvas`-sized canvas, or `nil` for none.
    public func rect(in canvas: Size) -> Rect? {
        switch self {
        case .none: nil
        case .region(let rect): rect
        case .canvas: Rect(size: canvas)
        }
    }
}
