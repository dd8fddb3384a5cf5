import CVellumKernels

/// Exact-area coverage accumulation for a band of rows (the "accumulate, then prefix-sum"
/// formulation of font-rs and stb_truetype).
///
/// Every edge deposits, in each row it crosses, signed amounts into the row's cells such that the
/// running sum of the cells from the left gives, at each pixel, the signed area of that pixel lying
/// to the right of the edge. Summed over all edges this is the winding-weighted coverage.
///
/// For the part of an edge inside one row, from x0 to x1 with signed height d, the cover of pixel
/// c — the area of the pixel right of the edge, times d — is
///
///     cover(c) = d · [R(c + 1 − x0) − R(c + 1 − x1)] / (x1 − x0)
///
/// where R(u) = ∫ clamp(u, 0, 1) is 0 for u < 0, u²/2 for 0 ≤ u ≤ 1 and u − ½ beyond. Cell c
/// receives cover(c) − cover(c − 1); the cell after the last one touched receives the rest of d.
/// Alongside the cells a bitset per row marks which cells were touched, so the sweep can skip
/// untouched stretches.
///
/// The deposits are a kernel of the table chosen at run time (`vk_accumulate_edge` in
/// KernelBodies.h), built for each instruction set with the same operations in the same order, so
/// every table leaves the same cells. Within a row of an edge, a vertical edge (a rectangle's
/// side, a glyph's stem, geometry clamped to the clip's left side) covers two cells in fixed
/// proportions; a sloped one covers a triangle in its first cell, a trapezoid in each cell it
/// crosses, and the rest of its height in the cell after its last.
struct CoverageAccumulator {
    /// The band's cells, `stride` per row.
    let cells: UnsafeMutablePointer<Float>
    /// One bit per cell, `wordsPerRow` words per row.
    let bits: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int
    /// The kernels the band is drawn with.
    let kernels: UnsafePointer<vk_kernels>

    /// Deposits the part of `edge` between the rows `bandTop..<bandBottom` (device rows; the band's
    /// first row is cell row 0).
    @inline(__always)
    func accumulate(_ edge: Edge, bandTop: Int, bandBottom: Int) {
        kernels.pointee.accumulate_edge(edge.x0, edge.y0, edge.x1, edge.y1, edge.winding, edge.slope, Int64(bandTop),
                                        Int64(bandBottom), cells, bits, Int64(stride), Int64(wordsPerRow))
    }
}
