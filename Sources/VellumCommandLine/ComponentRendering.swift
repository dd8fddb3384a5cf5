import Foundation
import Vellum
import VellumComponents

/// Reads the component options `render` and `animate` share; the rendering itself is
/// ``VellumComponents/Component/renderTree(_:size:scale:now:)``, which `vellum serve` uses too.
enum ComponentRendering {
    /// Parses `--param NAME=VALUE` options into a dictionary, rejecting malformed and repeated ones.
    static func parseParameters(_ options: [String], option flag: String = "--param") throws -> [String: String] {
        var result: [String: String] = [:]
        for option in options {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw CLIError("\(flag) '\(option)': expected NAME=VALUE, e.g. \(flag) level=3")
            }
            let name = String(option[..<equals]), value = String(option[option.index(after: equals)...])
            guard result[name] == nil else { throw CLIError("\(flag) '\(name)' is given more than once") }
            result[name] = value
        }
        return result
    }
}
