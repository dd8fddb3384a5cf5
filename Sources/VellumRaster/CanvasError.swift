/// Why a ``Pixmap`` could not be created.
public enum CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side was zero or negative.
    case nonPositiveSize(width: Int, height: Int)
    /// A side exceeded ``Pixmap/maxSide``.
    case sideTooLong(width: Int, height: Int, limit: Int)
    /// The pixel count exceeded ``Pixmap/maxPixelCount``.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// Pixel data of the wrong length was supplied.
    case byteCountMismatch(width: Int, height: Int, expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .nonPositiveSize(let w, let h):
            "invalid canvas size \(w)×\(h): width and height must be positive"
        case .sideTooLong(let w, let h, let limit):
            "canvas size \(w)×\(h) is too large: each side must be at most \(limit) pixels"
        case .tooManyPixels(let w, let h, let limit):
            "canvas size \(w)×\(h) is too large: \(w.multipliedReportingOverflow(by: h).partialValue) pixels "
                + "exceed the limit of \(limit)"
        case .byteCountMismatch(let w, let h, let expected, let actual):
            "pixel data for a \(w)×\(h) canvas must be \(expected) bytes, got \(actual)"
        }
    }
}
