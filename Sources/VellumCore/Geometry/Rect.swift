/// An axis-aligned rectangle given by its origin (top-left corner, y down) and size, like `CGRect`.
///
/// A rectangle with a negative width or height is *standardized* by the accessors: `minX` is always
/// the smaller x, as in Core Graphics.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its dimensions.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with the given size.
    @inlinable public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The smallest rectangle containing both points.
    @inlinable public init(corner a: Point, _ b: Point) {
        self.init(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y),
                  width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The rectangle that contains nothing, not even a point (as `CGRect.null`): the neutral
    /// element of ``union(_:)``.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is ``null``.
    @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
}

// MARK: - Edges and centre

extension Rect {
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width, never negative.
    @inlinable public var width: Double { abs(size.width) }
    /// The height, never negative.
    @inlinable public var height: Double { abs(size.height) }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle encloses no area.
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }
    /// Whether every coordinate is finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }
    /// The same rectangle with a non-negative width and height.
    @inlinable public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }
}

// MARK: - Derived rectangles

extension Rect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown when negative).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, leading: dx, bottom: dy, trailing: dx))
    }

    /// The rectangle shrunk by per-edge insets. Each edge moves on its own (see
    /// ``init(minX:minY:maxX:maxY:)``), so a far edge is not lost when the rectangle is huge.
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        Rect(minX: minX + insets.leading, minY: minY + insets.top,
             maxX: maxX - insets.trailing, maxY: maxY - insets.bottom)
    }

    /// The rectangle moved by (`dx`, `dy`), each edge on its own as ``inset(by:)`` moves them.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The rectangle from `minX` to `maxX` and `minY` to `maxY`, which always reaches both
    /// corners: when the coordinates differ so much in magnitude that `maxX - minX` rounds down
    /// (a side from −1e300 to 99 has a width of 1e300, and −1e300 + 1e300 is 0, not 99), the
    /// width or height is rounded up until it does. Bounds built this way never lose an edge.
    @inlinable public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: Self.extent(from: minX, to: maxX), height: Self.extent(from: minY, to: maxY))
    }

    /// `high - low`, rounded up as far as `low + extent >= high` needs.
    @inlinable static func extent(from low: Double, to high: Double) -> Double {
        var extent = high - low
        // Each step is one unit in the last place; one or two suffice for finite values.
        while low + extent < high && extent.isFinite { extent = extent.nextUp }
        return extent
    }

    /// The smallest rectangle containing both. A rectangle with no width and no height (a point)
    /// still counts, wherever it is, since a hairline or a dot is drawn there; only ``null`` —
    /// the union's neutral element — contributes nothing.
    @inlinable public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The overlap of both rectangles, or `nil` when they do not overlap.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// Whether the rectangles overlap in an area or along an edge.
    @inlinable public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

    /// Whether the point lies inside; the top and left edges are inside, the bottom and right are not.
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle.
    @inlinable public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

extension Rect: CustomStringConvertible {
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
