/// One pixel as four bytes, red, green, blue, alpha. Whether the colour channels are
/// premultiplied by alpha depends on where it comes from (see ``Pixmap``).
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var a: UInt8

    /// Creates a pixel from its bytes.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}
