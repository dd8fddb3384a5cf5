/// A width and a height, as Core Graphics' `CGSize`.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// Creates a size from its dimensions.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with both dimensions equal.
    @inlinable public init(square side: Double) {
        self.init(width: side, height: side)
    }

    /// The zero size.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Both dimensions multiplied by `s`.
    @inlinable public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(width)×\(height)" }
}
