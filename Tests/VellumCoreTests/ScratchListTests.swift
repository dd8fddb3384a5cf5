import Testing
@testable import VellumCore

/// The stroker's reusable lists: they must hold exactly what an array would through growth,
/// emptying, reversal and reversed appends.
@Suite struct ScratchListTests {
    @Test func holdsWhatAnArrayHoldsThroughGrowthAndReuse() {
        let list = ScratchList<Point>(capacity: 1)
        var mirror: [Point] = []
        for round in 0..<3 {
            list.removeAll()
            mirror.removeAll()
            #expect(list.isEmpty && list.last == nil)
            for i in 0..<(50 * (round + 1)) {
                let p = Point(x: Double(i), y: Double(round))
                list.append(p)
                mirror.append(p)
            }
            list.removeLast()
            mirror.removeLast()
            list[0] = Point(x: -1, y: -1)
            mirror[0] = Point(x: -1, y: -1)
            #expect(Array(list.elements) == mirror)
            #expect(list.count == mirror.count && list.last == mirror.last)
        }
    }

    @Test func reversesAndAppendsAnotherListReversed() {
        let list = ScratchList<Int>(capacity: 2), other = ScratchList<Int>(capacity: 1)
        for i in 0..<5 { list.append(i) }
        for i in 10..<17 { other.append(i) }
        list.append(reversed: other)
        #expect(Array(list.elements) == [0, 1, 2, 3, 4, 16, 15, 14, 13, 12, 11, 10])
        list.reverse()
        #expect(Array(list.elements) == [10, 11, 12, 13, 14, 15, 16, 4, 3, 2, 1, 0])
        list.reserve(1000)
        #expect(Array(list.elements) == [10, 11, 12, 13, 14, 15, 16, 4, 3, 2, 1, 0])
    }
}
