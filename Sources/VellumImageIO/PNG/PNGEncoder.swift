import CLibDeflate
import CVellumPNGFilter
import Synchronization

/// Vellum's own PNG writer: 8-bit RGBA with straight alpha and an sRGB chunk, each row filtered
/// by the filter whose bytes sum smallest as signed numbers (the heuristic libpng and most
/// encoders use), the filtered rows compressed in one call by libdeflate.
///
/// Writing was most of what a badge server paid for a PNG response (libpng and zlib took 42 % of
/// an uncached 128 × 128 badge request); what it costs now, stage by stage, is in Serving.md,
/// *Rendering every request*. The same pixels always give the same bytes.
enum PNGEncoder {
    /// libdeflate's level, 6 as zlib's default: the gallery's PNGs are 5.3 % smaller in all than
    /// libpng's with zlib's default. Level 7 would keep every file no larger (the worst is 8.7 %
    /// larger at 6) for 10–15 % fewer PNG responses a second in `vellum serve`; level 9 halves them.
    static let compressionLevel: Int32 = 6

    /// `width` × `height` straight-alpha RGBA8 pixels as a PNG file.
    static func encode(width: Int, height: Int, straightPixels pixels: [UInt8]) throws(PNGError) -> [UInt8] {
        let filtered = filteredRows(width: width, height: height, pixels: pixels)
        let compressed = try deflated(filtered)
        var header = UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, not interlaced.
        var file = PNGChunk.signature
        file.reserveCapacity(compressed.count + 64)
        file += PNGChunk(type: "IHDR", data: header).bytes
        file += PNGChunk(type: "sRGB", data: [0]).bytes  // Perceptual intent, as libpng writes.
        file += PNGChunk(type: "IDAT", data: compressed).bytes
        file += PNGChunk(type: "IEND", data: []).bytes
        return file
    }

    /// The rows each preceded by its filter type and filtered by it.
    static func filteredRows(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        let stride = width * 4
        let zeros = [UInt8](repeating: 0, count: stride)
        // Every byte is written (a filter type, then the filtered row), so none is zeroed first.
        return [UInt8](unsafeUninitializedCapacity: height * (stride + 1)) { out, initialized in
            pixels.withUnsafeBufferPointer { pixels in
                zeros.withUnsafeBufferPointer { zeros in
                    for y in 0..<height {
                        let row = UnsafeBufferPointer(rebasing: pixels[y * stride..<(y + 1) * stride])
                        let above = y == 0 ? zeros : UnsafeBufferPointer(rebasing: pixels[(y - 1) * stride..<y * stride])
                        let type = RowFilter.best(row: row, above: above)
                        let start = y * (stride + 1)
                        out[start] = UInt8(type)
                        RowFilter.filter(type, row: row, above: above,
                                         into: UnsafeMutableBufferPointer(rebasing: out[start + 1..<start + 1 + stride]))
                    }
                }
            }
            initialized = height * (stride + 1)
        }
    }

    /// `data` as a zlib stream (the PNG IDAT format).
    private static func deflated(_ data: [UInt8]) throws(PNGError) -> [UInt8] {
        let compressor = try Compressors.take().pointer
        defer { Compressors.putBack(Compressors.Compressor(pointer: compressor)) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        // libdeflate writes the stream's bytes; the rest of the bound is never read.
        let out = [UInt8](unsafeUninitializedCapacity: bound) { output, initialized in
            initialized = data.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        // The bound always suffices; 0 would mean libdeflate broke its own promise.
        guard !out.isEmpty else { throw .encodingFailed(reason: "libdeflate's output overran its bound") }
        return out
    }

    /// libdeflate compressors kept between images. One holds hash tables of several hundred
    /// kilobytes: allocating them for every picture a server writes cost page faults on every
    /// request. A compressor serves one image at a time, so each is taken out while in use.
    private enum Compressors {
        /// At most this many are kept idle (more than a server's render threads).
        static let kept = 16
        private static let idle = Mutex<[Compressor]>([])

        /// A compressor as the pool hands it over: whoever holds it has it to itself, since the
        /// pool gives each one out only once until it is put back.
        struct Compressor: @unchecked Sendable {
            let pointer: OpaquePointer
        }

        static func take() throws(PNGError) -> Compressor {
            if let kept = idle.withLock({ $0.popLast() }) { return kept }
            guard let made = libdeflate_alloc_compressor(compressionLevel) else {
                throw .encodingFailed(reason: "libdeflate could not allocate a compressor")
            }
            return Compressor(pointer: made)
        }

        static func putBack(_ compressor: Compressor) {
            let keep = idle.withLock { idle in
                guard idle.count < kept else { return false }
                idle.append(compressor)
                return true
            }
            if !keep { libdeflate_free_compressor(compressor.pointer) }
        }
    }
}

/// PNG's five row filters on RGBA8 rows (four bytes a pixel; PNG specification section 9): 0 none,
/// 1 sub, 2 up, 3 average, 4 Paeth. The loops are C (`CVellumPNGFilter`), which clang vectorises;
/// the choice reads every byte of every row five ways and was most of a PNG's writing time in Swift.
enum RowFilter {
    /// The filter type for `row` (with `above`, zeros for the first row) whose output bytes, read
    /// as signed, sum smallest in magnitude — the first such type on a tie.
    static func best(row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>) -> Int {
        precondition(above.count >= row.count, "the row above is as long")
        guard let bytes = row.baseAddress, let previous = above.baseAddress else { return 0 }
        return Int(vellum_png_best_filter(bytes, previous, row.count))
    }

    /// `row` filtered by `type` into `out`.
    static func filter(_ type: Int, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
                       into out: UnsafeMutableBufferPointer<UInt8>) {
        precondition(above.count >= row.count && out.count >= row.count && (0..<5).contains(type),
                     "a filter type 0…4, and rows as long as the row filtered")
        guard let bytes = row.baseAddress, let previous = above.baseAddress, let target = out.baseAddress else { return }
        vellum_png_filter_row(Int32(type), bytes, previous, target, row.count)
    }
}
