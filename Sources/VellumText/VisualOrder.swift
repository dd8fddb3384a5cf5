/// The order in which a line's glyphs appear on the page, left to right, by rule L2 of the
/// Unicode Bidirectional Algorithm: from the highest level down to the lowest odd one, every
/// maximal stretch at that level or above is reversed.
///
/// Glyphs are stored in logical (reading) order, and a right-to-left item's glyphs are stored
/// reversed from HarfBuzz's output, so reversing a right-to-left stretch here gives back exactly
/// the order HarfBuzz set it in, even when a line break cut the item in two.
func visualOrder(levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), highest > 0,
          let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
    for level in stride(from: highest, through: lowestOdd, by: -1) {
        var start = 0
        while start < order.count {
            guard levels[order[start]] >= level else {
                start += 1
                continue
            }
            var end = start
            while end < order.count && levels[order[end]] >= level { end += 1 }
            order[start..<end].reverse()
            start = end
        }
    }
    return order
}
