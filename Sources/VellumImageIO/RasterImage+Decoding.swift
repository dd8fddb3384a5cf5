import CLibGIF
import CLibJPEG
import CLibWebP
import VellumCore

extension RasterImage {
    /// Decodes a PNG file's bytes through libpng (``PNGCodec/decode(_:)``).
    public init(pngData data: [UInt8]) throws(ImageDecodingError) {
        do {
            self = try PNGCodec.decode(data)
        } catch {
            // libpng's own message, without PNGError's "cannot decode" in front of it.
            guard case .decodingFailed(let reason) = error else {
                throw ImageDecodingError(format: "PNG", reason: "\(error)")
            }
            throw ImageDecodingError(format: "PNG", reason: reason)
        }
    }

    /// Decodes a JPEG file's bytes (baseline or progressive, grey, RGB or CMYK as libjpeg
    /// converts them to RGB) through libjpeg. A stream that ends early is drawn as far as it
    /// goes, as browsers draw it.
    public init(jpegData data: [UInt8]) throws(ImageDecodingError) {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let maxPixels = UInt(CanvasSize.maxPixelCount)
        let ok = data.withUnsafeBufferPointer { bytes in
            vellum_jpeg_decode(bytes.baseAddress, UInt(bytes.count), maxPixels, &pixels, &width, &height, &message)
        }
        defer { free(pixels) }
        guard ok != 0, let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageDecodingError(format: "JPEG", reason: data.isEmpty ? "no data" : reason)
        }
        let count = Int(width) * Int(height)
        var rgba = [UInt8](repeating: 255, count: count * 4)
        for i in 0..<count {
            rgba[4 * i] = pixels[3 * i]
            rgba[4 * i + 1] = pixels[3 * i + 1]
            rgba[4 * i + 2] = pixels[3 * i + 2]
        }
        try self.init(Int(width), Int(height), rgba, .init(mediaType: "image/jpeg", bytes: data), "JPEG")
    }

    /// Decodes a GIF file's bytes through giflib: its first frame (an animation's first
    /// picture, as a still), placed on the file's logical screen, with its transparent colour.
    public init(gifData data: [UInt8]) throws(ImageDecodingError) {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let ok = data.withUnsafeBufferPointer { bytes in
            vellum_gif_decode(bytes.baseAddress, UInt(bytes.count), UInt(CanvasSize.maxPixelCount),
                              &pixels, &width, &height, &message, message.count)
        }
        defer { free(pixels) }
        guard ok != 0, let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageDecodingError(format: "GIF", reason: data.isEmpty ? "no data" : reason)
        }
        let straight = [UInt8](UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
        try self.init(straight: straight, Int(width), Int(height), .init(mediaType: "image/gif", bytes: data), "GIF")
    }

    /// Decodes a WebP file's bytes (lossy or lossless, with or without alpha; an animation is
    /// refused) through libwebp.
    public init(webpData data: [UInt8]) throws(ImageDecodingError) {
        var width: Int32 = 0, height: Int32 = 0
        let decoded = data.withUnsafeBufferPointer { bytes -> UnsafeMutablePointer<UInt8>? in
            guard WebPGetInfo(bytes.baseAddress, bytes.count, &width, &height) != 0,
                  Int(width) * Int(height) <= CanvasSize.maxPixelCount else { return nil }
            return WebPDecodeRGBA(bytes.baseAddress, bytes.count, &width, &height)
        }
        defer { WebPFree(decoded) }
        guard let decoded else {
            let reason = Int(width) * Int(height) > CanvasSize.maxPixelCount
                ? "image of \(width)×\(height) pixels is not supported" : "not a WebP file libwebp can decode"
            throw ImageDecodingError(format: "WebP", reason: data.isEmpty ? "no data" : reason)
        }
        let straight = [UInt8](UnsafeBufferPointer(start: decoded, count: Int(width) * Int(height) * 4))
        try self.init(straight: straight, Int(width), Int(height), .init(mediaType: "image/webp", bytes: data), "WebP")
    }

    /// An image of straight-alpha RGBA bytes, premultiplied, on a canvas size `CanvasSize` accepts.
    private init(straight: [UInt8], _ width: Int, _ height: Int, _ encoded: Encoded,
                 _ format: String) throws(ImageDecodingError) {
        do {
            _ = try CanvasSize(width: width, height: height)
        } catch {
            throw ImageDecodingError(format: format, reason: "\(error)")
        }
        var pixels = straight
        pixels.withUnsafeMutableBufferPointer { AlphaPremultiplication.premultiply($0) }
        try self.init(width, height, pixels, encoded, format)
    }

    private init(_ width: Int, _ height: Int, _ pixels: [UInt8], _ encoded: Encoded,
                 _ format: String) throws(ImageDecodingError) {
        do {
            try self.init(width: width, height: height, pixels: pixels, encoded: encoded)
        } catch {
            throw ImageDecodingError(format: format, reason: "\(error)")
        }
    }
}
