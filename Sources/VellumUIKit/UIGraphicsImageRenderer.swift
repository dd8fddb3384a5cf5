/// How a ``UIGraphicsImageRenderer`` makes its images: their scale (pixels a point).
///
/// There is no screen to take a scale from, so the default scale is 1 (UIKit's is the main
/// screen's, 2 or 3 on most devices); set ``scale`` for sharper images.
public final class UIGraphicsImageRendererFormat {
    /// Pixels a point of the images made.
    public var scale: Double = 1
    /// Whether the images are opaque; Vellum's always have alpha, and this is kept for the call's sake.
    public var opaque = false

    /// A format of scale 1.
    public init() {}

    /// The default format (scale 1), as `UIGraphicsImageRendererFormat.default()`.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The preferred format: the default one here.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw into: its Core Graphics context and the
/// rectangle verbs of `UIGraphicsRendererContext`.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context, in points with the origin top-left.
    public let cgContext: CGContext
    /// The format the image is made with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What was drawn so far, as an image.
    public var currentImage: UIImage { UIImage(rendering: cgContext, scale: format.scale) }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour, composited by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withSavedGState {
            cgContext.setBlendMode(blendMode)
            cgContext.fill(rect)
        }
    }

    /// Strokes `rect` with the current stroke colour and line style.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`, composited by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withSavedGState {
            cgContext.setBlendMode(blendMode)
            cgContext.stroke(rect)
        }
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIKit's offscreen drawing: `actions` draw into a context of the renderer's size (in points),
/// and the result is an image, or PNG or JPEG bytes.
///
///     let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
///     let dot = renderer.image { context in
///         UIColor.red.setFill()
///         context.cgContext.fillEllipse(in: CGRect(x: 8, y: 8, width: 48, height: 48))
///     }
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points: the image's size and where its top-left corner is.
    public let bounds: CGRect
    /// The images' format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of images of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of the area `bounds`, in points, with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// The image `actions` draw, as `image(actions:)`. The context is current
    /// (`UIGraphicsGetCurrentContext()`) while they run. A renderer of zero, non-finite or
    /// enormous size (a side over `CGContext.maxBitmapSide` pixels) still runs the actions
    /// and makes an empty image: no bitmap and a size of zero.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(cgContext: makeContext(), format: format)
        UIGraphicsPushContext(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// The image `actions` draw as a PNG file, as `pngData(actions:)`; empty for an empty image.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw as a JPEG file of `compressionQuality` (0…1), as
    /// `jpegData(withCompressionQuality:actions:)`; empty for an empty image.
    public func jpegData(withCompressionQuality compressionQuality: Double,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// A context for the renderer's bounds at its scale, or one without a surface when the size
    /// cannot be rendered.
    private func makeContext() -> CGContext {
        ImageContextGeometry(bounds: bounds, scale: format.scale).makeContext()
    }
}

/// The pixel size and transform of an offscreen image context: what the renderer and the legacy
/// `UIGraphicsBeginImageContext` functions share.
struct ImageContextGeometry {
    let bounds: CGRect
    let scale: Double

    /// The context: user space in points from `bounds`' origin, scaled to pixels; without a
    /// surface when the pixel size is empty, not finite or over `CGContext.maxBitmapSide`.
    func makeContext() -> CGContext {
        let transform = CGAffineTransform(scaleX: scale, y: scale)
            .translatedBy(x: -Double(bounds.minX), y: -Double(bounds.minY))
        return CGContext(transform: transform, deviceSize: pixelSize)
    }

    /// The size in whole pixels, or `nil` when it cannot be rendered.
    var pixelSize: Size? {
        let width = (Double(bounds.width) * scale).rounded(.up), height = (Double(bounds.height) * scale).rounded(.up)
        let side = 1...Double(CGContext.maxBitmapSide)
        guard scale.isFinite, scale > 0, side.contains(width), side.contains(height) else { return nil }
        return Size(width: width, height: height)
    }
}

extension UIImage {
    /// What `context` drew, rendered, at `scale`; an empty image when it has no surface.
    convenience init(rendering context: CGContext, scale: Double) {
        guard let image = context.makeImage() else {
            self.init(empty: ())
            return
        }
        self.init(cgImage: image, scale: scale)
    }
}
