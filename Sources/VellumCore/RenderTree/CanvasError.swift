/// Why a canvas could not be made: the one error every backend gives for a canvas size it cannot
/// render (see ``CanvasSize``).
public enum CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side was NaN or infinite.
    case nonFiniteSize(width: Double, height: Double)
    /// A side was zero or negative.
    case nonPositiveSize(width: Int, height: Int)
    /// A side exceeded ``CanvasSize/maxSide``.
    case sideTooLong(width: Int, height: Int, limit: Int)
    /// The pixel count exceeded ``CanvasSize/maxPixelCount``.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// Pixel data of the wrong length was supplied.
    case byteCountMismatch(width: Int, height: Int, expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .nonFiniteSize(let w, let h):
            "invalid canvas size \(w)×\(h): width and height must be finite numbers"
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

/// A canvas size every backend accepts: whole pixels, each side from 1 to ``maxSide``, at most
/// ``maxPixelCount`` pixels. Backends take sizes in `Double` (an SVG may be 100.5 wide) and check
/// them with this one rule, the raster backend rounding fractional sides up.
public struct CanvasSize: Hashable, Sendable {
    /// The widest or tallest canvas allowed, in pixels.
    public static let maxSide = 32_768
    /// The most pixels a canvas may have (2²⁸, a 1 GiB pixel buffer).
    public static let maxPixelCount = 1 << 28

    /// Width in whole pixels.
    public let width: Int
    /// Height in whole pixels.
    public let height: Int

    /// Checks a size in whole pixels.
    public init(width: Int, height: Int) throws(CanvasError) {
        guard width > 0, height > 0 else { throw .nonPositiveSize(width: width, height: height) }
        guard width <= Self.maxSide, height <= Self.maxSide else {
            throw .sideTooLong(width: width, height: height, limit: Self.maxSide)
        }
        guard width * height <= Self.maxPixelCount else {
            throw .tooManyPixels(width: width, height: height, limit: Self.maxPixelCount)
        }
        self.width = width
        self.height = height
    }

    /// Checks `size`, each side rounded up to whole pixels.
    public init(_ size: Size) throws(CanvasError) {
        guard size.width.isFinite, size.height.isFinite else {
            throw .nonFiniteSize(width: size.width, height: size.height)
        }
        // Clamp before converting: Int(_:) traps on values it cannot hold.
        func pixels(_ v: Double) -> Int { Int(min(max(v.rounded(.up), -1), Double(Int32.max))) }
        try self.init(width: pixels(size.width), height: pixels(size.height))
    }
}
