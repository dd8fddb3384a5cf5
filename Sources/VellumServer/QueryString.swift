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

    /// Form decoding: `+` is a space, `%XX` a byte; the bytes must be UTF-8. Decoded byte by
    /// byte: Foundation's `removingPercentEncoding` went through ICU and had cost a badge server
    /// about a tenth of its CPU per uncached SVG response.
    private static func decode(_ text: Substring) throws(ServerError) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard index != utf8.endIndex, let high = hexValue(utf8[index]),
                      utf8.index(after: index) != utf8.endIndex, let low = hexValue(utf8[utf8.index(after: index)]) else {
                    throw .invalid(String(text), String(text), allowed: "percent-encoded UTF-8 text")
                }
                bytes.append(high << 4 | low)
                index = utf8.index(index, offsetBy: 2)
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .invalid(String(text), String(text), allowed: "percent-encoded UTF-8 text")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
