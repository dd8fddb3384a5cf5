import VellumCore

/// A single colour.
struct SolidShader: Shader {
    let color: UInt32

    /// The shader for `color`, premultiplied as ``PixelMath/premultiplied(_:)`` does.
    init(_ color: Color) {
        self.color = PixelMath.premultiplied(color)
    }

    var solidColor: UInt32? { color }
    var isOpaque: Bool { PixelMath.alpha(color) == 255 }
    /// Whether drawing with this shader changes anything.
    var isVisible: Bool { PixelMath.alpha(color) != 0 }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        out.update(repeating: color, count: count)
    }
}
