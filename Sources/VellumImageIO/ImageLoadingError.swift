/// Why a picture could not be loaded from a file or from bytes: what was read, and why it could
/// not be used. The description names the file.
public enum ImageLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read (it does not exist, is a directory, may not be read…).
    case unreadableFile(path: String, reason: String)
    /// The file was read but its bytes are no image Vellum decodes.
    case undecodableFile(path: String, ImageDecodingError)
    /// Bytes given directly (not from a file) are no image Vellum decodes.
    case undecodableData(byteCount: Int, ImageDecodingError)
    /// A named image (SwiftUI's `Image(_:bundle:)`) was not found among the bundle's resources;
    /// `directory` is where Vellum looked.
    case missingResource(name: String, directory: String)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            "cannot read image file '\(path)': \(reason)"
        case .undecodableFile(let path, let error):
            "image file '\(path)' is not a usable image: \(error)"
        case .undecodableData(let count, let error):
            "image data (\(count) bytes) is not a usable image: \(error)"
        case .missingResource(let name, let directory):
            "no image resource named '\(name)' (with or without a .png, .jpg, .jpeg, .gif or .webp extension) in \(directory)"
        }
    }
}
