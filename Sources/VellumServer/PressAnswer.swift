import Foundation
import VellumCore

/// The answer to a press: whether it changed anything, the arguments of the next picture and its
/// URL. The server keeps no state: the client renders the URL it is given.
struct PressAnswer: Encodable {
    /// Whether the press changed the picture.
    var changed: Bool
    /// The query of the next picture, the server's own parameters (`size`, …) included.
    var arguments: [String: String]
    /// The next picture's URL, its query sorted by name.
    var url: String

    /// The answer for `component` in `format`, the current `query` and the press's `changes`.
    init(component: String, format: OutputFormat, query: [String: String], changes: [String: String]?) {
        changed = changes.map { !$0.isEmpty } ?? false
        arguments = query.merging(changes ?? [:]) { _, new in new }
        url = "/render/\(component).\(format.fileExtension)" + Self.query(arguments)
    }

    func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self))
    }

    /// `?name=value&…`, sorted and percent-encoded; empty for no arguments.
    private static func query(_ arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return "" }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#;")
        let pairs = arguments.sorted { $0.key < $1.key }.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name) + "="
                + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
        }
        return "?" + pairs.joined(separator: "&")
    }
}
