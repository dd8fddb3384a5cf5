import Foundation
import VellumCore
import VellumImageIO

/// What an `<image>` shows: a raster picture, or an SVG document imported by Vellum itself.
enum ImageContent {
    case raster(RasterImage)
    case svg(ImportedDocument)

    /// The size the picture has when `width` and `height` are `auto`: its pixels, or the SVG
    /// document's intrinsic size.
    var naturalSize: Size {
        switch self {
        case .raster(let image): Size(width: Double(image.width), height: Double(image.height))
        case .svg(let document): document.size
        }
    }
}

extension Importer {
    /// How many SVG images may nest in one another (each `data:` URI level is smaller than the
    /// last, so this bounds memory, not an endless loop; files are not read below the top).
    static let maxImageNesting = 8

    /// An `<image>`: a PNG, JPEG, GIF (its first frame) or WebP — embedded as a `data:` URI, or a file in the document's
    /// directory tree — is a rectangle filled with the image as a paint; an SVG document is
    /// imported by Vellum's own importer and drawn as a nested picture, clipped to the image's
    /// viewport. Either is fitted into `x`, `y`, `width`, `height` (each `auto` or absent: the
    /// picture's own size, as SVG 2 says) by `preserveAspectRatio`, under the element's
    /// transform, clip, mask and opacity. URLs are not fetched and files outside the tree are
    /// not read (one warning); undecodable data is reported and not drawn.
    mutating func image(_ element: SourceElement, _ style: Style,
                        _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        guard style.isVisible, let content = try imageContent(element) else { return [] }
        let transform = try transform(of: element)
        var reader = LengthReader(element: element, viewport: context.viewport, fontSize: style.fontSize)
        let natural = content.naturalSize
        let x = reader.length("x", .horizontal), y = reader.length("y", .vertical)
        var width = reader.optionalNonNegative("width", .horizontal)
        var height = reader.optionalNonNegative("height", .vertical)
        for problem in reader.problems { try invalid(element, problem) }
        // One side given: the other follows the picture's aspect ratio.
        switch (width, height) {
        case (nil, nil): (width, height) = (natural.width, natural.height)
        case (let w?, nil): height = w * natural.height / natural.width
        case (nil, let h?): width = h * natural.width / natural.height
        default: break
        }
        guard let width, let height, width > 0, height > 0 else { return [] }
        let viewport = Rect(x: x, y: y, width: width, height: height)
        let aspect = try aspectRatio(of: element)
        let place = AffineTransform(translationX: x, y: y)
        switch content {
        case .raster(let image):
            let fit = aspect.transform(mapping: Rect(size: natural), into: viewport.size).concatenating(place)
            let paint = ImagePaint(image, transform: fit, interpolation: style.imageInterpolation)
            // The image's rectangle, cut to the viewport (which only `slice` overflows).
            guard let shown = paint.pixelRect.applying(fit).intersection(viewport), !shown.isEmpty else { return [] }
            let shape = ImportedShape(path: Path(shown), transform: .identity, fill: .image(paint), fillRule: .nonZero,
                                      stroke: nil, strokeStyle: StrokeStyle())
            return try wrap([.shape(shape)], of: element, style, transform: transform)
        case .svg(let document):
            // The image's preserveAspectRatio, not the document's own, fits it (SVG 2, 12.3).
            let box = document.viewBox ?? Rect(size: document.size)
            guard box.width > 0, box.height > 0, !document.items.isEmpty else { return [] }
            let fit = aspect.transform(mapping: box, into: viewport.size).concatenating(place)
            symbols.merge(document.symbols) { first, _ in first }
            let picture = ImportedItem.group(ImportedGroup(transform: fit, children: document.items))
            return try wrap([picture], of: element, style, transform: transform,
                            clips: [ImportedClip(path: Path(viewport), rule: .nonZero)])
        }
    }

    /// The picture `element` references, or `nil` (reported) when it is a URL, a file that may
    /// not or cannot be read, or data that does not decode.
    mutating func imageContent(_ element: SourceElement) throws(SVGImportError) -> ImageContent? {
        let attribute = element["href"] != nil ? "href" : "xlink:href"
        guard let href = element[attribute]?.trimmingSpaces, !href.isEmpty else { return nil }
        let shortValue = String(href.prefix(40)) + (href.count > 40 ? "…" : "")
        let bytes: [UInt8], mediaType: String
        switch ImageReference(String(href)) {
        case .url(let url):
            try unsupported(.unsupportedAttribute, attribute, key: "image URL", element: element,
                            message: "images behind URLs (\(url.prefix(60))) are not fetched; not drawn")
            return nil
        case .data(let type, let base64, let payload):
            guard let decoded = ImageReference.decodePayload(payload, base64: base64) else {
                try invalid(element, PropertyProblem(property: attribute, value: shortValue,
                                                     reason: base64 ? "malformed base64" : "malformed percent-encoding"),
                            consequence: "not drawn")
                return nil
            }
            (bytes, mediaType) = (decoded, type)
        case .file(let path):
            guard let files = ImageFiles(options) else {
                let why = options.imageNesting > 0
                    ? "an SVG image reads no files, as in browsers"
                    : "a document not read from a file has no directory to read images from"
                try unsupported(.unsupportedAttribute, attribute, key: "image file", element: element,
                                message: "\(why) (\(path.prefix(60))); not drawn")
                return nil
            }
            do throws(ImageFileProblem) {
                bytes = try files.read(path)
            } catch {
                try brokenReference(element, attribute, shortValue, "\(Self.describe(error)); not drawn")
                return nil
            }
            let lowered = path.lowercased()
            mediaType = lowered.hasSuffix(".svg") || lowered.hasSuffix(".svgz") ? "image/svg+xml" : ""
        }
        return try decode(bytes, mediaType: mediaType, element, attribute: attribute, value: shortValue)
    }

    private static func describe(_ problem: ImageFileProblem) -> String {
        switch problem {
        case .outsideResourceDirectory(let path): "\(path) is outside the directory tree images are read from"
        case .tooLarge(let size): "the file has \(size) bytes, more than the document size limit"
        case .unreadable(let reason): "cannot read the file: \(reason)"
        }
    }

    /// `bytes` as a picture: PNG, JPEG, GIF and WebP by their first bytes (browsers sniff them whatever
    /// the media type says), SVG by its media type or, failing that, a start that looks like
    /// markup; `nil` (reported) otherwise, or when they do not decode.
    private mutating func decode(_ bytes: [UInt8], mediaType: String, _ element: SourceElement,
                                 attribute: String, value: String) throws(SVGImportError) -> ImageContent? {
        func problem(_ reason: String) throws(SVGImportError) {
            try invalid(element, PropertyProblem(property: attribute, value: value, reason: reason), consequence: "not drawn")
        }
        if let format = EncodedImageFormat(sniffing: bytes, mediaType: mediaType) {
            do throws(ImageDecodingError) {
                return .raster(try RasterImage(encodedData: bytes, format: format))
            } catch {
                try problem(error.description)
                return nil
            }
        }
        if mediaType == "image/svg+xml" || (mediaType.isEmpty && (Self.looksLikeMarkup(bytes)
                                                                  || CompressedSVG.isCompressed(Data(bytes)))) {
            return try svgImage(bytes, element, attribute: attribute, value: value)
        }
        try problem(mediaType.isEmpty ? "the data is neither PNG, JPEG, GIF, WebP nor SVG"
                                      : "\(mediaType) is not a PNG, JPEG, GIF, WebP or SVG image")
        return nil
    }

    /// Whether `bytes` start, after a byte order mark and white space, with `<`.
    private static func looksLikeMarkup(_ bytes: [UInt8]) -> Bool {
        var rest = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        while let first = rest.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
            rest = rest.dropFirst()
        }
        return rest.first == UInt8(ascii: "<")
    }

    /// An SVG document in an `<image>`, imported with this document's options one level deeper
    /// and without access to files; its problems are reported as one warning on the element.
    private mutating func svgImage(_ bytes: [UInt8], _ element: SourceElement,
                                   attribute: String, value: String) throws(SVGImportError) -> ImageContent? {
        var nested = options
        nested.imageNesting += 1
        guard nested.imageNesting <= Self.maxImageNesting else {
            try report(SVGImportWarning(kind: .limitExceeded, element: element.name, attribute: attribute, value: value,
                                        message: "SVG images nested more than \(Self.maxImageNesting) deep are not drawn",
                                        line: element.line, column: element.column))
            return nil
        }
        let imported: (ImportedDocument, [SVGImportWarning])
        do throws(SVGImportError) {
            imported = try SVGImage.importDocument(Data(bytes), options: nested)
        } catch {
            try invalid(element, PropertyProblem(property: attribute, value: value, reason: "the SVG image: \(error)"),
                        consequence: "not drawn")
            return nil
        }
        if let first = imported.1.first {
            let more = imported.1.count > 1 ? " (and \(imported.1.count - 1) more)" : ""
            try report(SVGImportWarning(kind: first.kind, element: element.name, attribute: attribute, value: value,
                                        message: "in the SVG image, \(first)\(more)",
                                        line: element.line, column: element.column))
        }
        return .svg(imported.0)
    }
}
