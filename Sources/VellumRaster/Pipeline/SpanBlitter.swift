import CVellumKernels

/// Composites coverage spans onto premultiplied pixels with a shader, through the clip mask when
/// there is one. Spans lie inside both windows: they were prepared against the clip's bounds and
/// cut to the drawing area.
struct SpanBlitter<S: Shader>: SpanSink {
    private let pixels: PixelWindow<UInt32>
    private let mask: PixelWindow<UInt8>?
    private let shader: S
    /// The shader's colour, when it is one colour.
    private let solidColor: UInt32?
    /// Scratch rows at least as wide as the canvas.
    private let colors: UnsafeMutablePointer<UInt32>
    private let maskedCoverage: UnsafeMutablePointer<UInt8>

    init(pixels: PixelWindow<UInt32>, mask: PixelWindow<UInt8>?, shader: S,
         colors: UnsafeMutablePointer<UInt32>, maskedCoverage: UnsafeMutablePointer<UInt8>) {
        self.pixels = pixels
        self.mask = mask
        self.shader = shader
        solidColor = shader.solidColor
        self.colors = colors
        self.maskedCoverage = maskedCoverage
    }

    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        if let mask {
            // The mask makes coverage vary along the run.
            maskedCoverage.update(repeating: coverage, count: count)
            Compositor.multiply(maskedCoverage, by: mask.at(x: x, y: y), count: count)
            composite(y: y, x: x, count: count, coverage: maskedCoverage)
            return
        }
        let dst = pixels.at(x: x, y: y)
        if let solidColor {
            Compositor.solid(solidColor, coverage: UInt32(coverage), into: dst, count: count)
        } else if coverage == 255 && shader.isOpaque {
            shader.shade(x: x, y: y, count: count, into: dst)
        } else {
            shader.shade(x: x, y: y, count: count, into: colors)
            Compositor.blend(colors, coverage: UInt32(coverage), sourceIsOpaque: shader.isOpaque, into: dst,
                             count: count)
        }
    }

    mutating func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        if let mask {
            Compositor.multiply(coverage, by: mask.at(x: x, y: y), count: count)
        }
        composite(y: y, x: x, count: count, coverage: coverage)
    }

    /// A solid colour drawn without a clip mask takes the sweep's groups.
    var takesGroups: Bool { solidColor != nil && mask == nil }

    @inline(__always)
    func solidRows(from y: Int, before end: Int) -> SolidRows {
        guard let solidColor else { preconditionFailure("only a solid colour takes groups") }
        let box = pixels.box
        let first = SolidRow(pixels: pixels.at(x: box.minX, y: y), origin_x: Int64(box.minX), min_x: Int64(box.minX),
                             max_x: Int64(box.maxX), color: solidColor)
        return SolidRows(first: first, stride: box.maxX - box.minX, end: end)
    }

    @inline(__always)
    private func composite(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let dst = pixels.at(x: x, y: y)
        if let solidColor {
            // Coverage rows have room to be read a step past their end (see `SpanSink`).
            Compositor.solid(solidColor, coverage: coverage, into: dst, count: count, writable: pixels.box.maxX &- x)
        } else {
            shader.shade(x: x, y: y, count: count, into: colors)
            Compositor.blend(colors, coverage: coverage, into: dst, count: count)
        }
    }
}
