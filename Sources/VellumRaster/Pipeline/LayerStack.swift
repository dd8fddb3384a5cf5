import VellumBlur
import VellumCore

/// The canvases a frame draws into: the pixmap at the bottom and one transparent offscreen
/// canvas per open layer, composited down with the layer's opacity when it ends. A layer's
/// canvas stores only the pixels its content can reach (its device bounds, cut to the drawing
/// area and the clip), so nested layers on a large canvas cost what they cover. Each canvas
/// tracks the box it has drawn into, which bounds the clearing and compositing work.
///
/// A masked layer is composited through the coverage of a mask: the mask's content is drawn
/// into a layer of its own over the same box, which ``popMask(_:)`` turns into 8-bit coverage.
final class LayerStack {
    /// An offscreen plane — a canvas, or a mask's coverage — recycled between layers and frames.
    /// Its storage is all zeros while it is spare, so a window of any size onto it starts
    /// transparent.
    private final class Buffer<Element: BitwiseCopyable & Numeric> {
        let storage = ScratchBuffer<Element>(zero: 0)
        /// Where the buffer may hold non-transparent pixels.
        var dirty = PixelBox.empty
        /// The device pixels stored while in use.
        var box = PixelBox.empty

        var window: PixelWindow<Element> { PixelWindow(base: storage.pointer, box: box) }

        /// Makes the buffer store the pixels of `box`, all transparent.
        func open(_ box: PixelBox) {
            storage.reserve(box.width * box.height)
            self.box = box
        }

        func clear() {
            window.fill(dirty.intersection(box), with: 0)
            dirty = .empty
        }
    }

    private struct Level {
        let pixels: PixelWindow<UInt32>
        let buffer: Buffer<UInt32>?
        let opacity: UInt32
        let shadow: Shadow?
        /// The filter chain applied to the layer before anything else (device units).
        var filters: [Filter] = []
        let blendMode: BlendMode
        /// Where a blend mode acting outside the layer's drawing acts.
        let extent: PixelBox
        /// The clip the layer and its shadow are composited through.
        let mask: PixelWindow<UInt8>?
        var dirty = PixelBox.empty
        /// The coverage of the mask the layer and its shadow are composited through.
        var coverage: Buffer<UInt8>?
    }

    // Read and marked for every drawing, on the one thread drawing the frame.
    @exclusivity(unchecked) private var levels: [Level] = []
    private var spare: [Buffer<UInt32>] = []
    private var spareCoverage: [Buffer<UInt8>] = []

    /// The canvas drawing goes to.
    var pixels: PixelWindow<UInt32> { levels[levels.count - 1].pixels }

    /// Starts a frame drawing into `pixels`, a `width` × `height` canvas.
    func begin(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        levels.removeAll(keepingCapacity: true)
        levels.append(Level(pixels: PixelWindow(base: pixels, box: PixelBox(width: width, height: height)), buffer: nil,
                            opacity: 255, shadow: nil, blendMode: .normal, extent: .empty, mask: nil))
    }

    /// Records that the current canvas was drawn on inside `box`.
    func markDrawn(_ box: PixelBox) {
        levels[levels.count - 1].dirty = levels[levels.count - 1].dirty.union(box)
    }

    /// Starts a transparent layer holding the pixels of `box`, composited with `opacity`
    /// (clamped to 0…1) by `blendMode` when it ends, over its drop shadow (in device units) when
    /// `shadow` is given, both through `mask` when given. Nothing may be drawn into it outside
    /// `box`; a blend mode that changes the backdrop where the layer is transparent acts on
    /// `extent` (inside `box`; all of it by default).
    func push(box: PixelBox, opacity: Double, shadow: Shadow?, blendMode: BlendMode = .normal,
              extent: PixelBox? = nil, mask: PixelWindow<UInt8>?, filters: [Filter] = []) {
        let buffer = spare.popLast() ?? Buffer()
        buffer.open(box)
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        levels.append(Level(pixels: buffer.window, buffer: buffer, opacity: alpha, shadow: shadow, filters: filters,
                            blendMode: blendMode, extent: extent ?? box, mask: mask))
    }

    /// Whether a layer is open.
    var hasLayer: Bool { levels.count > 1 }

    /// Ends the innermost layer, which holds a mask's content drawn over the box of the layer
    /// below, by turning it into the coverage (by `mode`) the layer below is composited through.
    func popMask(_ mode: RenderMask.Mode) {
        guard levels.count > 2, let content = levels.popLast(), let buffer = content.buffer else { return }
        let coverage = spareCoverage.popLast() ?? Buffer<UInt8>()
        coverage.open(pixels.box)
        let box = content.dirty.intersection(coverage.box)
        if !box.isEmpty {
            for y in box.minY..<box.maxY {
                MaskCoverage.convert(content.pixels.at(x: box.minX, y: y), mode: mode,
                                     into: coverage.window.at(x: box.minX, y: y), count: box.width)
            }
        }
        coverage.dirty = box
        levels[levels.count - 1].coverage = coverage
        buffer.dirty = content.dirty
        buffer.clear()
        spare.append(buffer)
    }

    /// Composites the innermost layer onto the canvas below it, source-over with its opacity,
    /// through its mask, inside `area`; `row` is scratch coverage as wide as the canvas.
    func pop(row: UnsafeMutablePointer<UInt8>, within area: PixelBox) {
        guard levels.count > 1, var layer = levels.popLast(), let buffer = layer.buffer else { return }
        if !layer.filters.isEmpty && (!layer.dirty.isEmpty || Filter.needsWholeRegion(layer.filters)) {
            let box = layer.pixels.box, dirty = layer.dirty.intersection(box)
            let out = FilterPixels(base: layer.pixels.base, stride: box.width, columns: box.minX..<box.maxX,
                                   rows: box.minY..<box.maxY, layout: .rgba)
                .apply(layer.filters, drawn: (dirty.minX..<dirty.maxX, dirty.minY..<dirty.maxY))
            layer.dirty = out.columns.isEmpty || out.rows.isEmpty ? .empty
                : PixelBox(minX: out.columns.lowerBound, minY: out.rows.lowerBound,
                           maxX: out.columns.upperBound, maxY: out.rows.upperBound)
        }
        if let shadow = layer.shadow {
            if layer.opacity == 255 && layer.coverage == nil && layer.blendMode == .normal {
                // At full opacity, shadow then content onto the canvas is content over shadow:
                // one pass fewer.
                markDrawn(DropShadow.draw(shadow, of: layer.pixels, box: layer.dirty, mask: layer.mask,
                                          onto: pixels, within: area))
            } else {
                // The shadow goes beneath the content in the layer, and both take the opacity
                // together, as a group's effects are ordered (and SVG orders filter, opacity).
                let cast = DropShadow.draw(shadow, of: layer.pixels, box: layer.dirty, mask: nil,
                                           onto: layer.pixels, under: true, within: area)
                layer.dirty = layer.dirty.union(cast)
            }
        }
        if layer.blendMode != .normal {
            blend(layer, row: row, within: area)
        } else {
            composite(layer, row: row, within: area)
        }
        buffer.dirty = layer.dirty
        buffer.clear()
        spare.append(buffer)
        if let coverage = layer.coverage {
            coverage.clear()
            spareCoverage.append(coverage)
        }
    }

    /// Composites `layer` source-over onto the canvas below, with its opacity, clip and mask.
    private func composite(_ layer: Level, row: UnsafeMutablePointer<UInt8>, within area: PixelBox) {
        let below = pixels
        // The canvas below holds every pixel the layer's bounds reach; cutting to it only guards
        // memory.
        // Outside its content a mask lets nothing through.
        let box = layer.dirty.intersection(area).intersection(below.box)
            .intersection(layer.coverage.map(\.dirty) ?? layer.dirty)
        if layer.opacity > 0 && !box.isEmpty {
            for y in box.minY..<box.maxY {
                let source = layer.pixels.at(x: box.minX, y: y), destination = below.at(x: box.minX, y: y)
                if layer.mask != nil || layer.coverage != nil {
                    row.update(repeating: UInt8(layer.opacity), count: box.width)
                    if let mask = layer.mask { Compositor.multiply(row, by: mask.at(x: box.minX, y: y), count: box.width) }
                    if let coverage = layer.coverage {
                        Compositor.multiply(row, by: coverage.window.at(x: box.minX, y: y), count: box.width)
                    }
                    Compositor.blend(source, coverage: row, into: destination, count: box.width)
                } else {
                    Compositor.blend(source, coverage: layer.opacity, sourceIsOpaque: false,
                                     into: destination, count: box.width)
                }
            }
            markDrawn(box)
        }
    }

    /// Composites `layer` onto the canvas below by its blend mode: the layer scaled by its
    /// opacity and mask, weighed against the backdrop by the clip. A mode that changes the
    /// backdrop where the layer is transparent covers the layer's extent.
    private func blend(_ layer: Level, row: UnsafeMutablePointer<UInt8>, within area: PixelBox) {
        let below = pixels
        let reach = layer.blendMode.affectsBackdropOutsideSource ? layer.extent : layer.dirty
        let box = reach.intersection(area).intersection(below.box)
        guard !box.isEmpty else { return }
        for y in box.minY..<box.maxY {
            row.update(repeating: UInt8(layer.opacity), count: box.width)
            if let coverage = layer.coverage {
                // Outside the mask's drawn content its coverage is zero.
                let drawn = coverage.dirty.intersection(box)
                if drawn.isEmpty || y < drawn.minY || y >= drawn.maxY {
                    row.update(repeating: 0, count: box.width)
                } else {
                    row.update(repeating: 0, count: drawn.minX - box.minX)
                    Compositor.multiply(row + (drawn.minX - box.minX), by: coverage.window.at(x: drawn.minX, y: y),
                                        count: drawn.width)
                    (row + (drawn.maxX - box.minX)).update(repeating: 0, count: box.maxX - drawn.maxX)
                }
            }
            BlendCompositor.composite(layer.blendMode, layer.pixels.at(x: box.minX, y: y), layerCoverage: row,
                                      clipCoverage: layer.mask.map { UnsafePointer($0.at(x: box.minX, y: y)) },
                                      into: below.at(x: box.minX, y: y), count: box.width)
        }
        markDrawn(box)
    }

    /// Ends the frame; every layer must have been popped.
    func end() {
        levels.removeAll(keepingCapacity: true)
    }
}
