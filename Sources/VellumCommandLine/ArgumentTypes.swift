import ArgumentParser
import VellumCore

// Parsers for the option values the subcommands share. Each failure says what is allowed;
// Argument Parser adds the option's name and the value given.

/// Parses a colour, or `none` for no paint.
func parseOptionalColor(_ text: String) throws -> Color? {
    if text.lowercased() == "none" { return nil }
    return try parseColor(text)
}

/// Parses a colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS name.
func parseColor(_ text: String) throws -> Color {
    do {
        return try Color(parsing: text)
    } catch {
        throw CLIError("expected #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name")
    }
}

/// Parses a finite number within a range.
func parseNumber(_ text: String, in range: ClosedRange<Double>) throws -> Double {
    guard let v = Double(text), v.isFinite else { throw CLIError("expected a finite number") }
    guard range.contains(v) else { throw CLIError("must be between \(range.lowerBound) and \(range.upperBound)") }
    return v
}

/// Parses a dash pattern of comma- or space-separated non-negative lengths, e.g. `"6,3"`.
func parseDashPattern(_ text: String) throws -> [Double] {
    let items = text.split(whereSeparator: { $0 == "," || $0 == " " })
    let values = items.compactMap { Double($0) }
    guard !items.isEmpty, values.count == items.count, values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        throw CLIError("expected comma-separated non-negative lengths, e.g. 6,3")
    }
    guard values.contains(where: { $0 > 0 }) else { throw CLIError("at least one length must be positive") }
    return values
}

/// Parses one of an enumeration's raw values, listing them when the value is not one.
func parseChoice<T: RawRepresentable & CaseIterable>(_ text: String, as _: T.Type) throws -> T
where T.RawValue == String {
    if let v = T(rawValue: text.lowercased()) { return v }
    throw CLIError("expected one of: " + T.allCases.map(\.rawValue).joined(separator: ", "))
}
