import Foundation
import FuzzRegistry
import FuzzSupport
import Vellum
import VellumComponents

let registry = standardRegistry

/// The component registry fed random parameter values: a component, some of its parameters set
/// to fuzzed strings, and a canvas size; whatever validates is built, recorded and rendered.
func fuzzComponents(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let components = registry.components
    let component = components[input.index(components.count)].component
    var arguments: [String: String] = [:]
    for parameter in component.parameters where input.byte() % 2 == 1 {
        arguments[parameter.name] = input.string(maxLength: 24)
    }
    // Small canvases keep each run short; odd sizes and tiny ones are the interesting cases.
    let size = Size(width: Double(input.index(96) + 1), height: Double(input.index(96) + 1))
    guard let body = try? component.build(arguments, size: size, now: Date(timeIntervalSince1970: 1_763_000_000)),
          let tree = try? body.scene().renderTree(size: size) else { return 0 }
    _ = try? RasterBackend().render(tree, size: size)
    return 0
}

runFuzzer(fuzzComponents)
