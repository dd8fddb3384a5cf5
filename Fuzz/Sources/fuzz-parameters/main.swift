import FuzzRegistry
import FuzzSupport
import Vellum
import VellumComponents

let registry = standardRegistry

/// Colour and parameter parsing: a colour string, then a component, a parameter name (often a
/// real one) and a value — parsed, never crashing.
func fuzzParameters(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    _ = try? Color(parsing: input.string())
    let components = registry.components
    let component = components[input.index(components.count)].component
    let name = input.byte() < 200 && !component.parameters.isEmpty
        ? component.parameters[input.index(component.parameters.count)].name : input.string(maxLength: 16)
    _ = try? component.values(from: [name: input.rest()])
    return 0
}

runFuzzer(fuzzParameters)
