import Testing
import Vellum
import VellumComponents

/// Renders `component` with `arguments` on a canvas of `size` and expects it to match
/// `Golden/<name>.png` next to the calling test file (record with VELLUM_RECORD_GOLDENS=1).
public func expectGolden(_ component: Component, _ arguments: [String: String] = [:], size: Size? = nil,
                         named name: String, filePath: String = #filePath,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
    let pixmap = try component.renderForTest(arguments, size: size)
    let path = GoldenImage.directory(for: filePath) + "/" + name + ".png"
    let difference = try GoldenImage.compare(pixmap, withGoldenAt: path)
    #expect(difference.isWithinTolerance, "\(name): \(difference)", sourceLocation: sourceLocation)
}

/// The error message of building `component` with `arguments`, or `nil` if it builds.
public func buildError(_ component: Component, _ arguments: [String: String]) -> String? {
    do {
        _ = try component.build(arguments)
        return nil
    } catch {
        return String(describing: error)
    }
}

/// The straight-alpha pixel at (x, y) of `component` rendered with `arguments`.
public func pixel(of component: Component, _ arguments: [String: String] = [:], size: Size? = nil,
                  x: Int, y: Int) throws -> RGBA8 {
    try component.renderForTest(arguments, size: size).straightPixel(x: x, y: y)
}

/// One golden-image case for a parameterised test: the reference's name, the arguments and the
/// canvas size.
public struct GoldenCase: CustomTestStringConvertible, Sendable {
    public let name: String
    public let arguments: [String: String]
    public let size: Size
    public var testDescription: String { name }

    public init(name: String, arguments: [String: String], size: Size) {
        self.name = name
        self.arguments = arguments
        self.size = size
    }
}
