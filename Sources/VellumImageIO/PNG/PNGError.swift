import VellumCore

/// Why a PNG could not be read or written.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a PNG libpng can decode; `reason` is libpng's message.
    case decodingFailed(reason: String)
    /// libpng could not encode the pixels; `reason` is its message.
    case encodingFailed(reason: String)
    /// The PNG's dimensions are not a valid canvas size.
    case unsupportedSize(CanvasError)
    /// Writing the file at `path` failed; `reason` is the system's message.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .decodingFailed(let reason): "cannot decode PNG data: \(reason)"
        case .encodingFailed(let reason): "cannot encode PNG: \(reason)"
        case .unsupportedSize(let error): "cannot decode PNG: \(error)"
        case .writeFailed(let path, let reason): "cannot write PNG file '\(path)': \(reason)"
        }
    }
}
