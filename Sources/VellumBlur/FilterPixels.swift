import VellumCore

/// Applies a filter chain (``VellumCore/Filter``) to premultiplied 8-bit pixels: the one pixel
/// implementation of filters, used by the raster backend on a group's layer and by the Cairo
/// backend on an image of the group, so both give the same bytes.
///
/// A blur runs ``SeparableBlur`` over all four premultiplied channels; a colour matrix
/// unpremultiplies each pixel, applies the matrix (``VellumCore/ColorMatrix/apply(red:green:blue:alpha:)``,
/// clamped) and premultiplies again. Fully transparent pixels stay transparent.
public struct FilterPixels {
    /// Where each channel sits in a pixel's `UInt32`, as a bit shift.
    public struct Layout: Sendable {
        /// The shifts of red, green, blue and alpha.
        public let red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32

        /// A layout by shifts.
        public init(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// Bytes R, G, B, A in memory order on a little-endian machine (the raster backend's).
        public static let rgba = Layout(red: 0, green: 8, blue: 16, alpha: 24)
        /// Cairo's `ARGB32`: A in the high byte, then R, G, B.
        public static let argb = Layout(red: 16, green: 8, blue: 0, alpha: 24)
    }

    /// The first pixel of the stored region.
    public let base: UnsafeMutablePointer<UInt32>
    /// The pixels from one row to the next.
    public let stride: Int
    /// The device columns and rows stored (`base` is at their lower bounds).
    public let columns: Range<Int>, rows: Range<Int>
    /// Where the channels sit.
    public let layout: Layout

    /// A window onto stored pixels.
    public init(base: UnsafeMutablePointer<UInt32>, stride: Int, columns: Range<Int>, rows: Range<Int>,
                layout: Layout) {
        self.base = base
        self.stride = stride
        self.columns = columns
        self.rows = rows
        self.layout = layout
    }

    private func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + (y - rows.lowerBound) * stride }

    /// Applies `filters` (in device units), in order, to the pixels drawn in `drawn` (columns
    /// and rows inside the stored ones; transparent elsewhere) and returns the region that may
    /// hold pixels afterwards: `drawn` grown by each blur's reach, or a graph's filter region
    /// (``VellumCore/FilterGraph``), inside the stored region.
    public func apply(_ filters: [Filter], drawn: (columns: Range<Int>, rows: Range<Int>))
        -> (columns: Range<Int>, rows: Range<Int>) {
        var box = drawn
        for filter in filters {
            // A graph may draw where nothing was (a flood), so it runs whatever was drawn.
            if case .graph(let graph) = filter {
                box = apply(graph, drawn: box)
                continue
            }
            guard !box.columns.isEmpty, !box.rows.isEmpty else { return box }
            if let matrix = filter.matrix {
                applyMatrix(matrix, in: box)
            } else {
                box = blur(sigma: filter.sigma, reach: filter.reach, box)
            }
        }
        return box
    }

    private func clamp(_ r: Range<Int>, _ limit: Range<Int>) -> Range<Int> {
        let lower = max(r.lowerBound, limit.lowerBound), upper = min(r.upperBound, limit.upperBound)
        return lower < upper ? lower..<upper : lower..<lower
    }

    private func blur(sigma: Double, reach: Int, _ box: (columns: Range<Int>, rows: Range<Int>))
        -> (columns: Range<Int>, rows: Range<Int>) {
        guard reach > 0 else { return box }
        let kernel = BlurKernel(sigma: sigma, reach: reach, offset: 0)
        let blur = SeparableBlur(horizontal: kernel, vertical: kernel)
        let out = (columns: clamp(box.columns.lowerBound - reach..<box.columns.upperBound + reach, columns),
                   rows: clamp(box.rows.lowerBound - reach..<box.rows.upperBound + reach, rows))
        let l = layout
        blur.blur(columns: box.columns, rows: box.rows,
                  readRow: { (y: Int, samples: UnsafeMutableBufferPointer<SIMD4<Float>>) in
                      let source = row(y) + (box.columns.lowerBound - columns.lowerBound)
                      for x in 0..<samples.count {
                          let p = source[x]
                          samples[x] = SIMD4(Float((p >> l.red) & 255), Float((p >> l.green) & 255),
                                             Float((p >> l.blue) & 255), Float((p >> l.alpha) & 255))
                      }
                  },
                  outputColumns: out.columns, outputRows: out.rows,
                  writeRow: { (y: Int, samples: UnsafeMutableBufferPointer<SIMD4<Float>>) in
                      let target = row(y) + (out.columns.lowerBound - columns.lowerBound)
                      for x in 0..<samples.count {
                          let v = samples[x]
                          let a = UInt32(v[3].clampedRoundedByte)
                          // Premultiplied channels stay at most the alpha.
                          func channel(_ c: Float) -> UInt32 { min(UInt32(c.clampedRoundedByte), a) }
                          target[x] = channel(v[0]) << l.red | channel(v[1]) << l.green
                              | channel(v[2]) << l.blue | a << l.alpha
                      }
                  })
        return out
    }

    /// Runs `graph` over the stored pixels of its filter region and clears what was drawn
    /// outside it; returns the region (inside the stored one). A region of more than
    /// ``VellumCore/FilterGraph/maxBufferPixels`` is drawn as transparent black.
    private func apply(_ graph: FilterGraph, drawn: (columns: Range<Int>, rows: Range<Int>))
        -> (columns: Range<Int>, rows: Range<Int>) {
        let device = PixelRect(enclosing: graph.appliedRegion.offsetBy(dx: Double(-columns.lowerBound),
                                                                       dy: Double(-rows.lowerBound)),
                               width: columns.count, height: rows.count)
        let region = (columns: device.columns.lowerBound + columns.lowerBound..<device.columns.upperBound + columns.lowerBound,
                      rows: device.rows.lowerBound + rows.lowerBound..<device.rows.upperBound + rows.lowerBound)
        let fits = region.columns.count * region.rows.count <= FilterGraph.maxBufferPixels
        var image = FilterImage(width: fits ? region.columns.count : 0, height: fits ? region.rows.count : 0)
        for y in region.rows where fits {
            let pixels = row(y)
            for x in region.columns {
                image[x - region.columns.lowerBound, y - region.rows.lowerBound] = unpack(pixels[x - columns.lowerBound])
            }
        }
        let result = FilterGraphPlacement.run(graph, source: image,
                                              origin: (region.columns.lowerBound, region.rows.lowerBound))
        for y in drawn.rows.clamped(to: rows) {
            let pixels = row(y)
            for x in drawn.columns.clamped(to: columns) { pixels[x - columns.lowerBound] = 0 }
        }
        guard fits else { return (region.columns.lowerBound..<region.columns.lowerBound, region.rows) }
        for y in region.rows {
            let pixels = row(y)
            for x in region.columns {
                pixels[x - columns.lowerBound] = pack(result[x - region.columns.lowerBound, y - region.rows.lowerBound])
            }
        }
        return region
    }

    private func unpack(_ p: UInt32) -> SIMD4<Float> {
        let l = layout
        return SIMD4(Float((p >> l.red) & 255), Float((p >> l.green) & 255), Float((p >> l.blue) & 255),
                     Float((p >> l.alpha) & 255)) / 255
    }

    private func pack(_ v: SIMD4<Float>) -> UInt32 {
        let l = layout
        let a = UInt32(min(max(v.w, 0), 1) * 255 + 0.5)
        func channel(_ c: Float) -> UInt32 { min(UInt32(min(max(c, 0), 1) * 255 + 0.5), a) }
        return channel(v.x) << l.red | channel(v.y) << l.green | channel(v.z) << l.blue | a << l.alpha
    }

    private func applyMatrix(_ matrix: ColorMatrix, in box: (columns: Range<Int>, rows: Range<Int>)) {
        let l = layout
        let m = matrix.values.map { Float($0) }
        for y in box.rows {
            let pixels = row(y) + (box.columns.lowerBound - columns.lowerBound)
            for x in 0..<box.columns.count {
                let p = pixels[x]
                let a8 = (p >> l.alpha) & 255
                guard a8 > 0 else { continue }
                let a = Float(a8) / 255
                let r = min(Float((p >> l.red) & 255) / 255 / a, 1)
                let g = min(Float((p >> l.green) & 255) / 255 / a, 1)
                let b = min(Float((p >> l.blue) & 255) / 255 / a, 1)
                func out(_ i: Int) -> Float {
                    let v = m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]
                    return min(max(v, 0), 1)
                }
                let na = out(15)
                let alpha = UInt32((na * 255).rounded())
                func channel(_ c: Float) -> UInt32 { min(UInt32((c * na * 255).rounded()), alpha) }
                pixels[x] = channel(out(0)) << l.red | channel(out(5)) << l.green | channel(out(10)) << l.blue
                    | alpha << l.alpha
            }
        }
    }
}
