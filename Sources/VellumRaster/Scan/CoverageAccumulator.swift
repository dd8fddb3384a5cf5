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
struct CoverageAccumulator {
    /// The band's cells, `stride` per row.
    let cells: UnsafeMutablePointer<Float>
    /// One bit per cell, `wordsPerRow` words per row.
    let bits: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int

    /// Deposits the part of `edge` between the rows `bandTop..<bandBottom` (device rows; the band's
    /// first row is cell row 0).
    ///
    /// The per-row loops use wrapping integer arithmetic and ``cell(_:)``: cell and row indices of
    /// clipped geometry are small and non-negative, and the checks Swift would add cost as much as
    /// the arithmetic they guard.
    func accumulate(_ edge: Edge, bandTop: Int, bandBottom: Int) {
        let yEnd = min(edge.y1, Double(bandBottom))
        var y = max(edge.y0, Double(bandTop))
        guard y < yEnd else { return }
        var row = Self.cell(y)
        var rowCells = cells + (row &- bandTop) &* stride
        var rowBits = bits + (row &- bandTop) &* wordsPerRow
        if edge.x0 == edge.x1 {
            return accumulateVertical(edge, from: y, to: yEnd, row: row, rowCells: rowCells, rowBits: rowBits)
        }
        let slope = edge.slope
        let lo = min(edge.x0, edge.x1), hi = fastMax(edge.x0, edge.x1)
        var x = min(fastMax(edge.x0 + (y - edge.y0) * slope, lo), hi)
        while true {
            row = row &+ 1
            let yNext = min(Double(row), yEnd)
            let xNext = yNext == edge.y1 ? edge.x1 : min(fastMax(edge.x0 + (yNext - edge.y0) * slope, lo), hi)
            Self.depositRow(rowCells, rowBits, from: x, to: xNext, height: (yNext - y) * edge.winding)
            if yNext >= yEnd { break }
            y = yNext
            x = xNext
            rowCells += stride
            rowBits += wordsPerRow
        }
    }

    /// The cell (or row) holding coordinate `v` ≥ 0: truncation is floor there.
    @inline(__always)
    private static func cell(_ v: Double) -> Int { Int(vk_truncate(v)) }

    /// A vertical edge — rectangle sides, glyph stems, geometry clamped to the left side of the
    /// clip — covers the same two cells in every row, in proportions fixed by its x.
    /// `row` is the row holding `yStart`, whose cells and bits start at `rowCells` and `rowBits`.
    private func accumulateVertical(_ edge: Edge, from yStart: Double, to yEnd: Double, row firstRow: Int,
                                    rowCells firstCells: UnsafeMutablePointer<Float>,
                                    rowBits firstBits: UnsafeMutablePointer<UInt64>) {
        let cell = Self.cell(edge.x0)
        let right = Double(cell &+ 1) - edge.x0   // The share of pixel `cell` right of the edge.
        var y = yStart
        var row = firstRow
        var rowCells = firstCells, rowBits = firstBits
        while y < yEnd {
            row = row &+ 1
            let yNext = min(Double(row), yEnd)
            let d = (yNext - y) * edge.winding
            Self.addPair(d * right, d - d * right, at: cell, rowCells, rowBits)
            y = yNext
            rowCells += stride
            rowBits += wordsPerRow
        }
    }

    /// Deposits a segment lying within one row, from `xa` to `xb`, of signed height `d`.
    @inline(__always)
    private static func depositRow(_ rowCells: UnsafeMutablePointer<Float>, _ rowBits: UnsafeMutablePointer<UInt64>,
                                   from xa: Double, to xb: Double, height d: Double) {
        guard d != 0 else { return }
        let xl = min(xa, xb), xr = fastMax(xa, xb)
        let c0 = cell(xl), c1 = cell(xr)
        // `!(width >= ε)` rather than `width < ε` (the same for the finite widths of edges): the
        // compiler can then compare against the constant in memory, where the other form made it
        // shuffle eight registers to free one for the constant.
        if c0 == c1 || !(xr - xl >= 1e-9) {
            // Within one cell the cover is linear in x, so the midpoint gives it exactly.
            let cover = d * (Double(c0 &+ 1) - 0.5 * (xl + xr))
            addPair(cover, d - cover, at: c0, rowCells, rowBits)
            return
        }
        let perUnit = d / (xr - xl)
        // First cell: only the triangle right of the edge, R(c0 + 1 − xl).
        let a = Double(c0 &+ 1) - xl
        var previous = perUnit * a * a * 0.5
        add(previous, at: c0, rowCells, rowBits)
        // Middle cells: cover(c) = perUnit · (c + ½ − xl).
        var c = c0 &+ 1
        while c < c1 {
            let cover = perUnit * (Double(c) + 0.5 - xl)
            add(cover - previous, at: c, rowCells, rowBits)
            previous = cover
            c = c &+ 1
        }
        // Last cell: the full rows so far minus the triangle beyond xr.
        let b = Double(c1 &+ 1) - xr
        let last = perUnit * ((Double(c1) + 0.5 - xl) - b * b * 0.5)
        add(last - previous, at: c1, rowCells, rowBits)
        add(d - last, at: c1 &+ 1, rowCells, rowBits)
    }

    @inline(__always)
    private static func add(_ value: Double, at cell: Int, _ rowCells: UnsafeMutablePointer<Float>,
                            _ rowBits: UnsafeMutablePointer<UInt64>) {
        rowCells[cell] += Float(value)
        rowBits[cell >> 6] |= 1 &<< UInt64(cell & 63)
    }

    /// Adds to cells `cell` and `cell + 1`, marking both with one bit-word update unless they lie
    /// in different words.
    @inline(__always)
    private static func addPair(_ first: Double, _ second: Double, at cell: Int,
                                _ rowCells: UnsafeMutablePointer<Float>, _ rowBits: UnsafeMutablePointer<UInt64>) {
        rowCells[cell] += Float(first)
        rowCells[cell &+ 1] += Float(second)
        let bit = UInt64(cell & 63)
        if bit != 63 {
            rowBits[cell >> 6] |= 3 &<< bit
        } else {
            rowBits[cell >> 6] |= 1 &<< 63
            rowBits[(cell >> 6) &+ 1] |= 1
        }
    }
}
