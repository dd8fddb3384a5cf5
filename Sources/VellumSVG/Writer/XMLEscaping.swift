/// Escaping for the two places text goes in an XML or HTML document: attribute values in double
/// quotes and character data. The SVG writer escapes with it, and so does HTML that Vellum
/// writes (`vellum gallery`'s index page).
///
/// Characters XML 1.0 forbids even as references (control characters other than tab, line feed
/// and carriage return, U+FFFE and U+FFFF) are replaced with U+FFFD so that the document always
/// parses.
public enum XMLEscaping {
    /// `text` for use between double quotes. Tab, line feed and carriage return become character
    /// references, since a parser would otherwise normalise them to spaces.
    public static func attribute(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            default: nil
            }
        }
    }

    /// Appends `text` escaped for use between double quotes (as ``attribute(_:)``) to `bytes`,
    /// copying its UTF-8 as it is when nothing in it needs escaping, as almost nothing does.
    static func appendAttribute(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let copied = text.withUTF8 { utf8 -> Bool in
            for byte in utf8 where mayNeedEscaping(byte) { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied { bytes.append(contentsOf: attribute(text).utf8) }
    }

    /// `text` for use as character data.
    public static func text(_ text: String) -> String {
        escape(text) { _ in nil }
    }

    /// Escapes `&`, `<`, `>` and forbidden characters, and whatever `extra` maps.
    private static func escape(_ text: String, extra: (Unicode.Scalar) -> String?) -> String {
        // Most values (numbers, path data, colours, ids) need nothing: returned as they are, after
        // one pass over their bytes, without building a copy scalar by scalar.
        if !text.utf8.contains(where: mayNeedEscaping) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = extra(scalar) {
                result += replacement
                continue
            }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case _ where !isAllowed(scalar): result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a UTF-8 byte may belong to something escaped: a control character, `"`, `&`, `<`
    /// or `>`, or the lead byte 0xEF of U+FFFE and U+FFFF. Other bytes never do.
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0xEF || (byte <= 0x3E && (byte == 0x22 || byte == 0x26 || byte == 0x3C || byte == 0x3E))
    }

    /// Whether XML 1.0's `Char` production admits the scalar.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}
