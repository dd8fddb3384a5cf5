import VellumScene

/// UIKit's image: a decoded bitmap (``cgImage``) with a scale, drawn into the current context by
/// the scene graph's one image drawing (``VellumScene/Image``), cap insets included.
///
///     let icon = UIImage(contentsOfFile: "icon.png")
///     icon?.draw(in: CGRect(x: 0, y: 0, width: 32, height: 32))
public final class UIImage: Hashable, Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point: the image's size in points is its pixel size divided by it.
    public let scale: Double
    /// The ends left unstretched by ``resizableImage(withCapInsets:resizingMode:)``, in points.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills its rectangle.
    public let resizingMode: ResizingMode
    /// Whether the image was made resizable.
    let isResizable: Bool

    /// How a resizable image's middle fills the space between its caps (`UIImage.ResizingMode`).
    public enum ResizingMode: Int, Hashable, Sendable {
        case tile, stretch
    }

    /// An image of `cgImage`'s pixels at `scale` pixels a point, as `UIImage(cgImage:scale:orientation:)`
    /// (orientations other than `.up` are not supported and draw as `.up`).
    public convenience init(cgImage: CGImage, scale: Double = 1, orientation: Orientation = .up) {
        self.init(cgImage, scale: scale, capInsets: UIEdgeInsets(), resizingMode: .stretch, isResizable: false)
    }

    private init(_ cgImage: CGImage?, scale: Double, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                 isResizable: Bool) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isResizable = isResizable
    }

    /// An image without a bitmap: of size zero, drawing nothing (what an image renderer of an
    /// unusable size makes).
    convenience init(empty: Void) {
        self.init(nil, scale: 1, capInsets: UIEdgeInsets(), resizingMode: .stretch, isResizable: false)
    }

    /// An empty image, as `UIImage()`.
    public convenience init() { self.init(empty: ()) }

    /// The picture in an image file (PNG, JPEG, GIF or WebP), as `UIImage(contentsOfFile:)`; `nil`
    /// when the file cannot be read or decoded. A name ending in `@2x` or `@3x` sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let raster = try? RasterImage(contentsOfFile: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(cgImage: CGImage(raster), scale: scale)
    }

    /// The picture named `name` among `bundle`'s resources (the main bundle's when `nil`), as
    /// `UIImage(named:in:compatibleWith:)`: the file `name`, or `name` with `.png`, `.jpg`, `.jpeg`,
    /// `.gif` or `.webp` added, as SwiftUI's `Image(_:bundle:)` finds it (no asset catalogues);
    /// `nil` when there is none or it does not decode. `traitCollection` is not used.
    public convenience init?(named name: String, in bundle: Bundle? = nil,
                             compatibleWith traitCollection: UITraitCollection? = nil) {
        guard let path = Image.resourcePath(named: name, bundle: bundle) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The picture in an image file's bytes, as `UIImage(data:)`; `nil` when they cannot be decoded.
    public convenience init?(data: Data, scale: Double = 1) {
        guard let raster = try? RasterImage(encodedData: [UInt8](data)) else { return nil }
        self.init(cgImage: CGImage(raster), scale: scale)
    }

    /// The size in points: pixels divided by ``scale`` (zero without a bitmap).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: Double(cgImage.width) / scale, height: Double(cgImage.height) / scale)
    }

    /// UIKit's image orientation; Vellum draws every image as `.up`.
    public enum Orientation: Int, Hashable, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The orientation: always `.up`.
    public var imageOrientation: Orientation { .up }

    /// The same picture whose ends (`capInsets`, in points) keep their size when drawn larger while
    /// the middle stretches or tiles, as `resizableImage(withCapInsets:resizingMode:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        UIImage(cgImage, scale: scale, capInsets: capInsets, resizingMode: resizingMode, isResizable: true)
    }

    /// Draws the image at its size with its top-left corner at `point`, as `UIImage.draw(at:)`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at its size at `point`, composited by `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: Double) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect`, upright, in the current context, as `UIImage.draw(in:)`.
    /// Outside a drawing it does nothing, as UIKit draws nothing without a context.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = sceneImage else { return }
        context.draw(image, in: Rect(rect))
    }

    /// Draws the image into `rect`, composited by `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: Double) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withSavedGState {
            context.setBlendMode(blendMode)
            context.setAlpha(context.opacity * alpha)
            draw(in: rect)
        }
    }

    /// The image as the scene graph draws it, cap insets in pixels.
    var sceneImage: Image? {
        guard let cgImage else { return nil }
        let image = Image(cgImage.raster)
        guard isResizable else { return image }
        let insets = EdgeInsets(top: capInsets.top * scale, leading: capInsets.left * scale,
                                bottom: capInsets.bottom * scale, trailing: capInsets.right * scale)
        return image.resizable(capInsets: insets, resizingMode: resizingMode == .tile ? .tile : .stretch)
    }

    /// The image as a pattern cell: one copy at its size in points; `nil` for an empty image.
    var patternFill: PatternFill? {
        guard let image = sceneImage, size.width > 0, size.height > 0 else { return nil }
        let cell = Rect(size: Size(size))
        return PatternFill(bounds: cell, xStep: cell.width, yStep: cell.height) { context in
            context.draw(image, in: cell)
        }
    }

    /// The image as a PNG file, as `UIImage.pngData()`; `nil` without a bitmap.
    public func pngData() -> Data? {
        guard let bytes = try? cgImage?.pngData() else { return nil }
        return Data(bytes)
    }

    /// The image as a JPEG file, as `UIImage.jpegData(compressionQuality:)`: `quality` runs from
    /// 0 (smallest) to 1 (best); `nil` without a bitmap.
    public func jpegData(compressionQuality quality: Double) -> Data? {
        guard let cgImage, let bytes = try? JPEGEncoder.encode(cgImage.raster, quality: quality) else { return nil }
        return Data(bytes)
    }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.cgImage == b.cgImage && a.scale == b.scale && a.capInsets == b.capInsets
            && a.resizingMode == b.resizingMode && a.isResizable == b.isResizable
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cgImage)
        hasher.combine(scale)
    }
}

/// UIKit's insets, by edge: top, left, bottom and right.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The insets from each edge, in points.
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Insets of the given sizes.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// UIKit's trait collection, accepted where UIKit takes one (`UIImage(named:in:compatibleWith:)`);
/// Vellum has no traits to match.
public final class UITraitCollection: Sendable {
    /// An empty collection.
    public init() {}
}
