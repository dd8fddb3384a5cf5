import VellumImageIO

extension APNGEncoder {
    /// Adds a frame: `pixmap` placed at (`x`, `y`) on the canvas, shown for `delay`. The first
    /// frame must cover the whole canvas.
    public mutating func addFrame(_ pixmap: Pixmap, x: Int = 0, y: Int = 0, delay: Delay) throws(PNGError) {
        try addFrame(width: pixmap.width, height: pixmap.height, premultipliedPixels: pixmap.bytes, x: x, y: y,
                     delay: delay)
    }
}
