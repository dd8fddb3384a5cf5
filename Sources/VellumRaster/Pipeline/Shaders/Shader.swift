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
