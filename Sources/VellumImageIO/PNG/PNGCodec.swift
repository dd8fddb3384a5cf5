import CLibPNG
import VellumCore

// PNG decoding through libpng's "simplified" png_image API. The classic API reports errors by
// longjmp, which Swift cannot survive; the simplified API catches them inside libpng and returns a
// status with a message instead. Encoding is Vellum's own (PNGEncoder.swift).

/// PNG files to and from RGBA8 pixels: decoded by libpng, written by ``PNGEncoder``.
public enum PNGCodec {
    /// `width` × `height` premultiplied RGBA8 pixels as a PNG file: 8-bit RGBA with straight alpha
    /// and an sRGB chunk, rows filtered adaptively and compressed by libdeflate (``PNGEncoder``),
    /// no time or text chunks — the same pixels always give the same bytes.
    public static func encode(width: Int, height: Int, premultipliedPixels: [UInt8]) throws(PNGError) -> [UInt8] {
        precondition(premultipliedPixels.count == width * height * 4, "the pixels must hold width × height × 4 bytes")
        return try PNGEncoder.encode(width: width, height: height,
                                     straightPixels: AlphaPremultiplication.straightened(premultipliedPixels))
    }

    /// Decodes a PNG of any colour type and bit depth (palette, grey, RGB, with or without alpha,
    /// 8 or 16 bits, interlaced or not) into premultiplied pixels, keeping the file's bytes. 16-bit
    /// samples are taken to be sRGB encoded, as almost all are.
    ///
    /// - Throws: ``PNGError/unsupportedSize(_:)`` for dimensions `CanvasSize` rejects,
    ///   ``PNGError/decodingFailed(reason:)`` with libpng's message otherwise.
    public static func decode(_ data: [UInt8]) throws(PNGError) -> RasterImage {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = data.withUnsafeBytes { bytes in
            bytes.baseAddress.map { png_image_begin_read_from_memory(&image, $0, bytes.count) } ?? 0
        }
        guard begun != 0 else {
            throw .decodingFailed(reason: data.isEmpty ? "no data" : PNGImage.message(of: image))
        }
        let (w, h) = (Int(image.width), Int(image.height))
        do {
            _ = try CanvasSize(width: w, height: h)
        } catch {
            throw .unsupportedSize(error)
        }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let finished = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        }
        guard finished != 0 else { throw .decodingFailed(reason: PNGImage.message(of: image)) }
        pixels.withUnsafeMutableBufferPointer { AlphaPremultiplication.premultiply($0) }
        do {
            return try RasterImage(width: w, height: h, pixels: pixels, encoded: .init(mediaType: "image/png", bytes: data))
        } catch {
            throw .decodingFailed(reason: "\(error)")
        }
    }
}

/// Helpers around libpng's `png_image`.
enum PNGImage {
    /// libpng's message for the last failure.
    static func message(of image: png_image) -> String {
        var image = image
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown libpng error" : text
    }
}
