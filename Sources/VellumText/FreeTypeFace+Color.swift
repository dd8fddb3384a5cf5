import CFreeType
import VellumCore
import VellumImageIO

/// What a colour glyph decoded from the face, and whether its paint graph had to be cut short.
struct DecodedColorGlyph: Sendable {
    var glyph: ColorGlyph
    /// The `COLR` paint graph was deeper than ``ColorGlyph/maximumPaintDepth`` (a cycle, or a
    /// damaged table) or had more than ``ColorGlyph/maximumPaints`` paints: what was reached is
    /// drawn, the rest left out.
    var isTruncated: Bool
}

extension FreeTypeFace {
    /// Whether the face has colour glyphs (`COLR`/`CPAL` or `CBDT`/`CBLC` tables).
    var hasColor: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 }

    /// The colour form of `glyph`: its `COLR` version 1 paint graph, else its version 0 layers,
    /// else its bitmap from the `CBDT` strike nearest above `pixelsPerEm` (the largest strike
    /// when all are smaller). `nil` when the glyph has none. `foreground` is the colour of
    /// palette entry 0xFFFF, the text's own.
    mutating func loadColorGlyph(_ glyph: GlyphID, unitsPerEm: Double, pixelsPerEm: Double,
                                 foreground: Color) -> DecodedColorGlyph? {
        guard hasColor else { return nil }
        if paintTable == nil { paintTable = .some(COLRPaintTable(face: face)) }
        var walker = ColorPaintWalker(face: face, table: paintTable ?? nil, foreground: foreground)
        if let layers = walker.version1Layers(of: glyph) {
            return DecodedColorGlyph(glyph: .layers(layers), isTruncated: walker.isTruncated)
        }
        if let layers = walker.version0Layers(of: glyph) {
            return DecodedColorGlyph(glyph: .layers(layers), isTruncated: false)
        }
        return loadColorBitmap(glyph, unitsPerEm: unitsPerEm, pixelsPerEm: pixelsPerEm)
            .map { DecodedColorGlyph(glyph: .bitmap($0), isTruncated: false) }
    }

    /// The index of the fixed-size strike nearest above `pixelsPerEm`, or the largest.
    private func strike(for pixelsPerEm: Double) -> (index: Int32, pixelsPerEm: Double)? {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
        let strikes = (0..<count).map { (index: Int32($0), pixelsPerEm: Double(sizes[$0].y_ppem) / 64) }
            .filter { $0.pixelsPerEm > 0 }
        return strikes.filter { $0.pixelsPerEm >= pixelsPerEm }.min { $0.pixelsPerEm < $1.pixelsPerEm }
            ?? strikes.max { $0.pixelsPerEm < $1.pixelsPerEm }
    }

    /// `glyph`'s BGRA bitmap from a strike, as premultiplied RGBA and the rectangle it covers in
    /// font units.
    private func loadColorBitmap(_ glyph: GlyphID, unitsPerEm: Double, pixelsPerEm: Double) -> ColorBitmap? {
        guard let strike = strike(for: pixelsPerEm), FT_Select_Size(face, strike.index) == 0,
              FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_BITMAP,
              slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let bitmap = slot.pointee.bitmap
        let (width, height) = (Int(bitmap.width), Int(bitmap.rows))
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            // FreeType's BGRA is premultiplied already; only the channel order changes.
            let row = buffer + y * Int(bitmap.pitch)
            for x in 0..<width {
                let (source, target) = (row + 4 * x, (y * width + x) * 4)
                (pixels[target], pixels[target + 1], pixels[target + 2], pixels[target + 3])
                    = (source[2], source[1], source[0], source[3])
            }
        }
        guard let png = try? PNGCodec.encode(width: width, height: height, premultipliedPixels: pixels),
              let image = try? RasterImage(width: width, height: height, pixels: pixels,
                                           encoded: .init(mediaType: "image/png", bytes: png)) else { return nil }
        let unitsPerPixel = unitsPerEm / strike.pixelsPerEm
        let rect = Rect(x: Double(slot.pointee.bitmap_left) * unitsPerPixel,
                        y: -Double(slot.pointee.bitmap_top) * unitsPerPixel,
                        width: Double(width) * unitsPerPixel, height: Double(height) * unitsPerPixel)
        return ColorBitmap(image: image, rect: rect)
    }
}

/// Walks a face's `COLR` data into ``ColorGlyphLayer``s, with colours from its `CPAL` palette 0.
///
/// Coordinates are turned from the font's y-up space into Vellum's y-down one as they are read.
/// A version 1 paint graph may be malformed — a `PaintColrGlyph` that leads back to itself, a
/// graph that fans out exponentially — so the walk stops at ``ColorGlyph/maximumPaintDepth``
/// nested paints and after ``ColorGlyph/maximumPaints`` paints, and says so in ``isTruncated``.
struct ColorPaintWalker {

    let face: FT_Face
    /// The version 1 paint graphs, when the face has them.
    let table: COLRPaintTable?
    let foreground: Color
    private let palette: [Color]
    private var visited = 0
    private(set) var isTruncated = false

    init(face: FT_Face, table: COLRPaintTable?, foreground: Color) {
        self.face = face
        self.table = table
        self.foreground = foreground
        var data = FT_Palette_Data()
        var entries: UnsafeMutablePointer<FT_Color>?
        if FT_Palette_Data_Get(face, &data) == 0, data.num_palettes > 0,
           FT_Palette_Select(face, 0, &entries) == 0, let entries {
            palette = (0..<Int(data.num_palette_entries)).map {
                let c = entries[$0]
                return Color(red8: Int(c.red), green8: Int(c.green), blue8: Int(c.blue), alpha8: Int(c.alpha))
            }
        } else {
            palette = []
        }
    }

    /// The colour of palette entry `index` at `alpha`: 0xFFFF (and an index the palette lacks)
    /// is the text's own colour.
    private func color(_ index: UInt16, alpha: Double) -> Color {
        let base = Int(index) < palette.count ? palette[Int(index)] : foreground
        return base.opacity(alpha)
    }


    /// The outline of `glyph` in font units, y down.
    private func outline(_ glyph: UInt32) -> Path {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        return Path(freeTypeOutline: &slot.pointee.outline)
    }

    /// `glyph`'s `COLR` version 0 layers (outlines filled with palette colours), or `nil` when it
    /// has none.
    mutating func version0Layers(of glyph: GlyphID) -> [ColorGlyphLayer]? {
        var iterator = FT_LayerIterator(num_layers: 0, layer: 0, p: nil)
        var layerGlyph: FT_UInt = 0, colorIndex: FT_UInt = 0
        var layers: [ColorGlyphLayer] = []
        while FT_Get_Color_Glyph_Layer(face, glyph, &layerGlyph, &colorIndex, &iterator) != 0 {
            layers.append(.fill(outline(layerGlyph), .color(color(UInt16(truncatingIfNeeded: colorIndex), alpha: 1))))
        }
        return layers.isEmpty ? nil : layers
    }

    /// `glyph`'s `COLR` version 1 layers, or `nil` when it has no version 1 graph.
    mutating func version1Layers(of glyph: GlyphID) -> [ColorGlyphLayer]? {
        guard let root = table?.rootPaint(of: glyph) else { return nil }
        return layers(of: root, transform: .identity, depth: 0)
    }

    /// The layers the paint at `offset` draws, `transform` mapping its space into the glyph's.
    mutating func layers(of offset: Int, transform: AffineTransform, depth: Int) -> [ColorGlyphLayer] {
        visited += 1
        guard depth < ColorGlyph.maximumPaintDepth, visited <= ColorGlyph.maximumPaints else {
            isTruncated = true
            return []
        }
        guard let table, let node = table.paint(at: offset) else { return [] }
        switch node {
        case let .layers(first, count):
            var layers: [ColorGlyphLayer] = []
            for index in first..<first + count where !isTruncated {
                guard let child = table.layer(index) else { break }
                layers += self.layers(of: child, transform: transform, depth: depth + 1)
            }
            return layers
        case let .glyph(glyph, child):
            let path = outline(glyph).applying(transform)
            guard let fill = paint(of: child, transform: transform, depth: depth + 1) else {
                // A clip around more than one fill: the fills are drawn unclipped.
                return layers(of: child, transform: transform, depth: depth + 1)
            }
            return [.fill(path, fill)]
        case let .colrGlyph(glyph):
            guard let root = table.rootPaint(of: glyph) else { return [] }
            return layers(of: root, transform: transform, depth: depth + 1)
        case let .composite(source, mode, backdrop):
            let sourceLayers = layers(of: source, transform: transform, depth: depth + 1)
            let backdropLayers = layers(of: backdrop, transform: transform, depth: depth + 1)
            // DEST keeps the backdrop alone.
            if mode == 2 { return backdropLayers }
            return [.composite(source: sourceLayers, mode: Self.blendMode(mode), backdrop: backdropLayers)]
        case let .transformed(child, inner):
            return layers(of: child, transform: inner.concatenating(transform), depth: depth + 1)
        case .solid, .linearGradient, .radialGradient, .sweepGradient:
            // A fill outside any glyph paints everywhere; nothing bounds it, so it is left out.
            return []
        }
    }

    /// The paint a fill node gives, under any transforms, in the glyph's space; `nil` when the
    /// node is not a fill.
    private mutating func paint(of offset: Int, transform: AffineTransform, depth: Int) -> Paint? {
        guard depth < ColorGlyph.maximumPaintDepth else { isTruncated = true; return nil }
        guard let node = table?.paint(at: offset) else { return nil }
        switch node {
        case let .solid(index, alpha):
            return .color(color(index, alpha: alpha))
        case let .linearGradient(line, p0, p1, p2):
            let (gradient, spread) = colorLine(line)
            return .linearGradient(LinearGradient(gradient: gradient, start: p0, end: Self.linearEnd(p0, p1, p2),
                                                  spread: spread, transform: transform))
        case let .radialGradient(line, c0, r0, c1, r1):
            let (gradient, spread) = colorLine(line)
            return .radialGradient(RadialGradient(gradient: gradient, center: c1, radius: r1, focus: c0,
                                                  focusRadius: r0, spread: spread, transform: transform))
        case let .sweepGradient(line, center, start, end):
            // Sweep gradients do not repeat: pad.
            return .angularGradient(AngularGradient(gradient: colorLine(line).gradient, center: center,
                                                    startAngle: .degrees(start), endAngle: .degrees(end),
                                                    transform: transform))
        case let .transformed(child, inner):
            return paint(of: child, transform: inner.concatenating(transform), depth: depth + 1)
        case .layers, .glyph, .colrGlyph, .composite:
            return nil
        }
    }

    /// A gradient's stops and extend mode.
    private func colorLine(_ line: COLRColorLine) -> (gradient: Gradient, spread: SpreadMethod) {
        let stops = line.stops.map { Gradient.Stop(color: color($0.palette, alpha: $0.alpha), location: $0.location) }
        let spread: SpreadMethod = switch line.extend {
        case 1: .repeat
        case 2: .reflect
        default: .pad
        }
        return (Gradient(stops: stops), spread)
    }

    /// Where a `COLR` linear gradient ends: its colour line runs from `p0` to `p1` projected onto
    /// the line through `p0` perpendicular to `p0`–`p2` (the gradient's rotation).
    private static func linearEnd(_ p0: Point, _ p1: Point, _ p2: Point) -> Point {
        let direction = (x: p0.y - p2.y, y: p2.x - p0.x)
        let length = direction.x * direction.x + direction.y * direction.y
        guard length > 0 else { return p1 }
        let t = ((p1.x - p0.x) * direction.x + (p1.y - p0.y) * direction.y) / length
        return Point(x: p0.x + direction.x * t, y: p0.y + direction.y * t)
    }

    /// The blend mode `PaintComposite`'s mode (the specification's numbering) maps onto; an
    /// unknown mode draws source-over.
    private static func blendMode(_ mode: UInt8) -> BlendMode {
        let modes: [BlendMode] = [
            .clear, .copy, .normal /* DEST, handled apart */, .normal, .destinationOver, .sourceIn, .destinationIn,
            .sourceOut, .destinationOut, .sourceAtop, .destinationAtop, .xor, .plusLighter, .screen, .overlay,
            .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight, .difference, .exclusion,
            .multiply, .hue, .saturation, .color, .luminosity,
        ]
        return Int(mode) < modes.count ? modes[Int(mode)] : .normal
    }
}
