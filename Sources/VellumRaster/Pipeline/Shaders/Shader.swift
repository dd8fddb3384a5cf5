import VellumCore

/// Produces the premultiplied colour of each device pixel a paint covers.
protocol Shader {
    /// The colour of every pixel when the paint is a single colour; lets the blitter skip
    /// shading and take the solid fast paths.
    var solidColor: UInt32? { get }
    /// Whether every colour produced has alpha 255, so full coverage becomes a plain copy.
    var isOpaque: Bool { get }
    /// Writes the colours of pixels `x..<x+count` of row `y`, sampled at the pixel centres.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}

/// A gradient shader: its colours are a function of the spread method, which it resolves once per
/// span into a specialised loop.
protocol GradientShader: Shader {
    /// How the gradient continues beyond its ends.
    var spread: SpreadMethod { get }
    /// Shades a span with the spread method fixed at compile time.
    func shade<Spread: GradientSpread>(_: Spread.Type, _ x: Int, _ y: Int, _ count: Int,
                                       _ out: UnsafeMutablePointer<UInt32>)
}

extension GradientShader {
    var solidColor: UInt32? { nil }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch spread {
        case .pad: shade(PadSpread.self, x, y, count, out)
        case .repeat: shade(RepeatSpread.self, x, y, count, out)
        case .reflect: shade(ReflectSpread.self, x, y, count, out)
        }
    }
}
