import Testing
import Vellum
import VellumComponents
import VellumTestSupport

/// Renders `component` with `arguments` on a canvas of `size` and compares it with
/// `Golden/<name>.png` (recorded with VELLUM_RECORD_GOLDENS=1).
func expectGolden(_ component: Component, _ arguments: [String: String] = [:], size: Size? = nil,
                  named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let pixmap = try component.renderForTest(arguments, size: size)
    let path = GoldenImage.directory() + "/" + name + ".png"
    let difference = try GoldenImage.compare(pixmap, withGoldenAt: path)
    #expect(difference.isWithinTolerance, "\(name): \(difference)", sourceLocation: sourceLocation)
}

/// The error message of building `component` with `arguments`, or `nil` if it builds.
func buildError(_ component: Component, _ arguments: [String: String]) -> String? {
    do {
        _ = try component.build(arguments)
        return nil
    } catch {
        return String(describing: error)
    }
}
