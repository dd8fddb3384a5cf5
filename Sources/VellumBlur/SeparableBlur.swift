import VellumCore

/// A separable blur of an alpha plane: rows blurred with one ``BlurKernel``, then columns with
/// another — exact to the sampled Gaussian, with any offset folded into the kernels. The raster
/// backend's drop shadow and the Cairo backend's shadow both blur through it, so every backend
/// that blurs itself gives the same alphas.
public struct SeparableBlur: Sendable {
    /// The kernel along rows (x).
    public let horizontal: BlurKernel
    /// The kernel along columns (y).
    public let vertical: BlurKernel

    /// A blur with a kernel for each direction.
    public init(horizontal: BlurKernel, vertical: BlurKernel) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The blur a drop shadow casts: its Gaussian, moved by its offset.
    public init(_ shadow: Shadow) {
        self.init(horizontal: BlurKernel(shadow, offset: shadow.offset.x),
                  vertical: BlurKernel(shadow, offset: shadow.offset.y))
    }

    /// Blurs the alphas of the source pixels in `columns` × `rows` into the output pixels in
    /// `outputColumns` × `outputRows` (all in one pixel space; outside the source the alpha is 0).
    /// `readRow` fills the source row `y`'s alphas (`columns.count` of them, 0…255); `writeRow`
    /// receives each output row's alphas, top to bottom, rounded to bytes. Each output pixel is a
    /// fixed sum over the source pixels within the kernels' reach, so a smaller output region
    /// changes no pixel in it.
    @inlinable
    public func apply(columns: Range<Int>, rows: Range<Int>,
                      readRow: (_ y: Int, _ alpha: UnsafeMutableBufferPointer<Float>) -> Void,
                      outputColumns: Range<Int>, outputRows: Range<Int>,
                      writeRow: (_ y: Int, _ alpha: UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let width = outputColumns.count
        guard width > 0 else { return }
        // Rows: blur the source's alpha horizontally into the output columns.
        var source = [Float](repeating: 0, count: columns.count)
        var blurredRows = [Float](repeating: 0, count: width * rows.count)
        for y in rows {
            source.withUnsafeMutableBufferPointer { readRow(y, $0) }
            let row = (y - rows.lowerBound) * width
            for x in outputColumns {
                blurredRows[row + x - outputColumns.lowerBound] = horizontal.apply(at: x) { j in
                    j >= columns.lowerBound && j < columns.upperBound ? source[j - columns.lowerBound] : 0
                }
            }
        }
        // Columns: blur vertically, row by row of the output.
        var out = [UInt8](repeating: 0, count: width)
        for y in outputRows {
            for x in 0..<width {
                let a = vertical.apply(at: y) { j in
                    j >= rows.lowerBound && j < rows.upperBound ? blurredRows[(j - rows.lowerBound) * width + x] : 0
                }
                out[x] = UInt8(min(max(a, 0), 255).rounded())
            }
            out.withUnsafeMutableBufferPointer { writeRow(y, $0) }
        }
    }

    /// `alpha`, a `width` × `height` plane of alphas (row-major, no padding), blurred into a
    /// plane of the same size. What is blurred in from outside the plane is not included, as on a
    /// canvas of that size.
    public func blurredPlane(_ alpha: [UInt8], width: Int, height: Int) -> [UInt8] {
        precondition(alpha.count == width * height, "the alpha plane must hold width × height values")
        var out = [UInt8](repeating: 0, count: alpha.count)
        alpha.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { out in
                apply(columns: 0..<width, rows: 0..<height,
                      readRow: { y, row in for x in 0..<width { row[x] = Float(source[y * width + x]) } },
                      outputColumns: 0..<width, outputRows: 0..<height,
                      writeRow: { y, row in for x in 0..<width { out[y * width + x] = row[x] } })
            }
        }
        return out
    }
}
