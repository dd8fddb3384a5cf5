import Foundation

/// Core Foundation's data type as Core Graphics functions take it (`data as CFData`). Foundation
/// on Linux has no `CFData`; this alias hands the bytes over.
public typealias CFData = Data

/// Core Graphics' bitmap image: Vellum's decoded ``RasterImage`` (premultiplied RGBA8 and the
/// file it came from), shared by reference as Core Graphics shares its images.
///
/// Make one from PNG or JPEG bytes (`CGImage(pngDataProviderSource:…)`, in VellumImageIO), from a
/// context (`makeImage()`, in VellumRaster) or from `UIImage.cgImage`.
public final class CGImage: Hashable, Sendable {
    /// The pixels.
    public let raster: RasterImage

    /// An image of `raster`'s pixels.
    public init(_ raster: RasterImage) { self.raster = raster }

    /// The width in pixels.
    public var width: Int { raster.width }
    /// The height in pixels.
    public var height: Int { raster.height }
    /// Bits in each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes in each row: four a pixel, no padding.
    public var bytesPerRow: Int { raster.width * 4 }
    /// The colour space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    public static func == (a: CGImage, b: CGImage) -> Bool { a.raster == b.raster }
    public func hash(into hasher: inout Hasher) { hasher.combine(raster) }
}

/// The bytes of an image file, as Core Graphics' `CGDataProvider(data:)` holds them.
public final class CGDataProvider: Sendable {
    /// The bytes.
    public let data: Data

    /// A provider of `data`'s bytes.
    public init?(data: CFData) { self.data = data }
}

/// How Core Graphics maps colours outside a space's gamut; Vellum draws in sRGB and ignores it.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// How finely a context samples the images it draws (`CGContext.interpolationQuality`).
public enum CGInterpolationQuality: Int32, Hashable, Sendable {
    case `default`, none, low, medium, high

    /// How Vellum samples: nearest neighbour for `.none`, bilinear for every other quality.
    public var imageInterpolation: ImagePaint.Interpolation { self == .none ? .pixelated : .smooth }
}

extension GraphicsContext {
    /// Draws `image` scaled into `rect`, as `CGContext.draw(_:in:byTiling:)`: its first pixel row
    /// lies along the rectangle's `maxY` edge, as Core Graphics draws in its y-up space — so in a
    /// UIKit-style context (y down) it appears upside down, exactly as on Apple's platforms, and
    /// `UIImage.draw(in:)` draws it upright. With `byTiling`, copies of that picture fill the clip;
    /// when that would take more than ``maxTiles`` copies, the one picture in `rect` is drawn.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let target = Rect(rect).standardized
        guard target.width > 0, target.height > 0 else { return }
        guard byTiling, let cover = userSpaceCover else { return drawImage(image.raster, flippedIn: target) }
        let tiles = Self.tiles(of: target, covering: cover)
        for tile in tiles.isEmpty ? [target] : tiles { drawImage(image.raster, flippedIn: tile) }
    }

    /// Fills `target` with `raster` mapped with its top row at `target.maxY`.
    private func drawImage(_ raster: RasterImage, flippedIn target: Rect) {
        let mapping = AffineTransform(a: target.width / Double(raster.width), b: 0, c: 0,
                                      d: -target.height / Double(raster.height), tx: target.minX, ty: target.maxY)
        let paint = ImagePaint(raster, transform: mapping, interpolation: interpolationQuality.imageInterpolation)
        fill(Path(target), with: .image(paint))
    }

    /// Copies of `tile`, stepped by its size, that meet `cover`; none when more than ``maxTiles``
    /// would be needed.
    static func tiles(of tile: Rect, covering cover: Rect) -> [Rect] {
        let first = (x: ((cover.minX - tile.minX) / tile.width).rounded(.down),
                     y: ((cover.minY - tile.minY) / tile.height).rounded(.down))
        let columns = ((cover.maxX - tile.minX) / tile.width).rounded(.up) - first.x
        let rows = ((cover.maxY - tile.minY) / tile.height).rounded(.up) - first.y
        guard columns.isFinite, rows.isFinite, columns * rows <= Double(maxTiles) else { return [] }
        return (0..<Int(max(rows, 0))).flatMap { row in
            (0..<Int(max(columns, 0))).map { column in
                tile.offsetBy(dx: (first.x + Double(column)) * tile.width, dy: (first.y + Double(row)) * tile.height)
            }
        }
    }

    /// The most tiles a tiled image or pattern draws.
    public static let maxTiles = 10_000

    /// Intersects the clip with `mask` drawn into `rect` (as ``draw(_:in:byTiling:)`` draws it), as
    /// `CGContext.clip(to:mask:)`: each pixel's luminance times its alpha says how much shows —
    /// white lets everything through, black or transparent nothing, as a grey mask does in Core
    /// Graphics.
    public func clip(to rect: CGRect, mask: CGImage) {
        clipToLayer(mode: .luminance) { layer in
            layer.draw(mask, in: rect)
        }
    }
}
