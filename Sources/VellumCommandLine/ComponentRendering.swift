import Foundation
import Vellum
import VellumComponents

/// Renders one component to a file: the part `render` and `gallery` share.
enum ComponentRendering {
    /// Builds `component` with `arguments` for a canvas of `size` (logical pixels) and records it,
    /// enlarged by `scale`; write the result with `write(to:size:format:)` at `size * scale`.
    static func record(_ component: Component, arguments: [String: String], size: Size,
                       scale: Double = 1) throws -> RenderTree {
        try component.build(arguments, size: size).scene().renderTree(size: size).scaled(by: scale)
    }

    /// Parses `--param NAME=VALUE` options into a dictionary, rejecting malformed and repeated ones.
    static func parseParameters(_ options: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for option in options {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw CLIError("--param '\(option)': expected NAME=VALUE, e.g. --param level=3")
            }
            let name = String(option[..<equals]), value = String(option[option.index(after: equals)...])
            guard result[name] == nil else { throw CLIError("--param '\(name)' is given more than once") }
            result[name] = value
        }
        return result
    }
}
