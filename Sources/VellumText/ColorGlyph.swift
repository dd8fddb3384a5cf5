import VellumCore

/// A glyph a colour font draws in colours of its own rather than in the text's: an emoji.
///
/// Everything is in font units with y pointing down, origin on the baseline at the pen position,
/// like ``GlyphOutline``; ``PositionedGlyph/outlineTransform`` places it.
public enum ColorGlyph: Hashable, Sendable {
    /// A bitmap from a `CBDT` strike (Noto Color Emoji): the image and the rectangle it covers.
    case bitmap(ColorBitmap)
    /// Vector paint from a `COLR` table (version 0 layers or a version 1 paint graph).
    case layers([ColorGlyphLayer])

    /// The deepest nesting of `COLR` version 1 paints followed; deeper paints (a `PaintColrGlyph`
    /// cycle, a damaged table) are left out with ``TextWarning/colorGlyphTruncated(glyph:family:)``.
    /// Real emoji fonts nest fewer than 15.
    public static let maximumPaintDepth = 64
    /// The most paints one glyph's `COLR` graph may visit (a graph whose paints are shared many
    /// times over fans out exponentially); the rest are left out with the same warning.
    public static let maximumPaints = 10_000

    /// The tight bounds of what the glyph paints, in font units; `nil` when it paints nothing.
    public var bounds: Rect? {
        switch self {
        case .bitmap(let bitmap): bitmap.rect
        case .layers(let layers): ColorGlyphLayer.bounds(of: layers)
        }
    }
}

/// One part of a `COLR` glyph, in font units, y down.
public indirect enum ColorGlyphLayer: Hashable, Sendable {
    /// A glyph outline (already moved by the paint graph's transforms) filled with `paint`, whose
    /// geometry is in the same space.
    case fill(Path, Paint)
    /// `backdrop` drawn, then `source` composited onto it with `mode` (`PaintComposite`); the
    /// pair is then drawn onto what lies below as one layer.
    case composite(source: [ColorGlyphLayer], mode: BlendMode, backdrop: [ColorGlyphLayer])

    /// The union of the layers' outline bounds.
    static func bounds(of layers: [ColorGlyphLayer]) -> Rect? {
        layers.reduce(nil) { (union: Rect?, layer) in
            let bounds: Rect?
            switch layer {
            case .fill(let path, _): bounds = path.isEmpty ? nil : path.boundingRect
            case .composite(let source, _, let backdrop):
                bounds = Self.bounds(of: source + backdrop)
            }
            guard let bounds else { return union }
            return union.map { $0.union(bounds) } ?? bounds
        }
    }
}

/// A colour bitmap glyph: premultiplied RGBA pixels from the strike nearest above the size asked
/// for, and the rectangle they cover in font units (y down, origin at the pen position).
public struct ColorBitmap: Hashable, Sendable {
    /// The strike's pixels.
    public let image: RasterImage
    /// Where the pixels go, in font units.
    public let rect: Rect

    /// Creates a bitmap glyph covering `rect`.
    public init(image: RasterImage, rect: Rect) {
        self.image = image
        self.rect = rect
    }

    /// The image to draw when the bitmap covers `pixelWidth` device pixels across: the strike's
    /// pixels halved (each new pixel the mean of four) while the result stays at least that wide,
    /// so the bilinear sampling every backend applies never skips pixels and a 136-pixel emoji
    /// drawn at 16 pixels does not alias.
    public func image(forPixelWidth pixelWidth: Double) -> RasterImage {
        var image = self.image
        while Double(image.width) / 2 >= pixelWidth, image.width >= 2, image.height >= 2,
              let halved = Self.halved(image) {
            image = halved
        }
        return image
    }

    /// `image` at half its size, each pixel the mean of a 2×2 block (premultiplied, so
    /// transparent pixels do not darken the edges); a last odd row or column is dropped.
    private static func halved(_ image: RasterImage) -> RasterImage? {
        let (width, height) = (image.width / 2, image.height / 2)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let source = image.pixels, stride = image.width * 4
        for y in 0..<height {
            for x in 0..<width {
                let top = 2 * y * stride + 8 * x
                for channel in 0..<4 {
                    let sum = Int(source[top + channel]) + Int(source[top + 4 + channel])
                        + Int(source[top + stride + channel]) + Int(source[top + stride + 4 + channel])
                    pixels[(y * width + x) * 4 + channel] = UInt8((sum + 2) / 4)
                }
            }
        }
        return try? RasterImage(width: width, height: height, pixels: pixels, encoded: image.encoded)
    }
}
