import VellumCore

/// An SVG length as written: a number and a unit, resolved to user units only where the
/// viewport (for percentages) is known.
struct Length: Hashable, Sendable {
    enum Unit: String, Hashable, Sendable, CaseIterable {
        case none = "", px, pt, pc, mm, cm, `in`, em, ex, percent = "%"

        /// User units per unit, as CSS defines them at 96 px per inch; `em` and `ex` at CSS's
        /// default font size, 16 px (see ``Length/resolved(_:in:fontSize:)`` for the element's).
        var pixels: Double {
            switch self {
            case .none, .px: 1
            case .pt: 96.0 / 72
            case .pc: 16
            case .mm: 96 / 25.4
            case .cm: 96 / 2.54
            case .in: 96
            case .em: 16
            case .ex: 8
            case .percent: 0  // relative: see `resolved`
            }
        }
    }

    /// What a percentage is a percentage of (SVG 1.1, section 7.10).
    enum Axis {
        case horizontal, vertical
        /// Neither: the viewport's normalised diagonal √((w² + h²) / 2).
        case other
    }

    var value: Double
    var unit: Unit

    init(_ value: Double, _ unit: Unit = .none) {
        self.value = value
        self.unit = unit
    }

    static let zero = Length(0)

    /// Parses a CSS/SVG length such as `12`, `-3.5px`, `50%`, `1e2mm`; `nil` when it is not one.
    init?(parsing text: String) {
        var scanner = ValueScanner(text)
        scanner.skipSpaces()
        guard let length = scanner.length() else { return nil }
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return nil }
        self = length
    }

    /// The length in user units in a viewport of `viewport`, `em` and `ex` relative to
    /// `fontSize` (an `ex` is half an `em`, CSS's fallback without font metrics).
    func resolved(_ axis: Axis, in viewport: Size, fontSize: Double = 16) -> Double {
        switch unit {
        case .em: return value * fontSize
        case .ex: return value * fontSize / 2
        default: break
        }
        guard unit == .percent else { return value * unit.pixels }
        let reference: Double = switch axis {
        case .horizontal: viewport.width
        case .vertical: viewport.height
        case .other: ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        }
        return value / 100 * reference
    }

    /// The length as a fraction of a bounding box (objectBoundingBox units): `50%` and `0.5` are
    /// both one half.
    var fraction: Double {
        unit == .percent ? value / 100 : value * unit.pixels
    }
}

extension ValueScanner {
    /// Reads a number followed directly by an optional unit; `nil` (consuming nothing) when the
    /// text here is not a length.
    mutating func length() -> Length? {
        let start = index
        guard let value = number() else { return nil }
        if consume(UInt8(ascii: "%")) { return Length(value, .percent) }
        let unitText = identifier().lowercased()
        guard let unit = Length.Unit(rawValue: unitText), unit != .percent else {
            index = start
            return nil
        }
        return Length(value, unit)
    }
}

extension Length {
    /// Parses a list of lengths separated by commas and/or spaces (`stroke-dasharray`).
    static func list(_ text: String) -> [Length]? {
        var scanner = ValueScanner(text)
        var lengths: [Length] = []
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            guard let length = scanner.length() else { return nil }
            lengths.append(length)
            scanner.skipCommaSpaces()
        }
        return lengths
    }
}
