import CFreeType
import Glibc
import VellumCore

/// A face's `COLR` version 1 paint graphs, read from the table's bytes.
///
/// Why not FreeType's `FT_Get_Color_Glyph_Paint` family: Debian builds FreeType 2.12 with that
/// API switched off (its `disable_COLRv1.patch`), so it returns nothing for every font there. The
/// table is read here instead, as the OpenType specification lays it out; every offset is checked
/// against the table's end, so a damaged table yields no paint rather than a bad read. Variable
/// paints (the odd formats) are read at the font's default instance: their variation indices are
/// skipped.
///
/// Coordinates are turned from the font's y-up space into Vellum's y-down one as they are read.
struct COLRPaintTable: Sendable {
    private let bytes: [UInt8]
    /// Where the `BaseGlyphList` and `LayerList` start (0: none).
    private let baseGlyphList: Int, layerList: Int

    /// The face's `COLR` table, or `nil` when it has none or it is not version 1.
    init?(face: FT_Face) {
        let tag = FT_ULong(0x434F_4C52)  // 'COLR'
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length >= 34 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, tag, 0, &bytes, &length) == 0 else { return nil }
        self.init(bytes: bytes)
    }

    /// The table in `bytes`, or `nil` when it is not a version 1 `COLR` table.
    init?(bytes: [UInt8]) {
        self.bytes = bytes
        guard bytes.count >= 34, Self.read16(bytes, 0) == 1 else { return nil }
        baseGlyphList = Int(Self.read32(bytes, 14))
        layerList = Int(Self.read32(bytes, 18))
        guard baseGlyphList > 0, baseGlyphList + 4 <= bytes.count, layerList + 4 <= bytes.count else { return nil }
    }

    /// Where `glyph`'s root paint starts, or `nil` when the glyph has no version 1 graph.
    func rootPaint(of glyph: UInt32) -> Int? {
        let count = Int(Self.read32(bytes, baseGlyphList))
        var (low, high) = (0, min(count, (bytes.count - baseGlyphList - 4) / 6))
        while low < high {
            let middle = (low + high) / 2
            let record = baseGlyphList + 4 + middle * 6
            let id = UInt32(Self.read16(bytes, record))
            if id < glyph { low = middle + 1 } else if id > glyph { high = middle } else {
                return checked(baseGlyphList + Int(Self.read32(bytes, record + 2)))
            }
        }
        return nil
    }

    /// Where layer `index` of the `LayerList` starts.
    func layer(_ index: Int) -> Int? {
        guard layerList > 0, index < Int(Self.read32(bytes, layerList)) else { return nil }
        let entry = layerList + 4 + 4 * index
        guard entry + 4 <= bytes.count else { return nil }
        return checked(layerList + Int(Self.read32(bytes, entry)))
    }

    /// The paint starting at `offset`, or `nil` when it is malformed or of an unknown format.
    func paint(at offset: Int) -> COLRPaint? {
        var reader = Reader(bytes: bytes, offset: offset)
        guard let format = reader.u8() else { return nil }
        return decode(format, &reader, base: offset)
    }

    private func decode(_ format: UInt8, _ r: inout Reader, base: Int) -> COLRPaint? {
        switch format {
        case 1:
            guard let count = r.u8(), let first = r.u32() else { return nil }
            return .layers(first: Int(first), count: Int(count))
        case 2, 3:
            guard let index = r.u16(), let alpha = r.f2dot14() else { return nil }
            return .solid(palette: index, alpha: alpha)
        case 4...9:
            guard let line = r.offset24(base).flatMap({ colorLine(at: $0, variable: format % 2 == 1) }) else { return nil }
            return gradient(format & ~1, line, &r)
        case 10:
            guard let child = r.offset24(base), let glyph = r.u16() else { return nil }
            return .glyph(UInt32(glyph), paint: child)
        case 11:
            return r.u16().map { .colrGlyph(UInt32($0)) }
        case 12, 13:
            guard let child = r.offset24(base), let matrix = r.offset24(base) else { return nil }
            var m = Reader(bytes: bytes, offset: matrix)
            guard let xx = m.fixed(), let yx = m.fixed(), let xy = m.fixed(), let yy = m.fixed(),
                  let dx = m.fixed(), let dy = m.fixed() else { return nil }
            return .transformed(child, Self.yDown(xx: xx, xy: xy, dx: dx, yx: yx, yy: yy, dy: dy))
        case 14...31:
            guard let child = r.offset24(base), let transform = transform(format & ~1, &r) else { return nil }
            return .transformed(child, transform)
        case 32:
            guard let source = r.offset24(base), let mode = r.u8(), let backdrop = r.offset24(base) else { return nil }
            return .composite(source: source, mode: mode, backdrop: backdrop)
        default:
            return nil
        }
    }

    /// A linear (4), radial (6) or sweep (8) gradient's geometry after its colour line.
    private func gradient(_ format: UInt8, _ line: COLRColorLine, _ r: inout Reader) -> COLRPaint? {
        switch format {
        case 4:
            guard let p0 = r.point(), let p1 = r.point(), let p2 = r.point() else { return nil }
            return .linearGradient(line, p0, p1, p2)
        case 6:
            guard let c0 = r.point(), let r0 = r.u16(), let c1 = r.point(), let r1 = r.u16() else { return nil }
            return .radialGradient(line, c0, Double(r0), c1, Double(r1))
        default:
            guard let center = r.point(), let start = r.f2dot14(), let end = r.f2dot14() else { return nil }
            // Angles turn counter-clockwise in y-up space (half turns): clockwise, as Vellum's
            // angles turn, once y points down.
            return .sweepGradient(line, center, start * 180, end * 180)
        }
    }

    /// The y-down transform of a translate (14), scale (16–22), rotate (24, 26) or skew (28, 30)
    /// paint, from its fields after the child offset.
    private func transform(_ format: UInt8, _ r: inout Reader) -> AffineTransform? {
        let around: (AffineTransform, inout Reader) -> AffineTransform? = { t, r in
            guard let center = r.point() else { return nil }
            return AffineTransform(translationX: -center.x, y: -center.y).concatenating(t)
                .concatenating(AffineTransform(translationX: center.x, y: center.y))
        }
        switch format {
        case 14:
            guard let dx = r.s16(), let dy = r.s16() else { return nil }
            return AffineTransform(translationX: Double(dx), y: -Double(dy))
        case 16, 18:
            guard let sx = r.f2dot14(), let sy = r.f2dot14() else { return nil }
            let scale = AffineTransform(scaleX: sx, y: sy)
            return format == 16 ? scale : around(scale, &r)
        case 20, 22:
            guard let s = r.f2dot14() else { return nil }
            let scale = AffineTransform(scaleX: s, y: s)
            return format == 20 ? scale : around(scale, &r)
        case 24, 26:
            // Counter-clockwise in y-up space: anticlockwise once y points down.
            guard let angle = r.f2dot14() else { return nil }
            let rotation = AffineTransform(rotationAngle: .degrees(-angle * 180))
            return format == 24 ? rotation : around(rotation, &r)
        default:
            guard let x = r.f2dot14(), let y = r.f2dot14() else { return nil }
            let skew = Self.yDown(xx: 1, xy: -tan(x * .pi), dx: 0, yx: tan(y * .pi), yy: 1, dy: 0)
            return format == 28 ? skew : around(skew, &r)
        }
    }

    /// The colour line at `offset`: an extend mode and stops of 6 bytes (10 when variable).
    private func colorLine(at offset: Int, variable: Bool) -> COLRColorLine? {
        var r = Reader(bytes: bytes, offset: offset)
        guard let extend = r.u8(), let count = r.u16() else { return nil }
        var stops: [COLRColorLine.Stop] = []
        for _ in 0..<min(Int(count), ColorGlyph.maximumPaints) {
            guard let location = r.f2dot14(), let index = r.u16(), let alpha = r.f2dot14() else { return nil }
            if variable { _ = r.u32() }
            stops.append(.init(location: location, palette: index, alpha: alpha))
        }
        return COLRColorLine(extend: extend, stops: stops)
    }

    /// `offset` if it lies inside the table.
    private func checked(_ offset: Int) -> Int? { offset < bytes.count ? offset : nil }

    /// The y-up affine map x' = xx·x + xy·y + dx, y' = yx·x + yy·y + dy, seen with y pointing down.
    static func yDown(xx: Double, xy: Double, dx: Double, yx: Double, yy: Double, dy: Double) -> AffineTransform {
        AffineTransform(a: xx, b: -yx, c: -xy, d: yy, tx: dx, ty: -dy)
    }

    private static func read16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }

    private static func read32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(read16(bytes, at)) << 16 | UInt32(read16(bytes, at + 2))
    }

    /// Big-endian fields read from a position, each `nil` past the table's end.
    private struct Reader {
        let bytes: [UInt8]
        var offset: Int

        private mutating func take(_ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return offset
        }

        mutating func u8() -> UInt8? { take(1).map { bytes[$0] } }
        mutating func u16() -> UInt16? { take(2).map { COLRPaintTable.read16(bytes, $0) } }
        mutating func s16() -> Int16? { u16().map { Int16(bitPattern: $0) } }
        mutating func u32() -> UInt32? { take(4).map { COLRPaintTable.read32(bytes, $0) } }
        mutating func f2dot14() -> Double? { s16().map { Double($0) / 16384 } }
        mutating func fixed() -> Double? { u32().map { Double(Int32(bitPattern: $0)) / 65536 } }
        /// A font-space point (two FWORDs), y flipped.
        mutating func point() -> Point? {
            guard let x = s16(), let y = s16() else { return nil }
            return Point(x: Double(x), y: -Double(y))
        }
        /// An `Offset24` from `base`, or `nil` when it is 0 (no table) or past the end.
        mutating func offset24(_ base: Int) -> Int? {
            guard let at = take(3) else { return nil }
            let value = Int(bytes[at]) << 16 | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2])
            return value == 0 || base + value >= bytes.count ? nil : base + value
        }
    }
}

/// One paint of a `COLR` version 1 graph, its children as offsets into the table.
enum COLRPaint: Equatable {
    case layers(first: Int, count: Int)
    case solid(palette: UInt16, alpha: Double)
    /// The colour line runs from the first point towards the second, rotated by the third.
    case linearGradient(COLRColorLine, Point, Point, Point)
    /// Start circle (centre, radius), end circle.
    case radialGradient(COLRColorLine, Point, Double, Point, Double)
    /// Centre, start and end angle in degrees (clockwise, y down).
    case sweepGradient(COLRColorLine, Point, Double, Double)
    case glyph(UInt32, paint: Int)
    case colrGlyph(UInt32)
    /// A child drawn through a transform (y down) into this paint's space.
    case transformed(Int, AffineTransform)
    case composite(source: Int, mode: UInt8, backdrop: Int)
}

/// A gradient's stops and extend mode (0 pad, 1 repeat, 2 reflect).
struct COLRColorLine: Equatable {
    struct Stop: Equatable {
        var location: Double
        var palette: UInt16
        var alpha: Double
    }

    var extend: UInt8
    var stops: [Stop]
}
