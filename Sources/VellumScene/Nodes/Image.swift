import Foundation
import VellumCore
import VellumImageIO

/// A raster picture, as SwiftUI's `Image`: a PNG, JPEG, GIF (its first frame) or WebP file,
/// decoded by VellumImageIO.
///
///     Image(path: "photos/ada.jpg")
///         .resizable()
///         .scaledToFill()
///         .frame(width: 64, height: 64)
///         .clipShape(Circle())
///
/// **Layout**, as SwiftUI's: an image is as large as its pixels (one point a pixel) and ignores
/// the size it is offered, unless ``resizable(capInsets:resizingMode:)`` lets it take the whole
/// proposal (its pixel size where a dimension is unspecified). `.scaledToFit()`,
/// `.scaledToFill()` and `.aspectRatio(contentMode:)` then keep the picture's own proportions.
///
/// **Where pictures come from on Linux.** There is no asset catalogue: ``init(_:bundle:)`` and
/// ``init(decorative:bundle:)`` take `name` as a file among the bundle's resources (`Bundle.main`
/// unless given; a package's own with `bundle: .module`), with its extension or with `.png`,
/// `.jpg`, `.jpeg`, `.gif` or `.webp` added. ``init(path:)`` reads any file,
/// ``init(data:)`` decodes bytes, and ``init(_:)-(RasterImage)`` shows pixels already decoded.
///
/// **Errors.** An `Image` is made inside a view builder, where nothing can throw: a file that is
/// missing or unreadable, or bytes that do not decode, are kept with the image, and laying out a
/// scene that holds it (rendering it, `Scene.renderTree`) throws ``SceneError/image(path:_:)``,
/// naming the node's place in the tree, whose ``ImageLoadingError`` names the file; a `Canvas`
/// that draws it throws the same.
/// The file is read when the `Image` is made, so a view rebuilt often should keep its image in a
/// property rather than make it in `body`.
///
/// Images are `Equatable`, as SwiftUI's: two are equal when they show the same pixels (or failed
/// the same way) with the same settings, so a component holding one can be `Equatable` too.
public struct Image: Node, PrimitiveNode, Equatable, Sendable {
    /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        /// The picture (or, with cap insets, its middle) is stretched over the frame.
        case stretch
        /// The picture (or its middle) is repeated at its own size from the frame's top-left corner,
        /// the last row and column cut at the frame's edges.
        case tile
    }

    /// How smoothly an image is sampled when drawn larger or smaller than its pixels, as SwiftUI's
    /// `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour: every pixel stays a sharp square (pixel art).
        case none
        /// Smooth (bilinear).
        case low
        /// Smooth (bilinear).
        case medium
        /// Smooth (bilinear).
        case high
    }

    /// Whether an image shows its colours or only its shape, as SwiftUI's
    /// `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha filled with the foreground style (`.foregroundStyle`,
        /// `.foregroundColor`; the primary colour by default): an icon tinted like text.
        case template
        /// The image's own colours.
        case original
    }

    /// The decoded pixels, or why there are none.
    let source: Result<RasterImage, ImageLoadingError>
    /// Whether the image takes the size it is offered.
    var isResizable = false
    /// The edges kept at their size when resized (nine-slice scaling).
    var capInsets = EdgeInsets()
    /// How the middle fills a resizable image's frame.
    var resizingMode = ResizingMode.stretch
    /// How the pixels are sampled.
    var interpolationQuality = Interpolation.high
    /// Template or original; `nil` is the image's own (original).
    var templateMode: TemplateRenderingMode?

    init(source: Result<RasterImage, ImageLoadingError>) {
        self.source = source
    }

    /// Shows pixels already decoded (`RasterImage(contentsOfFile:)`, `RasterImage(pngData:)` …).
    public init(_ image: RasterImage) {
        self.init(source: .success(image))
    }

    /// The picture in the file at `path` (absolute, or relative to the current directory):
    /// Vellum's replacement for an asset name.
    public init(path: String) {
        do throws(ImageLoadingError) {
            self.init(source: .success(try RasterImage(contentsOfFile: path)))
        } catch {
            self.init(source: .failure(error))
        }
    }

    /// The picture encoded in `data` (PNG, JPEG, GIF or WebP, told by its first bytes).
    public init(data: Data) {
        let bytes = [UInt8](data)
        do throws(ImageDecodingError) {
            self.init(source: .success(try RasterImage(encodedData: bytes)))
        } catch {
            self.init(source: .failure(.undecodableData(byteCount: bytes.count, error)))
        }
    }

    /// The picture named `name` among `bundle`'s resources (`Bundle.main` when `nil`), as
    /// SwiftUI's `Image(_:bundle:)` finds an asset: the file `name`, or `name` with `.png`,
    /// `.jpg`, `.jpeg`, `.gif` or `.webp` added, in the bundle's resource directory.
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let found = Self.resourcePath(named: name, bundle: bundle) else {
            let bundle = bundle ?? .main
            let directory = bundle.resourcePath ?? bundle.bundlePath
            self.init(source: .failure(.missingResource(name: name, directory: directory)))
            return
        }
        self.init(path: found)
    }

    /// The file of the picture named `name` among `bundle`'s resources (`Bundle.main` when `nil`):
    /// `name`, or `name` with `.png`, `.jpg`, `.jpeg`, `.gif` or `.webp` added, in the bundle's
    /// resource directory; `nil` when there is none. UIKit's `UIImage(named:)` looks up the same way.
    public static func resourcePath(named name: String, bundle: Bundle? = nil) -> String? {
        let bundle = bundle ?? .main
        let directory = bundle.resourcePath ?? bundle.bundlePath
        let candidates = [name] + resourceExtensions.map { "\(name).\($0)" }
        return candidates.lazy.map { (directory as NSString).appendingPathComponent($0) }.first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// A picture that is decoration only, as SwiftUI's `Image(decorative:bundle:)`: found and drawn
    /// as ``init(_:bundle:)``'s (Vellum keeps no accessibility labels).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The extensions tried after a resource name, in order.
    static let resourceExtensions = ["png", "jpg", "jpeg", "gif", "webp"]

    /// The node itself: it is primitive.
    public var body: Image { self }

    /// The picture's size in points (its pixels, one point each); zero when it could not be loaded.
    public var size: Size {
        guard case .success(let image) = source else { return .zero }
        return Size(width: Double(image.width), height: Double(image.height))
    }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        [context.makeNode(ImageLayout(image: self, shading: context.environment.foreground))]
    }
}

extension Image {
    /// The image taking the size it is offered, as SwiftUI's `resizable(capInsets:resizingMode:)`.
    /// `capInsets` (in pixels) keep the image's edges at their size, its corners unscaled, while
    /// the middle stretches or tiles (nine-slice scaling); a frame narrower or shorter than the
    /// insets shrinks them in proportion. The insets must be finite, not negative, and leave the
    /// image's middle at least zero wide and high, or building the scene throws.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// The image sampled as `interpolation` says, as SwiftUI's `interpolation(_:)`: `.none`
    /// keeps enlarged pixels square, the others blend them smoothly (bilinearly).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// The image drawn in its colours or as a template of the foreground style, as SwiftUI's
    /// `renderingMode(_:)`; `nil` restores the image's own mode (original).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateMode = renderingMode
        return image
    }

    /// How the pixels are sampled, in the paint's terms.
    var paintInterpolation: ImagePaint.Interpolation {
        interpolationQuality == .none ? .pixelated : .smooth
    }

    /// What is wrong with the image's settings, or `nil`.
    var problem: String? {
        // A picture that did not load is reported as such, not through its settings.
        guard case .success = source else { return nil }
        let insets = capInsets
        for (value, edge) in [(insets.top, "top"), (insets.leading, "leading"), (insets.bottom, "bottom"),
                              (insets.trailing, "trailing")] {
            if let problem = Check.length(value, "cap inset \(edge)") { return problem }
        }
        let size = self.size
        if insets.horizontal > size.width || insets.vertical > size.height {
            return "cap insets \(insets.leading) + \(insets.trailing) across and \(insets.top) + \(insets.bottom) down "
                + "do not fit in the \(Int(size.width))×\(Int(size.height))-pixel image"
        }
        return nil
    }
}

/// Takes the image's pixel size, or the proposal when resizable, and draws the picture in it.
struct ImageLayout: Behavior {
    let image: Image
    /// The foreground paint where the image was built: a template image's colour.
    let shading: Paint
    let name = "Image"

    func validate() -> String? {
        if !shading.isFinite { return "foreground style is not finite" }
        return image.problem
    }

    /// A picture that could not be loaded is the scene's error as soon as it is laid out, named by
    /// its place in the tree.
    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        if case .failure(let error) = image.source { throw .image(path: node.path, error) }
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: image.size) : image.size
    }

    func record(_ node: SceneNode, size: Size, transform: VellumCore.AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? {
        let context = GraphicsContext(transform: transform, scope: recorder.scope)
        image.draw(in: Rect(size: size), shading: shading, into: context)
        return try recorder.appendDrawing(context, standIns: [], requester: node.path)
    }
}
