import VellumCore

extension Pixmap {
    /// The pixels of the `width` × `height` rectangle at (`x`, `y`), which must lie inside the
    /// pixmap.
    public func cropped(x: Int, y: Int, width: Int, height: Int) throws(CanvasError) -> Pixmap {
        precondition(x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height,
                     "crop rectangle outside the pixmap")
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 4
            out.append(contentsOf: bytes[start..<(start + width * 4)])
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: out)
    }
}
