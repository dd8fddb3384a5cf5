import VellumCore

/// Turns a mask's content, drawn as premultiplied pixels, into coverage.
enum MaskCoverage {
    /// Writes the coverage by `mode` of `count` premultiplied pixels at `pixels` into `coverage`.
    @inline(__always)
    static func convert(_ pixels: UnsafePointer<UInt32>, mode: RenderMask.Mode,
                        into coverage: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let p = pixels[i]
            coverage[i] = mode.coverage(red: p & 0xFF, green: p >> 8 & 0xFF, blue: p >> 16 & 0xFF, alpha: p >> 24)
        }
    }
}
