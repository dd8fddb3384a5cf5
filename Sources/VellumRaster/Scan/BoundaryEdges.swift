import VellumCore

/// Rewrites a path's edges as the boundary of the region a fill rule covers, each piece of winding
/// +1 where the region begins (left to right) and −1 where it ends, so that the winding the
/// sweep sums is 1 inside the region and 0 outside — everywhere, not only away from the edges.
///
/// Why: the sweep applies the rule to a pixel's summed signed area, which is exact while the
/// windings inside the pixel are two neighbouring numbers. Where edges lie on one line
/// (``CoincidentEdges``) they are not: a polygon traversed twice is wound 0 and 2 in the pixels
/// along its outline. Rewritten, every pixel holds windings 0 and 1 only, and its summed area is
/// the exact area of the region inside it.
///
/// How: the rows are cut into strips at every edge's end and every crossing of two edges, so
/// that inside a strip the edges keep their order from left to right. Walking a strip's edges in
/// that order gives the winding between each two of them; an edge is kept, with the sign of the
/// change, where the rule's inside changes across it, and dropped where it does not. Pieces of
/// one edge kept with one sign in consecutive strips are joined.
///
/// The rewrite costs a sort of the live edges per strip, so it runs only on paths that need it,
/// and gives up (leaving the edges as they were) beyond ``maxEdges`` edges or ``maxWork`` steps.
struct BoundaryEdges {
    /// The most edges a path may have to be rewritten.
    static let maxEdges = 4096
    /// The most edge visits (live edges summed over strips) a rewrite may take.
    static let maxWork = 1 << 22

    /// A live edge in a strip: its index and where it is at the strip's top, bottom and middle.
    private struct Live {
        var index: Int32
        var top = 0.0, bottom = 0.0, middle = 0.0
    }

    /// The piece of an edge being kept: its sign and the row it starts at.
    private struct Piece {
        var sign: Double = 0
        var top = 0.0
    }

    private var byTop: [Int32] = []
    private var events: [Double] = []
    private var cuts: [Double] = []
    private var live: [Live] = []
    /// The live edges re-sorted by where they end, to find where they cross.
    private var byBottom: [Live] = []
    private var pieces: [Piece] = []
    private var output: [Edge] = []

    /// Replaces `edges` by the boundary of the region `rule` covers; returns false, leaving them
    /// as they were, when the path is too large to rewrite.
    mutating func rewrite(_ edges: inout [Edge], rule: FillRule) -> Bool {
        guard edges.count <= Self.maxEdges else { return false }
        prepare(edges)
        var budget = Self.maxWork - stripCount(edges)
        guard budget >= 0 else { return false }
        var next = 0  // The next edge of `byTop` to go live.
        for (e, top) in events.dropLast().enumerated() {
            retire(endingBy: top, edges)
            while next < byTop.count && edges[Int(byTop[next])].y0 <= top {
                live.append(Live(index: byTop[next]))
                next += 1
            }
            if !live.isEmpty {
                guard rewriteStrip(from: top, to: events[e + 1], edges, rule: rule, budget: &budget) else { return false }
            }
        }
        retire(endingBy: .infinity, edges)
        swap(&edges, &output)
        return true
    }

    /// The strips the edges cross, summed over the edges: the work of a rewrite without crossings.
    private func stripCount(_ edges: [Edge]) -> Int {
        edges.reduce(0) { $0 + events.firstIndex(atLeast: $1.y1) - events.firstIndex(atLeast: $1.y0) }
    }

    private mutating func prepare(_ edges: [Edge]) {
        byTop.removeAll(keepingCapacity: true)
        byTop.append(contentsOf: (0..<Int32(edges.count)))
        byTop.sort { edges[Int($0)].y0 != edges[Int($1)].y0 ? edges[Int($0)].y0 < edges[Int($1)].y0 : $0 < $1 }
        events.removeAll(keepingCapacity: true)
        for edge in edges { events.append(edge.y0); events.append(edge.y1) }
        events.sort()
        events.removeDuplicates()
        live.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        pieces.append(contentsOf: repeatElement(Piece(), count: edges.count))
        output.removeAll(keepingCapacity: true)
    }

    /// Rewrites the live edges between rows `top` and `bottom`, cut where two of them cross;
    /// false once the crossings have spent the budget (each crossing a step, each strip it adds
    /// a step per live edge).
    private mutating func rewriteStrip(from top: Double, to bottom: Double, _ edges: [Edge], rule: FillRule,
                                       budget: inout Int) -> Bool {
        for k in live.indices {
            let edge = edges[Int(live[k].index)]
            live[k].top = Self.x(of: edge, at: top)
            live[k].bottom = Self.x(of: edge, at: bottom)
        }
        budget -= findCrossings(from: top, to: bottom, budget: budget)
        budget -= (cuts.count - 2) * live.count
        guard budget >= 0 else { return false }
        for c in cuts.indices.dropLast() {
            let (y0, y1) = (cuts[c], cuts[c + 1])
            guard y1 > y0 else { continue }
            for k in live.indices { live[k].middle = Self.x(of: edges[Int(live[k].index)], at: 0.5 * (y0 + y1)) }
            live.insertionSort { $0.middle < $1.middle }
            var winding = 0.0
            for k in live.indices {
                let edge = edges[Int(live[k].index)]
                let inside = rule.covers(winding)
                winding += edge.winding
                let sign: Double = rule.covers(winding) == inside ? 0 : (inside ? -1 : 1)
                continuePiece(live[k].index, sign: sign, at: y0, edges)
            }
        }
        return true
    }

    /// Sets `cuts` to the strip's top, every row between `top` and `bottom` where two live edges
    /// cross, and its bottom, in order, and returns how many crossings there are (counting stops
    /// past `budget`). The live edges end sorted by where they are at the top.
    private mutating func findCrossings(from top: Double, to bottom: Double, budget: Int) -> Int {
        cuts.removeAll(keepingCapacity: true)
        cuts.append(top)
        live.insertionSort { $0.top != $1.top ? $0.top < $1.top : $0.bottom < $1.bottom }
        // Sorting by where they end swaps each pair that crosses once: insertion sort makes one
        // swap per inverted pair, and each is a crossing.
        byBottom.removeAll(keepingCapacity: true)
        byBottom.append(contentsOf: live)
        var i = 1
        while i < byBottom.count && cuts.count <= budget {
            var j = i
            while j > 0 && byBottom[j].bottom < byBottom[j - 1].bottom {
                let (left, right) = (byBottom[j - 1], byBottom[j])
                let gapTop = right.top - left.top, gapBottom = left.bottom - right.bottom
                let t = gapTop / (gapTop + gapBottom)
                cuts.append(top + (bottom - top) * min(max(t, 0), 1))
                byBottom.swapAt(j, j - 1)
                j -= 1
            }
            i += 1
        }
        let crossings = cuts.count - 1
        cuts.append(bottom)
        if cuts.count > 2 {
            cuts.sort()
            cuts.removeDuplicates()
        }
        return crossings
    }

    /// Keeps edge `index` with `sign` from row `y` on: the piece it continues if the sign is the
    /// same, else the piece so far ends there and a new one starts.
    private mutating func continuePiece(_ index: Int32, sign: Double, at y: Double, _ edges: [Edge]) {
        guard pieces[Int(index)].sign != sign else { return }
        close(index, at: y, edges)
        pieces[Int(index)] = Piece(sign: sign, top: y)
    }

    /// Takes the live edges ending at or above row `y` out of the live list, ending their pieces.
    private mutating func retire(endingBy y: Double, _ edges: [Edge]) {
        var kept = 0
        for k in live.indices {
            let index = live[k].index
            if edges[Int(index)].y1 <= y {
                close(index, at: edges[Int(index)].y1, edges)
            } else {
                live[kept] = live[k]
                kept += 1
            }
        }
        live.removeLast(live.count - kept)
    }

    /// Ends the piece of edge `index` open at row `y`, if one is open and kept.
    private mutating func close(_ index: Int32, at y: Double, _ edges: [Edge]) {
        let piece = pieces[Int(index)]
        if piece.sign != 0 && y > piece.top {
            let edge = edges[Int(index)]
            output.append(Edge(x0: Self.x(of: edge, at: piece.top), y0: piece.top, x1: Self.x(of: edge, at: y), y1: y,
                               winding: piece.sign))
        }
        pieces[Int(index)].sign = 0
    }

    /// Where `edge` is at row `y`: its own end points exactly at its ends.
    private static func x(of edge: Edge, at y: Double) -> Double {
        if y <= edge.y0 { return edge.x0 }
        if y >= edge.y1 { return edge.x1 }
        return edge.x0 + (y - edge.y0) * edge.slope
    }
}

private extension FillRule {
    /// Whether a point wound `winding` times is inside.
    func covers(_ winding: Double) -> Bool {
        switch self {
        case .nonZero: winding != 0
        case .evenOdd: Int(winding) & 1 != 0
        }
    }
}

private extension Array where Element == Double {
    /// The index of the first element not below `value` in this sorted array.
    func firstIndex(atLeast value: Double) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

private extension Array where Element: Comparable {
    /// Removes adjacent equal elements (of a sorted array: all duplicates).
    mutating func removeDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for i in 1..<count where self[i] != self[kept - 1] {
            self[kept] = self[i]
            kept += 1
        }
        removeLast(count - kept)
    }
}

private extension Array {
    /// Sorts a nearly sorted array in place, stably: the live edges change order only where they
    /// cross.
    mutating func insertionSort(by areInOrder: (Element, Element) -> Bool) {
        var i = 1
        while i < count {
            let element = self[i]
            var j = i
            while j > 0 && areInOrder(element, self[j - 1]) {
                self[j] = self[j - 1]
                j -= 1
            }
            self[j] = element
            i += 1
        }
    }
}
