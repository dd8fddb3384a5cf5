import Foundation
import VellumCore

/// One item of the `filter` property: a reference to a `<filter>` element or a CSS filter
/// function.
enum FilterItem: Hashable, Sendable {
    case url(String)
    case function(FilterFunction)
}

/// A CSS filter function, its arguments read (amounts as fractions, angles in degrees).
enum FilterFunction: Hashable, Sendable {
    case blur(Length)
    case brightness(Double), contrast(Double), grayscale(Double), invert(Double), opacity(Double)
    case saturate(Double), sepia(Double)
    case hueRotate(Double)
    /// `drop-shadow(color? dx dy blur?)`; no colour means `currentColor`.
    case dropShadow(color: CSSColor, dx: Length, dy: Length, blur: Length)
}

/// Reads the `filter` property's value: `none`, or a list of `url(#id)` and filter functions.
/// Anything unusable makes the whole value invalid (`nil`), as CSS has it.
enum FilterList {
    static func parse(_ text: String) -> [FilterItem]? {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if value == "none" { return [] }
        var items: [FilterItem] = []
        var rest = Substring(value)
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "("), let close = matchingParenthesis(rest, open) else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces).lowercased()
            let arguments = String(rest[rest.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            if name == "url" {
                guard let reference = Style.urlReference(String(rest[...close])) else { return nil }
                items.append(.url(reference.id))
            } else {
                guard let function = function(name, arguments) else { return nil }
                items.append(.function(function))
            }
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        }
        return items.isEmpty ? nil : items
    }

    private static func matchingParenthesis(_ s: Substring, _ open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var i = open
        while i < s.endIndex {
            if s[i] == "(" { depth += 1 }
            if s[i] == ")" { depth -= 1; if depth == 0 { return i } }
            i = s.index(after: i)
        }
        return nil
    }

    private static func function(_ name: String, _ arguments: String) -> FilterFunction? {
        switch name {
        case "blur":
            guard !arguments.isEmpty else { return .blur(Length(0)) }
            // Unitless lengths are user units, as in SVG's attributes.
            guard let l = Length(parsing: arguments), l.unit != .percent, l.value >= 0 else { return nil }
            return .blur(l)
        case "brightness": return amount(arguments).map { .brightness($0) }
        case "contrast": return amount(arguments).map { .contrast($0) }
        case "grayscale": return amount(arguments).map { .grayscale(min($0, 1)) }
        case "invert": return amount(arguments).map { .invert(min($0, 1)) }
        case "opacity": return amount(arguments).map { .opacity(min($0, 1)) }
        case "saturate": return amount(arguments).map { .saturate($0) }
        case "sepia": return amount(arguments).map { .sepia(min($0, 1)) }
        case "hue-rotate":
            guard !arguments.isEmpty else { return .hueRotate(0) }
            return angle(arguments).map { .hueRotate($0) }
        case "drop-shadow": return dropShadow(arguments)
        default: return nil
        }
    }

    /// A number or percentage of 0 or more; 1 when absent.
    private static func amount(_ text: String) -> Double? {
        guard !text.isEmpty else { return 1 }
        guard let l = Length(parsing: text), l.unit == .none || l.unit == .percent, l.value >= 0 else { return nil }
        return l.unit == .percent ? l.value / 100 : l.value
    }

    /// An angle in degrees: `deg`, `rad`, `grad`, `turn`, or a unitless 0.
    private static func angle(_ text: String) -> Double? {
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        for (unit, factor) in units where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(text).flatMap { $0 == 0 ? 0 : nil }
    }

    private static func dropShadow(_ text: String) -> FilterFunction? {
        var parts = tokens(text)
        var color = CSSColor.currentColor
        if let first = parts.first, Length(parsing: first) == nil {
            guard let c = CSSColor(parsing: first) else { return nil }
            color = c
            parts.removeFirst()
        } else if let last = parts.last, Length(parsing: last) == nil {
            guard let c = CSSColor(parsing: last) else { return nil }
            color = c
            parts.removeLast()
        }
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var lengths: [Length] = []
        for part in parts {
            guard let l = Length(parsing: part), l.unit != .percent else { return nil }
            lengths.append(l)
        }
        let blur = lengths.count == 3 ? lengths[2] : Length(0)
        guard blur.value >= 0 else { return nil }
        return .dropShadow(color: color, dx: lengths[0], dy: lengths[1], blur: blur)
    }

    /// The space-separated parts of `text`, a function's parentheses kept whole.
    private static func tokens(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for ch in text {
            if ch == "(" { depth += 1 }
            if ch == ")" { depth -= 1 }
            if ch == " " && depth == 0 {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
