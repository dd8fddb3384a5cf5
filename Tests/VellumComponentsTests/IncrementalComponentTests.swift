import Testing
import Vellum
import VellumComponents
import VellumStandardPlugins
import VellumTestSupport

/// Every standard component, updated again and again to random variations of its parameters
/// beside fixed content, each frame redrawn only where the damage says and compared byte for
/// byte with a full render.
@Suite struct IncrementalComponentTests {
    @Test(arguments: try! StandardPlugins.registry().components.map(\.component.name))
    func updatesToAComponentRedrawTheDamageExactly(name: String) throws {
        let component = try StandardPlugins.registry().component(named: name)
        let size = Size(width: 2 * component.defaultSize.width, height: component.defaultSize.height)
        var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: name.hashValue))
        func body() throws -> ComponentBody {
            var arguments: [String: String] = [:]
            // A mix of the declared variations' arguments: each a valid value.
            for _ in 0..<2 {
                if let variation = component.variations.randomElement(using: &rng) {
                    arguments.merge(variation.arguments) { _, new in new }
                }
            }
            return try component.build(arguments, size: component.defaultSize)
        }
        let first = try body()
        let scene = Scene(symbols: first.symbols) {
            HStack(spacing: 0) {
                first.content.frame(width: component.defaultSize.width, height: component.defaultSize.height).tag("c")
                Circle().fill(.orange).frame(width: component.defaultSize.width / 2)
            }
        }
        var check = try IncrementalRenderCheck(scene: scene, size: size)
        for step in 0..<12 {
            let next = try body()
            let result = try check.step {
                try $0.replace("c", with: next.content.frame(width: component.defaultSize.width,
                                                             height: component.defaultSize.height))
            }
            #expect(result.equal, "\(name), step \(step): incremental frame differs (damage \(result.damage))")
            guard result.equal else { return }
            // The row is 1.5 widths wide, centred: the component ends at 1.25 widths (its ink may
            // spill a little), and the circle beside it, centred at 1.5 widths, is not redrawn.
            if case .regions(let rects) = result.damage { #expect(rects.allSatisfy { $0.maxX < 1.5 * component.defaultSize.width }) }
        }
    }
}
