import CLibJPEG
import Foundation
import VellumCore

/// Writes images as baseline JPEG files through libjpeg. JPEG has no alpha: each pixel is
/// composited over white first, as a photo saved from a transparent drawing usually is.
public enum JPEGEncoder {
    /// `image` as a JPEG file of `quality` (0 smallest … 1 best, clamped; NaN is 1): the same
    /// pixels and quality always give the same bytes.
    ///
    /// - Throws: ``JPEGEncodingError`` with libjpeg's message when it fails.
    public static func encode(_ image: RasterImage, quality: Double) throws(JPEGEncodingError) -> [UInt8] {
        let rgb = overWhite(image.pixels)
        let percent = Int32((quality.isNaN ? 1 : min(max(quality, 0), 1)) * 100)
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let ok = rgb.withUnsafeBufferPointer { bytes in
            vellum_jpeg_encode(bytes.baseAddress, Int32(image.width), Int32(image.height), percent, &out, &size,
                               &message)
        }
        defer { free(out) }
        guard ok != 0, let out else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGEncodingError(reason: reason)
        }
        return [UInt8](UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// Premultiplied RGBA composited over opaque white, as RGB.
    private static func overWhite(_ pixels: [UInt8]) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: pixels.count / 4 * 3)
        for pixel in 0..<pixels.count / 4 {
            let white = 255 - Int(pixels[4 * pixel + 3])
            for channel in 0..<3 { rgb[3 * pixel + channel] = UInt8(min(Int(pixels[4 * pixel + channel]) + white, 255)) }
        }
        return rgb
    }
}

/// Why an image could not be written as JPEG: libjpeg's message.
public struct JPEGEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libjpeg's message.
    public let reason: String

    /// The reason, said as an error.
    public var description: String { "cannot encode JPEG data: \(reason)" }
}
