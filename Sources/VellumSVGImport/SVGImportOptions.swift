/// How ``SVGImage`` treats questionable input, and the resource limits that keep a hostile file
/// from exhausting memory or time.
public struct SVGImportOptions: Hashable, Sendable {
    /// Turns every problem that is otherwise a warning about the document's content — an
    /// unparsable attribute value, broken path data, a reference to nothing — into an error.
    /// Unsupported features (filters, masks, images…) and resource limits on patterns stay
    /// warnings; a reference cycle becomes ``SVGImportError/referenceCycle(ids:line:column:)``.
    public var strict: Bool
    /// The largest file accepted, in bytes.
    public var maxFileSize: Int
    /// The most XML elements accepted.
    public var maxElements: Int
    /// The deepest element nesting accepted; `use` references count as one level each.
    public var maxDepth: Int
    /// The most elements `use` may instantiate in all, counting every copy: a few uses of uses
    /// multiply quickly (the SVG form of the "billion laughs").
    public var maxUseExpansion: Int
    /// The most tiles one pattern may be expanded into where it paints a shape (patterns are
    /// drawn as copies of their content, one per tile); a pattern needing more is not painted.
    public var maxPatternTiles: Int
    /// The directory a relative `<image>` reference (`href="icon.png"`) is resolved against.
    /// ``SVGImage/init(contentsOf:options:)`` uses the file's own directory when this is `nil`;
    /// for a document imported from data or a string, `nil` means that no file is read.
    public var baseDirectory: String?
    /// The directory tree `<image>` files may be read from: a reference that leads outside it
    /// (`../`, an absolute path, a symbolic link) is not read, with a warning. `nil`: the tree
    /// under ``baseDirectory``. URLs with a scheme other than `data:` are never fetched.
    public var resourceDirectory: String?
    /// How many SVG images deep this document is (0: the document itself): an SVG image is
    /// imported with its parent's options, one level deeper and, as browsers treat an SVG used
    /// as an image, without access to files.
    var imageNesting = 0

    /// Options with the given strictness and default limits: 64 MiB, a million elements,
    /// 256 levels, 250 000 instantiated elements, 4 096 tiles per painted pattern; images read
    /// from files under `baseDirectory` (or `resourceDirectory`) only.
    public init(strict: Bool = false, maxFileSize: Int = 64 << 20, maxElements: Int = 1_000_000,
                maxDepth: Int = 256, maxUseExpansion: Int = 250_000, maxPatternTiles: Int = 4096,
                baseDirectory: String? = nil, resourceDirectory: String? = nil) {
        self.strict = strict
        self.maxFileSize = maxFileSize
        self.maxElements = maxElements
        self.maxDepth = maxDepth
        self.maxUseExpansion = maxUseExpansion
        self.maxPatternTiles = maxPatternTiles
        self.baseDirectory = baseDirectory
        self.resourceDirectory = resourceDirectory
    }
}
