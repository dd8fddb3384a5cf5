import Foundation

/// The file formats Vellum writes, chosen by a file name's extension.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png
    case svg

    /// The format for `path`'s extension (case-insensitive).
    public init(path: String) throws(OutputFormatError) {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = OutputFormat(rawValue: ext) else { throw OutputFormatError(path: path) }
        self = format
    }
}

/// A file name whose extension names no format Vellum writes.
public struct OutputFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var description: String {
        "cannot tell the output format of '\(path)': use one of "
            + OutputFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
    }
}

extension DisplayList {
    /// Renders the list onto a canvas of `size` with the backend the file's extension names and
    /// writes the result atomically: on any error no file is left behind.
    public func write(to path: String, size: Size, format: OutputFormat? = nil) throws {
        switch try format ?? OutputFormat(path: path) {
        case .png:
            try RasterBackend().render(self, size: size).write(to: path)
        case .svg:
            try SVGBackend().render(self, size: size).write(to: path)
        }
    }
}

extension Scene {
    /// Lays the scene out on a canvas of `size`, records it and writes it with the backend the
    /// file's extension names (`.png` or `.svg`), atomically.
    ///
    ///     try scene.write(to: "badge.png", size: Size(square: 256))
    public func write(to path: String, size: Size, format: OutputFormat? = nil) throws {
        try displayList(size: size).write(to: path, size: size, format: format)
    }
}
