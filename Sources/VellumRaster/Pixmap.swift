import VellumCore
import VellumImageIO

/// A raster canvas: `width` × `height` pixels of premultiplied RGBA8, row-major from the top-left,
/// four bytes per pixel in the order R, G, B, A, no padding between rows.
///
///     var pixmap = try Pixmap(width: 200, height: 100)
///     try pixmap.draw { context in
///         context.fill(Path(ellipseIn: Rect(x: 10, y: 10, width: 180, height: 80)), with: .color(.orange))
///     }
///     try pixmap.write(to: "out.png")
///
/// Premultiplied means each colour byte is already multiplied by alpha/255 (a half-transparent
/// white is 128, 128, 128, 128); PNG files and ``straightPixel(x:y:)`` use straight alpha.
public struct Pixmap: Sendable, Hashable {
    /// The widest or tallest canvas allowed, in pixels (`CanvasSize.maxSide`).
    public static let maxSide = CanvasSize.maxSide
    /// The most pixels a canvas may have (`CanvasSize.maxPixelCount`).
    public static let maxPixelCount = CanvasSize.maxPixelCount

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, premultiplied RGBA8, `width * height * 4` bytes.
    public internal(set) var bytes: [UInt8]

    /// A transparent canvas. Throws when a side is not positive or exceeds ``maxSide``, or the
    /// canvas has more than ``maxPixelCount`` pixels.
    public init(width: Int, height: Int) throws(CanvasError) {
        try Self.validate(width: width, height: height)
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A canvas holding `premultipliedBytes` (R, G, B, A per pixel, colour ≤ alpha).
    public init(width: Int, height: Int, premultipliedBytes: [UInt8]) throws(CanvasError) {
        try Self.validate(width: width, height: height, byteCount: premultipliedBytes.count)
        self.width = width
        self.height = height
        bytes = premultipliedBytes
    }

    /// A canvas holding `straightBytes` (R, G, B, A per pixel, straight alpha), premultiplied with
    /// exact rounding.
    public init(width: Int, height: Int, straightBytes: [UInt8]) throws(CanvasError) {
        try Self.validate(width: width, height: height, byteCount: straightBytes.count)
        self.width = width
        self.height = height
        bytes = straightBytes
        bytes.withUnsafeMutableBufferPointer { AlphaPremultiplication.premultiply($0) }
    }

    /// Checks a canvas size against the limits every backend shares (`CanvasSize`).
    public static func validate(width: Int, height: Int) throws(CanvasError) {
        _ = try CanvasSize(width: width, height: height)
    }

    private static func validate(width: Int, height: Int, byteCount: Int) throws(CanvasError) {
        try validate(width: width, height: height)
        guard byteCount == width * height * 4 else {
            throw .byteCountMismatch(width: width, height: height, expected: width * height * 4, actual: byteCount)
        }
    }
}

// MARK: - Pixels

extension Pixmap {
    /// The premultiplied pixel at (`x`, `y`); both must be inside the canvas.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    /// The pixel at (`x`, `y`) with straight alpha, unpremultiplied with round-to-nearest.
    public func straightPixel(x: Int, y: Int) -> RGBA8 {
        let p = pixel(x: x, y: y)
        return RGBA8(r: AlphaPremultiplication.unpremultiply(p.r, alpha: p.a),
                     g: AlphaPremultiplication.unpremultiply(p.g, alpha: p.a),
                     b: AlphaPremultiplication.unpremultiply(p.b, alpha: p.a), a: p.a)
    }

    /// All pixels with straight alpha (R, G, B, A per pixel), as PNG stores them.
    public var straightBytes: [UInt8] {
        AlphaPremultiplication.straightened(bytes)
    }

    /// Sets every pixel to `color` (transparent by default).
    public mutating func clear(_ color: Color = .clear) {
        let pixel = PixelMath.premultiplied(color)
        withPixels { $0.update(repeating: pixel) }
    }

    /// Calls `body` with the pixels as packed little-endian UInt32 words (R in the low byte).
    mutating func withPixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) -> R) -> R {
        bytes.withUnsafeMutableBufferPointer { raw in
            raw.withMemoryRebound(to: UInt32.self) { body($0) }
        }
    }
}
