import Foundation
import FuzzSupport
import Vellum

/// The SVG importer on arbitrary bytes: it imports or throws ``SVGImportError``, and what it
/// imports records and renders on a small canvas.
func fuzzSVGImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard let image = try? SVGImage(data: data) else { return 0 }
    let size = Size(square: 64)
    guard let tree = try? image.scene(size: size).renderTree(size: size) else { return 0 }
    _ = try? RasterBackend().render(tree, size: size)
    return 0
}

runFuzzer(fuzzSVGImport)
