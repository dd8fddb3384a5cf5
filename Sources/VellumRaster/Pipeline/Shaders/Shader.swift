import CVellumKernels
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

extension vk_gradient {
    /// Shades a span with the kernels in use; `rowX` and `rowY` are the row's part of the
    /// position (see `vk_kernels.gradient_span`).
    @inline(__always)
    func shade(rowX: Float, rowY: Float, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        withUnsafePointer(to: self) { vk_active().pointee.gradient_span($0, rowX, rowY, Int64(x), Int64(count), out) }
    }
}

extension vk_spread {
    init(_ spread: SpreadMethod) {
        switch spread {
        case .pad: self = VK_SPREAD_PAD
        case .repeat: self = VK_SPREAD_REPEAT
        case .reflect: self = VK_SPREAD_REFLECT
        }
    }
}
