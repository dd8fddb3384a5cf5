/// Reads the microsyntaxes of SVG attribute values — numbers, comma/space separators,
/// keywords — from UTF-8 bytes. It only ever steps over ASCII, so every stopping point is a
/// character boundary.
struct ValueScanner {
    let bytes: [UInt8]
    /// The position of the next byte; callers may move back to a position they saved.
    var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or `nil` at the end.
    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpaces() {
        while let b = peek(), Self.isSpace(b) { index += 1 }
    }

    /// Skips spaces, at most one comma, and spaces again: SVG's `comma-wsp`.
    mutating func skipCommaSpaces() {
        skipSpaces()
        if peek() == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
        }
    }

    /// Consumes `byte` if it comes next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// Reads a number in SVG/CSS syntax: an optional sign, digits with an optional fraction (or
    /// a fraction alone) and an optional exponent. Returns `nil`, consuming nothing, when no
    /// number starts here or its value is not finite (`1e999`).
    mutating func number() -> Double? {
        let start = index
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        var digits = i - intStart
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            let fractionStart = i + 1
            var j = fractionStart
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
            // "1." is not a CSS number but SVG 1.1's grammar allows it; a bare "." is nothing.
            if j > fractionStart || digits > 0 {
                digits += j - fractionStart
                i = j
            }
        }
        guard digits > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            let expStart = j
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
            // "2em" is a length, not an exponent: only digits make one.
            if j > expStart { i = j }
        }
        guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite else {
            return nil
        }
        index = i
        return value
    }

    /// Reads an identifier made of ASCII letters, digits and `-` (a unit, a keyword).
    mutating func identifier() -> String {
        let start = index
        while let b = peek(), Self.isLetter(b) || Self.isDigit(b) || b == UInt8(ascii: "-") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
}

extension ValueScanner {
    /// Reads a list of numbers separated by commas and/or spaces (`points`, `viewBox`). Returns
    /// the numbers read and whether the whole text was a valid list; on an error the numbers
    /// before it are returned, which is as far as SVG renders a broken list.
    static func numberList(_ text: String) -> (numbers: [Double], isValid: Bool) {
        var scanner = ValueScanner(text)
        var numbers: [Double] = []
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            guard let n = scanner.number() else { return (numbers, false) }
            numbers.append(n)
            scanner.skipCommaSpaces()
        }
        // A trailing comma ("1,2,") is an error too.
        let trailingComma = text.utf8.reversed().first { !isSpace($0) } == UInt8(ascii: ",")
        return (numbers, !trailingComma)
    }
}
