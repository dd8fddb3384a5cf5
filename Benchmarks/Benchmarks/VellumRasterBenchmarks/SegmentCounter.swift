import Vellum

/// A flattening sink that only counts what it receives, so that flattening and stroking are
/// timed without building anything from their output.
struct SegmentCounter: FlatteningSink {
    private(set) var subpaths = 0
    private(set) var segments = 0

    mutating func moveTo(_ point: Point) { subpaths += 1 }
    mutating func lineTo(_ point: Point, isCurveInterior: Bool) { segments += 1 }
    mutating func close() {}
}
