/// A backend that writes files: it renders a tree to the bytes of one file format.
public protocol FileRenderBackend {
    /// Renders `tree` on a canvas of `size` and returns the file's bytes.
    func fileData(for tree: RenderTree, size: Size) throws -> [UInt8]
}

/// A file format Vellum writes: its name, the file extensions that choose it, and the backend
/// that writes it. A backend module offers its formats as static members (`.png` from the raster
/// backend, `.svg` from the SVG backend), and a list of ``OutputFormats`` is all that chooses
/// among them — adding a format edits nothing else.
public struct OutputFormat: Hashable, Sendable, CustomStringConvertible {
    /// The name `--backend` takes, e.g. `png`.
    public let name: String
    /// The extensions (lowercase, without the dot) that choose this format, e.g. `["ps", "eps"]`.
    public let fileExtensions: [String]
    private let makeBackend: @Sendable () -> any FileRenderBackend

    /// A format named `name`, chosen by `fileExtensions`, written by what `backend` makes (once
    /// per file, so a backend need not be shareable between threads).
    public init(name: String, fileExtensions: [String], backend: @escaping @Sendable () -> any FileRenderBackend) {
        self.name = name
        self.fileExtensions = fileExtensions.map { $0.lowercased() }
        self.makeBackend = backend
    }

    /// A backend writing this format.
    public func backend() -> any FileRenderBackend { makeBackend() }

    /// The usual file extension.
    public var fileExtension: String { fileExtensions.first ?? name }

    public var description: String { name }

    public static func == (a: OutputFormat, b: OutputFormat) -> Bool {
        a.name == b.name && a.fileExtensions == b.fileExtensions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(fileExtensions)
    }
}

/// The formats files can be written in, looked up by name or by a file's extension; a format
/// added later takes an extension over from one added before.
public struct OutputFormats: Sendable {
    /// The formats, in the order they were added.
    public private(set) var formats: [OutputFormat]

    /// A list of `formats`.
    public init(_ formats: [OutputFormat]) {
        self.formats = formats
    }

    /// The list with `format` added.
    public func adding(_ format: OutputFormat) -> OutputFormats {
        OutputFormats(formats.filter { $0.name != format.name } + [format])
    }

    /// The format named `name` (case-insensitive).
    public func format(named name: String) throws(OutputFormatError) -> OutputFormat {
        guard let format = formats.last(where: { $0.name == name.lowercased() }) else {
            throw OutputFormatError(name: name, known: formats)
        }
        return format
    }

    /// The format `path`'s extension chooses (case-insensitive).
    public func format(forPath path: String) throws(OutputFormatError) -> OutputFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.contains(".") ? String(name.split(separator: ".").last!).lowercased() : ""
        guard let format = formats.last(where: { $0.fileExtensions.contains(ext) }) else {
            throw OutputFormatError(path: path, known: formats)
        }
        return format
    }

    /// Renders `tree` on a canvas of `size` in `format` (by default the one `path`'s extension
    /// chooses) and writes the file atomically: on any error no file is left behind.
    public func write(_ tree: RenderTree, size: Size, to path: String, format: OutputFormat? = nil) throws {
        let format = try format ?? self.format(forPath: path)
        try AtomicFile.write(try format.backend().fileData(for: tree, size: size), to: path)
    }
}

/// A file name whose extension, or a format name, names no format of the list.
public struct OutputFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name, or the format name asked for.
    public var path: String
    /// Whether a format was asked for by name rather than by a file's extension.
    public var isName: Bool
    /// The extensions that are known.
    public var known: [String]

    init(path: String, known: [OutputFormat]) {
        self.path = path
        self.isName = false
        self.known = known.flatMap(\.fileExtensions)
    }

    init(name: String, known: [OutputFormat]) {
        self.path = name
        self.isName = true
        self.known = known.map(\.name)
    }

    public var description: String {
        isName
            ? "unknown output format '\(path)': use one of " + known.joined(separator: ", ")
            : "cannot tell the output format of '\(path)': use one of " + known.map { "." + $0 }.joined(separator: ", ")
    }
}
