import VellumCore
import VellumImageIO

extension Pixmap {
    /// The pixmap as a PNG file (``VellumImageIO/PNGCodec/encode(width:height:premultipliedPixels:)``):
    /// the same pixels always give the same bytes.
    public func pngData() throws(PNGError) -> [UInt8] {
        try PNGCodec.encode(width: width, height: height, premultipliedPixels: bytes)
    }

    /// Decodes a PNG of any colour type and bit depth (palette, grey, RGB, with or without alpha,
    /// 8 or 16 bits, interlaced or not) into a pixmap. 16-bit samples are taken to be sRGB encoded,
    /// as almost all are.
    public init(pngData data: [UInt8]) throws(PNGError) {
        let image = try PNGCodec.decode(data)
        do {
            self = try Pixmap(width: image.width, height: image.height, premultipliedBytes: image.pixels)
        } catch {
            throw .unsupportedSize(error)
        }
    }

    /// Writes the pixmap as a PNG file at `path`, atomically: the data goes to a temporary file in
    /// the same directory that is then renamed over `path`, so a failure never leaves a partial
    /// file behind.
    public func write(to path: String) throws(PNGError) {
        let data = try pngData()
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
    }
}
