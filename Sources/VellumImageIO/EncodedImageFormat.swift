import VellumCore

/// The raster file formats Vellum decodes, told apart by their first bytes: the one place the
/// signatures are read, for the SVG importer's `<image>` and the scene's `Image` alike.
public enum EncodedImageFormat: String, CaseIterable, Hashable, Sendable {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"
    case webp = "WebP"

    /// The format `bytes` are in by their signature (browsers sniff them whatever a media type
    /// says), else by `mediaType` (`image/png`, `image/jpeg`, `image/jpg`, `image/gif`,
    /// `image/webp`); `nil` when neither names one of the four.
    public init?(sniffing bytes: [UInt8], mediaType: String = "") {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            self = .jpeg
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if bytes.starts(with: Array("RIFF".utf8)), bytes.dropFirst(8).starts(with: Array("WEBP".utf8)) {
            self = .webp
        } else {
            switch mediaType {
            case "image/png": self = .png
            case "image/jpeg", "image/jpg": self = .jpeg
            case "image/gif": self = .gif
            case "image/webp": self = .webp
            default: return nil
            }
        }
    }
}

extension RasterImage {
    /// Decodes `data` in `format`.
    public init(encodedData data: [UInt8], format: EncodedImageFormat) throws(ImageDecodingError) {
        switch format {
        case .png: try self.init(pngData: data)
        case .jpeg: try self.init(jpegData: data)
        case .gif: try self.init(gifData: data)
        case .webp: try self.init(webpData: data)
        }
    }

    /// Decodes a PNG, JPEG, GIF or WebP file's bytes, the format told by their first bytes.
    ///
    /// - Throws: ``ImageDecodingError`` when the bytes are in none of the four formats (format
    ///   `image`) or do not decode.
    public init(encodedData data: [UInt8]) throws(ImageDecodingError) {
        guard let format = EncodedImageFormat(sniffing: data) else {
            throw ImageDecodingError(format: "image",
                                     reason: data.isEmpty ? "no data" : "the data is neither PNG, JPEG, GIF nor WebP")
        }
        try self.init(encodedData: data, format: format)
    }
}
