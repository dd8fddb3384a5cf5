/// A raster image decoded for drawing: premultiplied RGBA8 pixels, with the encoded bytes they
/// came from (a PNG or JPEG file's), which vector outputs embed as they are.
public struct RasterImage: Hashable, Sendable {
    /// The encoded form: a media type (`image/png`, `image/jpeg`) and the file's bytes.
    public struct Encoded: Hashable, Sendable {
        /// The media type, as in a data URI.
        public let mediaType: String
        /// The bytes of the file.
        public let bytes: [UInt8]

        /// Names encoded image bytes.
        public init(mediaType: String, bytes: [UInt8]) {
            self.mediaType = mediaType
            self.bytes = bytes
        }
    }

    /// The size in pixels, each at least 1.
    public let width: Int, height: Int
    /// Premultiplied red, green, blue and alpha bytes, row after row without padding.
    public let pixels: [UInt8]
    /// The file the pixels were decoded from.
    public let encoded: Encoded

    /// An image of `width` × `height` premultiplied RGBA8 `pixels` decoded from `encoded`.
    ///
    /// - Throws: ``RenderError/invalidValue(operation:what:)`` when a side is below 1 or the
    ///   pixels do not hold `width` × `height` × 4 bytes.
    public init(width: Int, height: Int, pixels: [UInt8], encoded: Encoded) throws(RenderError) {
        guard width >= 1, height >= 1, width.multipliedReportingOverflow(by: height).partialValue == width * height,
              pixels.count == width * height * 4 else {
            throw .invalidValue(operation: 0, what: "image of \(width)×\(height) pixels with \(pixels.count) bytes "
                                + "(must be at least 1×1, 4 bytes a pixel)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.encoded = encoded
    }
}

/// An image as a paint: the image's pixel grid (from 0 to `width` across and 0 to `height` down)
/// mapped into the drawing's user space by `transform`, sampled as ``interpolation`` says and
/// continued beyond its edges by its edge pixels (so a shape filling the image's rectangle
/// shows the whole image, and no seam at its border). What SVG's `<image>` draws: a rectangle
/// filled with this paint.
public struct ImagePaint: Hashable, Sendable {
    /// How a device pixel takes its colour from the image's pixels (CSS `image-rendering`).
    public enum Interpolation: Hashable, Sendable {
        /// The four nearest pixel centres blended by their distances (bilinear): smooth when
        /// enlarged. CSS `auto`, `smooth`, `high-quality`.
        case smooth
        /// The pixel the device pixel's centre falls in (nearest neighbour): enlarged pixels stay
        /// sharp squares, as pixel art wants. CSS `pixelated`, `crisp-edges`, `optimizeSpeed`.
        case pixelated
    }

    /// The pixels.
    public var image: RasterImage
    /// Maps the image's pixel space into the drawing's user space.
    public var transform: AffineTransform
    /// Multiplies every pixel (0…1).
    public var opacity: Double
    /// How the image is sampled.
    public var interpolation: Interpolation

    /// Paints `image` through `transform` at `opacity`, sampled by `interpolation`.
    public init(_ image: RasterImage, transform: AffineTransform = .identity, opacity: Double = 1,
                interpolation: Interpolation = .smooth) {
        self.image = image
        self.transform = transform
        self.opacity = opacity
        self.interpolation = interpolation
    }

    /// The image's rectangle in its own pixel space: what a drawing fills to show it whole.
    public var pixelRect: Rect {
        Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
    }
}
