import FuzzSupport
import VellumCore

/// SVG path data: parsing never crashes, and what parses can be measured, flattened and stroked.
func fuzzPathData(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    guard let path = try? Path(svgPathData: input.rest()) else { return 0 }
    _ = RenderBounds.fill(path, transform: .identity)
    _ = path.flattened()
    _ = path.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, dash: [3, 1]))
    return 0
}

runFuzzer(fuzzPathData)
