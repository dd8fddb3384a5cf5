import Foundation
import VellumCore

extension CGImage {
    /// Decodes the PNG file `source` provides, as
    /// `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`; `nil` when it is not a
    /// PNG Vellum can read. `decode`, `shouldInterpolate` and `intent` are ignored.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let raster = try? RasterImage(pngData: [UInt8](source.data)) else { return nil }
        self.init(raster)
    }

    /// Decodes the JPEG file `source` provides, as
    /// `CGImage(jpegDataProviderSource:decode:shouldInterpolate:intent:)`; `nil` when it is not a
    /// JPEG Vellum can read.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let raster = try? RasterImage(jpegData: [UInt8](source.data)) else { return nil }
        self.init(raster)
    }

    /// The pixels of `rect` (in pixels, from the top-left; cut to the image), as
    /// `CGImage.cropping(to:)`; `nil` when it holds no whole pixel of the image. The crop's
    /// encoded form is a PNG of its pixels.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = Rect(rect).standardized
        guard area.origin.isFinite, area.width.isFinite, area.height.isFinite else { return nil }
        let left = max(Int(area.minX.rounded(.down)), 0), top = max(Int(area.minY.rounded(.down)), 0)
        let right = min(Int(area.maxX.rounded(.up)), width), bottom = min(Int(area.maxY.rounded(.up)), height)
        guard right > left, bottom > top else { return nil }
        var pixels: [UInt8] = []
        pixels.reserveCapacity((right - left) * (bottom - top) * 4)
        for row in top..<bottom {
            pixels += raster.pixels[(row * width + left) * 4 ..< (row * width + right) * 4]
        }
        return try? CGImage(premultipliedPixels: pixels, width: right - left, height: bottom - top)
    }

    /// An image of premultiplied RGBA8 `pixels`, encoded as a PNG for outputs that embed files.
    public convenience init(premultipliedPixels pixels: [UInt8], width: Int, height: Int) throws {
        let png = try PNGCodec.encode(width: width, height: height, premultipliedPixels: pixels)
        self.init(try RasterImage(width: width, height: height, pixels: pixels,
                                  encoded: .init(mediaType: "image/png", bytes: png)))
    }

    /// The image as a PNG file: the bytes it was decoded from when it came from a PNG, else its
    /// pixels encoded.
    public func pngData() throws -> [UInt8] {
        if raster.encoded.mediaType == "image/png" { return raster.encoded.bytes }
        return try PNGCodec.encode(width: width, height: height, premultipliedPixels: raster.pixels)
    }
}
