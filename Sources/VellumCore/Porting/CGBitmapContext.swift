import Foundation

/// How a Core Graphics bitmap stores alpha (`CGImageAlphaInfo`); Vellum's bitmaps are always
/// premultiplied RGBA, and the value is accepted for the call's sake.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

extension GraphicsContext {
    /// The most pixels along either side of a bitmap context, as of any canvas.
    public static let maxBitmapSide = 1 << 15

    /// A bitmap context of `width` × `height` pixels, as Core Graphics'
    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`, with Core
    /// Graphics' y-up user space: the origin is the bottom-left corner. `makeImage()` (VellumRaster)
    /// renders what was drawn.
    ///
    /// `nil` for a side below 1 or above ``maxBitmapSide``, or a component size other than 8
    /// bits. Vellum keeps its own pixels: `data`, `bytesPerRow` and `bitmapInfo` are not used.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard (1...Self.maxBitmapSide).contains(width), (1...Self.maxBitmapSide).contains(height),
              bitsPerComponent == 8 else { return nil }
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(height))
        self.init(transform: flip, deviceSize: Size(width: Double(width), height: Double(height)))
    }

    /// The surface's width in pixels, as `CGContext.width`; 0 for a context without a surface.
    public var width: Int { Int(deviceSize?.width ?? 0) }

    /// The surface's height in pixels, as `CGContext.height`; 0 for a context without a surface.
    public var height: Int { Int(deviceSize?.height ?? 0) }
}
