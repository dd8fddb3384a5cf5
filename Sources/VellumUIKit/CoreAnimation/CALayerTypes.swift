/// Which corners ``CALayer/cornerRadius`` rounds (Apple's `CACornerMask`; min y is the top, as on iOS).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// The value of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// How ``CALayer/contents`` is fitted into the layer's bounds.
public struct CALayerContentsGravity: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (and cut by `masksToBounds`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// At its size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its size, at the top edge's middle.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its size, at the bottom edge's middle.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its size, at the left edge's middle.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its size, at the right edge's middle.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Where an image of `size` goes in `bounds`: the placement of the `UIView.ContentMode` of
    /// the same meaning (an unknown gravity resizes, as the default does).
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        let modes: [CALayerContentsGravity: UIView.ContentMode] = [
            .resizeAspect: .scaleAspectFit, .resizeAspectFill: .scaleAspectFill, .center: .center, .top: .top,
            .bottom: .bottom, .left: .left, .right: .right, .topLeft: .topLeft, .topRight: .topRight,
            .bottomLeft: .bottomLeft, .bottomRight: .bottomRight,
        ]
        return (modes[self] ?? .scaleToFill).place(size, in: bounds)
    }
}

/// What went wrong drawing a layer tree, naming the layer: a drawing error of the context the
/// tree is drawn in, so a scene or a render reports it instead of drawing nonsense.
public struct CALayerError: Error, CustomStringConvertible, Sendable {
    /// The message, naming the layer and what is wrong with it.
    public let description: String

    init(_ layer: CALayer, _ problem: String) {
        let kind = String(describing: type(of: layer))
        description = "\(kind)\(layer.name.map { " '\($0)'" } ?? ""): \(problem)"
    }
}

/// What draws a layer's content for it (Apple's `CALayerDelegate`): ``UIView`` is its layer's.
public protocol CALayerDelegate: AnyObject {
    /// Draws `layer`'s content into `ctx`, in the layer's bounds coordinates, when the layer's
    /// ``CALayer/draw(in:)`` is not overridden.
    func draw(_ layer: CALayer, in ctx: CGContext)
}
