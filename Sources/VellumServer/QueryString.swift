import Foundation

/// A URL's query as names and values, decoded (`%XX` and `+`), checked against the limits: not
/// too long, not too many parameters, no name twice.
///
/// Hummingbird's `request.uri.queryParameters` cannot stand in for it: it leaves `+` as it is
/// (the preview page's `URLSearchParams` writes a space as `+`, so `label=Gold+tier` would render
/// "Gold+tier"), decodes values but not names, and keeps a malformed `%` escape as it is instead
/// of rejecting it; and reading a form after it is too late, since `%2B` and `+` are then the same
/// character.
struct QueryString: Equatable {
    /// The values by name.
    private(set) var values: [String: String] = [:]

    /// Parses `query` (without the `?`); `nil` is an empty query.
    init(_ query: String?, limits: ServerLimits) throws(ServerError) {
        guard let query, !query.isEmpty else { return }
        guard query.utf8.count <= limits.maxQueryLength else {
            throw .limit("the query is \(query.utf8.count) bytes long", allowed: "at most \(limits.maxQueryLength) bytes")
        }
        let pairs = query.split(separator: "&", omittingEmptySubsequences: true)
        guard pairs.count <= limits.maxParameterCount else {
            throw .limit("the query has \(pairs.count) parameters", allowed: "at most \(limits.maxParameterCount) parameters")
        }
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0]), value = try Self.decode(parts.count > 1 ? parts[1] : "")
            guard !name.isEmpty else { throw .invalid("(empty name)", String(pair), allowed: "name=value pairs") }
            guard values[name] == nil else {
                throw .invalid(name, value, allowed: "the parameter once; it is given more than once")
            }
            values[name] = value
        }
    }

    /// The value of `name`, removed from those left for the component.
    mutating func take(_ name: String) -> String? {
        values.removeValue(forKey: name)
    }

    /// Form decoding: `+` is a space, `%XX` a byte; the bytes must be UTF-8.
    private static func decode(_ text: Substring) throws(ServerError) -> String {
        let plain = text.replacingOccurrences(of: "+", with: " ")
        guard let decoded = plain.removingPercentEncoding else {
            throw .invalid(String(text), String(text), allowed: "percent-encoded UTF-8 text")
        }
        return decoded
    }
}
