/// What the Cairo backend renders on an image surface: pixels in premultiplied RGBA8 (Cairo's
/// own ARGB32 is premultiplied too, in native-endian words; the bytes are reordered, not
/// converted).
public struct CairoImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA, row-major, four bytes a pixel.
    public let premultipliedBytes: [UInt8]
    /// The image as PNG.
    public let pngData: [UInt8]
}
