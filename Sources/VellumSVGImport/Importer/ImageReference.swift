import Foundation

/// What an `<image>`'s `href` points at, before anything is read.
enum ImageReference: Equatable {
    /// A `data:` URI: its media type ("" when it names none) and its payload, still encoded.
    case data(mediaType: String, base64: Bool, payload: Substring)
    /// A file, by a path relative to the document's directory (or absolute), percent-decoded.
    case file(String)
    /// A URL with another scheme (`https:`, `file:`…): never fetched.
    case url(String)

    init(_ href: String) {
        let lowered = href.lowercased()
        if lowered.hasPrefix("data:") {
            let comma = href.firstIndex(of: ",") ?? href.endIndex
            let header = href[href.index(href.startIndex, offsetBy: 5)..<comma].lowercased()
            let parameters = header.split(separator: ";").map { $0.trimmingSpaces }
            // `data:;base64,…` names no media type: its first parameter is not one.
            let mediaType = parameters.first.map(String.init).flatMap { $0.contains("/") ? $0 : nil } ?? ""
            let payload = comma < href.endIndex ? href[href.index(after: comma)...] : ""
            self = .data(mediaType: mediaType, base64: parameters.contains("base64"), payload: payload)
        } else if Self.hasScheme(href) {
            self = .url(href)
        } else {
            self = .file(href.removingPercentEncoding ?? href)
        }
    }

    /// Whether `href` starts with a URL scheme: `letter (letter | digit | + | - | .)* :`.
    private static func hasScheme(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":") else { return false }
        let scheme = href[..<colon].unicodeScalars
        guard let first = scheme.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// The bytes of a `data:` URI's payload: base64 (forgiving, as browsers are, of whitespace
    /// and missing padding) or percent-encoded text; `nil` when malformed.
    static func decodePayload(_ payload: Substring, base64: Bool) -> [UInt8]? {
        guard base64 else {
            return String(payload).removingPercentEncoding.map { Array($0.utf8) }
        }
        var text = String(payload.filter { !$0.isWhitespace })
        if text.count % 4 > 1 { text += String(repeating: "=", count: 4 - text.count % 4) }
        return Data(base64Encoded: text).map { [UInt8]($0) }
    }
}

/// Why a file an `<image>` names was not read.
enum ImageFileProblem: Error, Equatable {
    /// The path leads outside the directory tree files may be read from.
    case outsideResourceDirectory(String)
    /// The file is larger than the document size limit.
    case tooLarge(Int)
    /// The file could not be read.
    case unreadable(String)
}

/// Reads the files `<image>`s name, confined to one directory tree.
struct ImageFiles {
    /// The directory relative paths resolve against.
    let base: String
    /// The tree every file read must be inside, symbolic links resolved.
    let root: String
    let maxSize: Int

    /// The confinement `options` describe; `nil` when the document may read no files.
    init?(_ options: SVGImportOptions) {
        guard options.imageNesting == 0, let base = options.baseDirectory else { return nil }
        self.base = base
        root = URL(fileURLWithPath: options.resourceDirectory ?? base).standardizedFileURL.resolvingSymlinksInPath().path
        maxSize = options.maxFileSize
    }

    /// The bytes of the file at `path` (relative to ``base``, or absolute).
    func read(_ path: String) throws(ImageFileProblem) -> [UInt8] {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                                      : URL(fileURLWithPath: base).appendingPathComponent(path)
        // Symbolic links are followed before the check, so none leads out of the tree.
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw .outsideResourceDirectory(resolved)
        }
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: resolved)
            if let size = attributes[.size] as? Int, size > maxSize { throw ImageFileProblem.tooLarge(size) }
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: resolved)))
        } catch let problem as ImageFileProblem {
            throw problem
        } catch {
            throw .unreadable((error as NSError).localizedDescription)
        }
    }
}
