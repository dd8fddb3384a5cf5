import CFreeType
import VellumCore

/// A glyph's index inside one font face (what the font's `cmap` maps characters to; 0 is the
/// "missing glyph").
public typealias GlyphID = UInt32

/// A glyph's outline and advance in font units (``FontFace/unitsPerEm`` per em), with y pointing
/// down as everywhere in Vellum: the baseline is y = 0 and the top of an "H" has a negative y.
///
/// Outlines are kept in font units so that one cached outline serves every size; ``path(size:)``
/// scales it. Scaling unhinted outlines is exact, so a glyph drawn at 12 px is the 48 px glyph
/// shrunk by four.
public struct GlyphOutline: Hashable, Sendable {
    /// The outline, in font units, origin on the baseline at the pen position, y down.
    /// TrueType (`glyf`) outlines are quadratic, CFF outlines cubic; both fill with the non-zero rule.
    public let path: Path
    /// How far the pen moves after this glyph, in font units.
    public let advance: Double
    /// The tight bounds of ``path`` in font units (`.zero` for an empty outline such as a space).
    public let bounds: Rect
    /// Units per em of the face the outline comes from.
    public let unitsPerEm: Double

    /// Creates an outline from a path in font units.
    public init(path: Path, advance: Double, unitsPerEm: Double) {
        self.path = path
        self.advance = advance
        self.unitsPerEm = unitsPerEm
        self.bounds = path.isEmpty ? .zero : path.boundingRect
    }

    /// The outline scaled to `size` pixels per em.
    public func path(size: Double) -> Path {
        path.applying(AffineTransform(scaleX: size / unitsPerEm, y: size / unitsPerEm))
    }
}

// MARK: - FreeType outline → Path

extension Path {
    /// The outline FreeType holds in `outline`, with y negated (FreeType's y points up) and each
    /// coordinate divided by `unitsPerCoordinate` (1 for font units, 64 for 26.6 pixels).
    ///
    /// FreeType's decomposer turns the on/off-curve point lists into segments: conic (quadratic)
    /// segments become `quadCurve`, cubic ones `curve`. It ends every contour with an explicit
    /// segment back to the contour's start; `closeSubpath` then marks the contour closed.
    init(freeTypeOutline outline: UnsafeMutablePointer<FT_Outline>, unitsPerCoordinate: Double = 1) {
        var builder = OutlineBuilder(scale: 1 / unitsPerCoordinate)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.from(user).pointee.move(to!.pointee); return 0 },
            line_to: { to, user in OutlineBuilder.from(user).pointee.line(to!.pointee); return 0 },
            conic_to: { control, to, user in
                OutlineBuilder.from(user).pointee.quad(control!.pointee, to!.pointee); return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.from(user).pointee.cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0
            },
            shift: 0, delta: 0)
        // The callbacks never fail, so neither can the decomposition of a well-formed outline; a
        // malformed one yields the segments decoded before the fault, which is all there is to draw.
        _ = withUnsafeMutablePointer(to: &builder) { pointer in
            FT_Outline_Decompose(outline, &funcs, pointer)
        }
        builder.path.closeSubpath()
        self = builder.path
    }
}

/// Receives FreeType's decomposition callbacks through their `user` pointer.
private struct OutlineBuilder {
    var path = Path()
    let scale: Double

    init(scale: Double) { self.scale = scale }

    /// The builder behind a callback's `user` pointer.
    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineBuilder> {
        user!.assumingMemoryBound(to: OutlineBuilder.self)
    }

    func point(_ v: FT_Vector) -> Point {
        Point(x: Double(v.x) * scale, y: -Double(v.y) * scale)
    }

    mutating func move(_ to: FT_Vector) {
        path.closeSubpath()
        path.move(to: point(to))
    }

    mutating func line(_ to: FT_Vector) { path.addLine(to: point(to)) }

    mutating func quad(_ control: FT_Vector, _ to: FT_Vector) {
        path.addQuadCurve(to: point(to), control: point(control))
    }

    mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
    }
}
