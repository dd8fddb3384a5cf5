import VellumCore

/// The canvases a frame draws into: the pixmap at the bottom and one transparent offscreen
/// canvas per open layer, composited down with the layer's opacity when it ends. Each canvas
/// tracks the box it has drawn into, which bounds the clearing and compositing work.
final class LayerStack {
    /// An offscreen canvas, recycled between layers and frames.
    private final class Buffer {
        let pixels: ScratchBuffer<UInt32>
        /// Where the buffer may hold non-transparent pixels.
        var dirty = PixelBox.empty

        init(count: Int) { pixels = ScratchBuffer(capacity: count, zero: 0) }

        func clear(width: Int) {
            guard !dirty.isEmpty else { return }
            for y in dirty.minY..<dirty.maxY {
                (pixels.pointer + y * width + dirty.minX).update(repeating: 0, count: dirty.width)
            }
            dirty = .empty
        }
    }

    private struct Level {
        let pixels: UnsafeMutablePointer<UInt32>
        let buffer: Buffer?
        let opacity: UInt32
        let shadow: Shadow?
        /// The clip the layer and its shadow are composited through.
        let mask: UnsafePointer<UInt8>?
        var dirty = PixelBox.empty
    }

    private var levels: [Level] = []
    private var spare: [Buffer] = []
    private var width = 0, height = 0

    /// The canvas drawing goes to.
    var pixels: UnsafeMutablePointer<UInt32> { levels[levels.count - 1].pixels }

    /// Starts a frame drawing into `pixels`, a `width` × `height` canvas.
    func begin(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        if width != self.width || height != self.height {
            spare.removeAll()
            (self.width, self.height) = (width, height)
        }
        levels.removeAll(keepingCapacity: true)
        levels.append(Level(pixels: pixels, buffer: nil, opacity: 255, shadow: nil, mask: nil))
    }

    /// Records that the current canvas was drawn on inside `box`.
    func markDrawn(_ box: PixelBox) {
        levels[levels.count - 1].dirty = levels[levels.count - 1].dirty.union(box)
    }

    /// Starts a transparent layer composited with `opacity` (clamped to 0…1) when it ends, over
    /// its drop shadow (in device units) when `shadow` is given, both through `mask` when given.
    func push(opacity: Double, shadow: Shadow?, mask: UnsafePointer<UInt8>?) {
        let buffer = spare.popLast() ?? Buffer(count: width * height)
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        levels.append(Level(pixels: buffer.pixels.pointer, buffer: buffer, opacity: alpha, shadow: shadow, mask: mask))
    }

    /// Whether a layer is open.
    var hasLayer: Bool { levels.count > 1 }

    /// Composites the innermost layer onto the canvas below it, source-over with its opacity,
    /// through its mask, inside `area`; `row` is scratch coverage as wide as the canvas.
    func pop(row: UnsafeMutablePointer<UInt8>, within area: PixelBox) {
        guard levels.count > 1, var layer = levels.popLast(), let buffer = layer.buffer else { return }
        if let shadow = layer.shadow {
            if layer.opacity == 255 {
                // At full opacity, shadow then content onto the canvas is content over shadow:
                // one pass fewer.
                markDrawn(DropShadow.draw(shadow, of: layer.pixels, box: layer.dirty, mask: layer.mask,
                                          onto: pixels, width: width, height: height, within: area))
            } else {
                // The shadow goes beneath the content in the layer, and both take the opacity
                // together, as a group's effects are ordered (and SVG orders filter, opacity).
                let cast = DropShadow.draw(shadow, of: layer.pixels, box: layer.dirty, mask: nil,
                                           onto: layer.pixels, under: true, width: width, height: height, within: area)
                layer.dirty = layer.dirty.union(cast)
            }
        }
        let box = layer.dirty.intersection(area)
        if layer.opacity > 0 && !box.isEmpty {
            let below = pixels
            for y in box.minY..<box.maxY {
                let offset = y * width + box.minX
                if let mask = layer.mask {
                    row.update(repeating: UInt8(layer.opacity), count: box.width)
                    Compositor.multiply(row, by: mask + offset, count: box.width)
                    Compositor.blend(layer.pixels + offset, coverage: row, into: below + offset, count: box.width)
                } else {
                    Compositor.blend(layer.pixels + offset, coverage: layer.opacity, sourceIsOpaque: false,
                                     into: below + offset, count: box.width)
                }
            }
            markDrawn(box)
        }
        buffer.dirty = layer.dirty
        buffer.clear(width: width)
        spare.append(buffer)
    }

    /// Ends the frame; every layer must have been popped.
    func end() {
        levels.removeAll(keepingCapacity: true)
    }
}
