import Foundation
import VellumCore
import VellumScene

/// An SVG document imported as Vellum scene content: it draws through any backend — the raster
/// backend, the SVG writer — with SVG's semantics (absolute user coordinates, viewBox mapping,
/// style inheritance, gradients, clip paths).
///
///     let image = try SVGImage(contentsOf: "icon.svg")
///     for warning in image.warnings { print(warning) }
///     let scene = image.scene(size: Size(width: 256, height: 256))
///     let pixmap = try scene.render(size: Size(width: 256, height: 256), backend: .raster)
///
/// The image is a plain value; nodes are made from it on demand. Its content can join any scene:
///
///     Scene(symbols: image.symbols) {
///         HStack { image.node(size: Size(width: 32, height: 32)); Text("Vellum") }
///     }
///
/// `<symbol>`s instantiated by `<use>` become scene symbols (``symbols``), drawn once and used
/// wherever they are referenced. See Docs/SVGImport.md for the subset imported.
public struct SVGImage: Hashable, Sendable {
    let document: ImportedDocument

    /// The document's intrinsic size in pixels: its `width` and `height` (in absolute units,
    /// converted as CSS does), or what its `viewBox` implies, or 100 × 100.
    public var size: Size { document.size }
    /// The root's `viewBox`, if it has one.
    public var viewBox: Rect? { document.viewBox }
    /// What was not drawn as written, in document order.
    public let warnings: [SVGImportWarning]

    /// Imports SVG `data` (UTF-8 or another encoding XML declares), or such data compressed with
    /// gzip (an `.svgz` file).
    public init(data: Data, options: SVGImportOptions = SVGImportOptions()) throws(SVGImportError) {
        (document, warnings) = try Self.importDocument(data, options: options)
    }

    /// `data` imported as a document, with its warnings in document order: what an ``SVGImage``
    /// holds, and what an `<image>` of an SVG document draws.
    static func importDocument(_ data: Data, options: SVGImportOptions) throws(SVGImportError)
        -> (ImportedDocument, [SVGImportWarning]) {
        let data = CompressedSVG.isCompressed(data) ? try CompressedSVG.inflate(data, limit: options.maxFileSize) : data
        let tree = try SourceTree.parse(data, options: options)
        var importer = Importer(tree: tree, options: options, digest: Self.digest(data))
        let document = try importer.run()
        // Unsupported element kinds are found by a first pass: put everything in document order.
        let warnings = importer.warnings.enumerated()
            .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            .map(\.element)
        return (document, warnings)
    }

    /// Imports SVG markup.
    public init(string: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGImportError) {
        try self.init(data: Data(string.utf8), options: options)
    }

    /// Imports the SVG file at `path`. Its `<image>`s may read files in its own directory tree
    /// (unless `options` names another ``SVGImportOptions/baseDirectory``).
    public init(contentsOf path: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGImportError) {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > options.maxFileSize {
                throw SVGImportError.limitExceeded(.fileSize, limit: options.maxFileSize, line: nil)
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as SVGImportError {
            throw error
        } catch {
            throw .unreadableFile(path: path, reason: (error as NSError).localizedDescription)
        }
        var options = options
        if options.baseDirectory == nil {
            options.baseDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        }
        try self.init(data: data, options: options)
    }

    /// The transform from the document's user space (viewBox coordinates) to a viewport of
    /// `size` at the origin: the viewBox — or, without one, the intrinsic size — fitted as
    /// `preserveAspectRatio` says.
    public func transform(toFit size: Size) -> VellumCore.AffineTransform {
        let box = document.viewBox ?? Rect(size: document.size)
        guard box.width > 0, box.height > 0 else { return .identity }
        return document.aspectRatio.transform(mapping: box, into: size)
    }

    /// The document as a node `size` large (the intrinsic size when `nil`), clipped to that
    /// viewport as an `<svg>` is. Place it in a scene that has ``symbols``.
    public func node(size: Size? = nil) -> some Node {
        makeNode(size: size ?? self.size, clipped: true)
    }

    /// The scene symbols the content references, by tag: pass them to `Scene(symbols:)`.
    public var symbols: [Tag: any Node] { ImportedSymbol.nodes(document.symbols) }

    /// A scene showing the document on a canvas of `size` (the intrinsic size when `nil`): render
    /// it with `scene.render(size: size, backend: …)`. Nothing is clipped beyond the canvas.
    public func scene(size: Size? = nil) -> Scene {
        let node = makeNode(size: size ?? self.size, clipped: false)
        return Scene(symbols: symbols) { node }
    }

    private func makeNode(size: Size, clipped: Bool) -> AnyNode {
        let fit = transform(toFit: size)
        var node = AnyNode(ImportedItem.stack(document.items).transformEffect(fit)
            .frame(width: size.width, height: size.height, alignment: .topLeading))
        if clipped { node = AnyNode(node.clipped()) }
        return node
    }

    /// FNV-1a over the bytes: a stable digest that keeps two documents' symbol tags apart.
    private static func digest(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
