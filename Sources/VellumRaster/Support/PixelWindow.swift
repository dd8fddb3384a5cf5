/// A rectangle of a device-pixel plane stored on its own: only the pixels of `box` exist, row
/// after row, so a layer or clip mask costs memory for the pixels it can touch rather than for
/// the whole canvas. Callers address it in device coordinates.
struct PixelWindow<Element> {
    /// The pixel at (`box.minX`, `box.minY`).
    let base: UnsafeMutablePointer<Element>
    /// The device pixels stored.
    let box: PixelBox

    /// The pixel at device (`x`, `y`), which must lie inside `box`. Wrapping arithmetic: inside
    /// the box the offset is below the window's pixel count, and the checks would run on every
    /// span.
    @inline(__always)
    func at(x: Int, y: Int) -> UnsafeMutablePointer<Element> {
        base + ((y &- box.minY) &* (box.maxX &- box.minX) &+ (x &- box.minX))
    }

    /// Sets the pixels of `region` (inside `box`) to `value`.
    func fill(_ region: PixelBox, with value: Element) {
        guard !region.isEmpty else { return }
        for y in region.minY..<region.maxY {
            at(x: region.minX, y: y).update(repeating: value, count: region.width)
        }
    }
}
