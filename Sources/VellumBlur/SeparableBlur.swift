import VellumCore

/// A separable blur of an alpha plane or of four premultiplied channels (``BlurSample``): rows
/// blurred with one ``BlurKernel``, then columns with another, with any offset folded into the
/// kernels. The raster backend's drop shadow and filters and the Cairo backend's shadow and
/// filtered layers all blur through it, so every backend that blurs itself gives the same alphas.
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
        var out = [UInt8](repeating: 0, count: outputColumns.count)
        blur(columns: columns, rows: rows, readRow: readRow, outputColumns: outputColumns, outputRows: outputRows,
             writeRow: { (y: Int, row: UnsafeMutableBufferPointer<Float>) in
                 for x in 0..<row.count { out[x] = row[x].clampedRoundedByte }
                 out.withUnsafeMutableBufferPointer { writeRow(y, $0) }
             })
    }

    /// The one blur, of samples of any ``BlurSample`` type (an alpha, or four premultiplied
    /// channels): the source samples in `columns` × `rows` (zero outside) blurred into
    /// `outputColumns` × `outputRows`. `readRow` fills source row `y`; `writeRow` receives each
    /// output row, top to bottom. Every source row is read before any output row is written, so
    /// the two may share storage.
    @inlinable
    public func blur<Sample: BlurSample>(columns: Range<Int>, rows: Range<Int>,
                                          readRow: (_ y: Int, _ row: UnsafeMutableBufferPointer<Sample>) -> Void,
                                          outputColumns: Range<Int>, outputRows: Range<Int>,
                                          writeRow: (_ y: Int, _ row: UnsafeMutableBufferPointer<Sample>) -> Void) {
        let width = outputColumns.count, height = outputRows.count, c = Sample.channels
        guard width > 0, height > 0 else { return }
        var buffers = BlurLineBuffers()
        // Rows: blur the source horizontally into the output columns.
        var source = [Float](repeating: 0, count: columns.count * c)
        var blurredRows = [Float](repeating: 0, count: width * rows.count * c)
        for y in rows {
            source.withUnsafeMutableBufferPointer { source in
                source.withMemoryRebound(to: Sample.self) { readRow(y, $0) }
                blurredRows.withUnsafeMutableBufferPointer { blurredRows in
                    let start = (y - rows.lowerBound) * width * c
                    horizontal.blurLine(UnsafeBufferPointer(source), from: columns.lowerBound,
                                        into: UnsafeMutableBufferPointer(rebasing: blurredRows[start..<start + width * c]),
                                        from: outputColumns.lowerBound, channels: c, buffers: &buffers)
                }
            }
        }
        // Columns: the rows are one line whose samples are whole rows (`width · c` floats each),
        // blurred vertically in one call. Each output float sums the same inputs in the same order
        // as a column taken on its own, so nothing is transposed and the inner loops run along
        // rows, over contiguous floats.
        var plane = [Float](repeating: 0, count: width * height * c)
        blurredRows.withUnsafeBufferPointer { blurredRows in
            plane.withUnsafeMutableBufferPointer { plane in
                vertical.blurLine(blurredRows, from: rows.lowerBound, into: plane, from: outputRows.lowerBound,
                                  channels: width * c, buffers: &buffers)
            }
        }
        plane.withUnsafeMutableBufferPointer { plane in
            for y in outputRows {
                let start = (y - outputRows.lowerBound) * width * c
                UnsafeMutableBufferPointer(rebasing: plane[start..<start + width * c])
                    .withMemoryRebound(to: Sample.self) { writeRow(y, $0) }
            }
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
