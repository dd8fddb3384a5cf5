import VellumCore

/// An axis-aligned box of whole pixels, `minX..<maxX` × `minY..<maxY`, used for clip bounds,
/// dirty regions and the device bounds of a path.
struct PixelBox: Hashable, Sendable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// The box with nothing in it.
    static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// The whole of a `width` × `height` canvas.
    init(width: Int, height: Int) {
        self.init(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// The pixels of `rect`, whose edges lie on whole pixels (``RenderBounds/wholePixels(_:)``);
    /// clamped as ``init(enclosing:)`` clamps.
    init(wholePixels rect: Rect) {
        self = PixelBox(enclosing: rect)
        (minX, minY, maxX, maxY) = (minX + 1, minY + 1, maxX - 1, maxY - 1)
    }

    /// The whole pixels `rect` touches, plus one pixel around them for anti-aliasing; empty for a
    /// rectangle with a NaN coordinate, and clamped for one too far out to count in pixels.
    init(enclosing rect: Rect) {
        guard !rect.minX.isNaN, !rect.minY.isNaN, !rect.maxX.isNaN, !rect.maxY.isNaN else {
            self = .empty
            return
        }
        let limit = Double(Int32.max)
        func pixel(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        self.init(minX: pixel(rect.minX.rounded(.down) - 1), minY: pixel(rect.minY.rounded(.down) - 1),
                  maxX: pixel(rect.maxX.rounded(.up) + 1), maxY: pixel(rect.maxY.rounded(.up) + 1))
    }

    /// The same pixels as a rectangle in device coordinates.
    var rect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The overlap of both boxes; empty when they do not overlap.
    func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY),
                           maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return box.isEmpty ? .empty : box
    }

    /// The box grown by how far `shadow` carries a pixel: its offset and its blur's reach, and
    /// one pixel for the sub-pixel part of the offset.
    func grown(by shadow: Shadow) -> PixelBox {
        let limit = Double(Int32.max / 4)
        // A NaN offset (cast through an overflowing transform) counts as the farthest.
        func reach(_ offset: Double) -> Int { Int(offset.isNaN ? limit : min(abs(offset), limit)) }
        let dx = reach(shadow.offset.x) + shadow.blurReach + 1
        let dy = reach(shadow.offset.y) + shadow.blurReach + 1
        return PixelBox(minX: minX - dx, minY: minY - dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The box grown by `reach` pixels on every side (an empty box stays empty).
    func grown(by reach: Int) -> PixelBox {
        guard reach > 0, !isEmpty else { return self }
        return PixelBox(minX: minX - reach, minY: minY - reach, maxX: maxX + reach, maxY: maxY + reach)
    }

    /// The smallest box holding both; an empty box contributes nothing.
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}
