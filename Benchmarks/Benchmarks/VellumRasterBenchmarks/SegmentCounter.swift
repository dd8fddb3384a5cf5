import Vellum

/// A flattening sink that only counts what it receives and sums its coordinates, so that
/// flattening and stroking are timed without building anything from their output — and without
/// the optimizer dropping the points, which the sum reads.
struct SegmentCounter: FlatteningSink {
    private(set) var segments = 0
    private(set) var coordinateSum = 0.0

    mutating func moveTo(_ point: Point) { coordinateSum += point.x + point.y }

    mutating func lineTo(_ point: Point, isCurveInterior: Bool) {
        segments += 1
        coordinateSum += point.x + point.y
    }

    mutating func close() {}
}
