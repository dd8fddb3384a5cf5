import Foundation
import VellumCore
import VellumRaster

extension Importer {
    /// An `<image>` with an embedded PNG or JPEG (a `data:` URI in `href` or `xlink:href`): a
    /// rectangle filled with the image as a paint, fitted into `x`, `y`, `width`, `height` (each
    /// `auto` or absent: the image's own size in pixels, as SVG 2 says) by `preserveAspectRatio`,
    /// clipped to that viewport for `slice`; under the element's transform, clip, mask and
    /// opacity. Images behind other URLs are not fetched (one warning); undecodable data is
    /// reported and not drawn.
    mutating func image(_ element: SourceElement, _ style: Style,
                        _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        guard style.isVisible, let image = try decodedImage(element) else { return [] }
        let transform = try transform(of: element)
        var reader = LengthReader(element: element, viewport: context.viewport, fontSize: style.fontSize)
        let natural = Size(width: Double(image.width), height: Double(image.height))
        let x = reader.length("x", .horizontal), y = reader.length("y", .vertical)
        var width = reader.optionalNonNegative("width", .horizontal)
        var height = reader.optionalNonNegative("height", .vertical)
        for problem in reader.problems { try invalid(element, problem) }
        // One side given: the other follows the image's aspect ratio.
        switch (width, height) {
        case (nil, nil): (width, height) = (natural.width, natural.height)
        case (let w?, nil): height = w * natural.height / natural.width
        case (nil, let h?): width = h * natural.width / natural.height
        default: break
        }
        guard let width, let height, width > 0, height > 0 else { return [] }
        let viewport = Rect(x: x, y: y, width: width, height: height)
        let aspect = try aspectRatio(of: element)
        let fit = aspect.transform(mapping: Rect(size: natural), into: viewport.size)
            .concatenating(AffineTransform(translationX: x, y: y))
        let paint = ImagePaint(image, transform: fit)
        // The image's rectangle, cut to the viewport (which only `slice` overflows).
        guard let shown = paint.pixelRect.applying(fit).intersection(viewport), !shown.isEmpty else { return [] }
        let shape = ImportedShape(path: Path(shown), transform: .identity, fill: .image(paint), fillRule: .nonZero,
                                  stroke: nil, strokeStyle: StrokeStyle())
        return try wrap([.shape(shape)], of: element, style, transform: transform)
    }

    /// The image `element` embeds, or `nil` (reported) when it names an external file, has no
    /// usable data, or the data does not decode.
    private mutating func decodedImage(_ element: SourceElement) throws(SVGImportError) -> RasterImage? {
        let attribute = element["href"] != nil ? "href" : "xlink:href"
        guard let href = element[attribute]?.trimmingSpaces, !href.isEmpty else { return nil }
        guard href.lowercased().hasPrefix("data:") else {
            try unsupported(.unsupportedAttribute, attribute, key: "external image", element: element,
                            message: "images outside the document (\(href.prefix(60))) are not fetched; not drawn")
            return nil
        }
        let shortValue = String(href.prefix(40)) + (href.count > 40 ? "…" : "")
        func problem(_ reason: String) throws(SVGImportError) {
            try invalid(element, PropertyProblem(property: attribute, value: shortValue, reason: reason),
                        consequence: "not drawn")
        }
        guard let comma = href.firstIndex(of: ",") else {
            try problem("a data URI needs a comma")
            return nil
        }
        let header = href[href.index(href.startIndex, offsetBy: 5)..<comma].lowercased()
        let parameters = header.split(separator: ";").map { $0.trimmingSpaces }
        // `data:;base64,…` names no media type: its first parameter is not one.
        let mediaType = parameters.first.map(String.init).flatMap { $0.contains("/") ? $0 : nil } ?? ""
        guard parameters.contains("base64") else {
            try problem("only base64 data URIs are read")
            return nil
        }
        var text = String(href[href.index(after: comma)...].filter { !$0.isWhitespace })
        // Browsers' forgiving base64 accepts data without its final padding.
        if text.count % 4 > 1 { text += String(repeating: "=", count: 4 - text.count % 4) }
        guard let data = Data(base64Encoded: text).map({ [UInt8]($0) }) else {
            try problem("malformed base64")
            return nil
        }
        if mediaType == "image/svg+xml" {
            try unsupported(.unsupportedAttribute, attribute, key: "SVG image", element: element,
                            message: "SVG images in an <image> are not imported; not drawn")
            return nil
        }
        let decoded: Result<RasterImage?, ImageDecodingError>
        do throws(ImageDecodingError) {
            decoded = .success(try Self.decode(data, mediaType: mediaType))
        } catch {
            decoded = .failure(error)
        }
        switch decoded {
        case .success(let image?): return image
        case .success(nil):
            try problem(mediaType.isEmpty ? "the data is neither PNG nor JPEG" : "\(mediaType) is not a PNG or JPEG image")
        case .failure(let error): try problem(error.description)
        }
        return nil
    }

    /// `data` decoded as the PNG or JPEG `mediaType` names, or as its first bytes say when
    /// `mediaType` names neither (browsers sniff the bytes whatever the header says); `nil` when
    /// they are neither.
    private static func decode(_ data: [UInt8], mediaType: String) throws(ImageDecodingError) -> RasterImage? {
        switch mediaType {
        case "image/png": return try RasterImage(pngData: data)
        case "image/jpeg", "image/jpg": return try RasterImage(jpegData: data)
        default:
            if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try RasterImage(pngData: data) }
            if data.starts(with: [0xFF, 0xD8]) { return try RasterImage(jpegData: data) }
            return nil
        }
    }
}
