import CFreeType
import VellumCore
import VellumText

/// FreeType used directly, the way a C program would: the reference Vellum's numbers must match.
/// Each test opens its own, so nothing here is shared between threads.
final class FreeTypeReference {
    private var library: FT_Library?
    let face: FT_Face

    init(path: String, faceIndex: Int = 0) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { throw ReferenceError("FT_Init_FreeType failed") }
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(faceIndex), &face) == 0, let face else {
            FT_Done_FreeType(library)
            throw ReferenceError("FT_New_Face failed for \(path)")
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Sets the size in whole pixels per em.
    func setPixelSize(_ size: Int) {
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(size))
    }

    /// A design-unit value scaled to the current size by FreeType's own fixed-point arithmetic,
    /// in pixels.
    func scaledY(_ units: FT_Short) -> Double {
        Double(FT_MulFix(FT_Long(units), face.pointee.size.pointee.metrics.y_scale)) / 64
    }

    /// Loads the unhinted outline of `character` at the current size and returns FreeType's
    /// linear advance in pixels.
    func loadUnhinted(_ character: Unicode.Scalar) throws -> Double {
        guard FT_Load_Char(face, FT_ULong(character.value), Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0 else {
            throw ReferenceError("FT_Load_Char failed for \(character)")
        }
        return Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
    }

    /// The control box (bounds of all on- and off-curve points) of the loaded outline in pixels,
    /// y down like Vellum's.
    func loadedOutlineControlBox() -> Rect {
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return Rect(x: Double(box.xMin) / 64, y: -Double(box.yMax) / 64,
                    width: Double(box.xMax - box.xMin) / 64, height: Double(box.yMax - box.yMin) / 64)
    }

    /// The number of contours of the loaded outline.
    var loadedContourCount: Int { Int(face.pointee.glyph.pointee.outline.n_contours) }

    /// Kerning between two characters at the current size, unrounded, in pixels.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        var delta = FT_Vector()
        FT_Get_Kerning(face, FT_Get_Char_Index(face, FT_ULong(left.value)),
                       FT_Get_Char_Index(face, FT_ULong(right.value)), FT_KERNING_UNFITTED.rawValue, &delta)
        return Double(delta.x) / 64
    }
}

struct ReferenceError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The regular DejaVu Sans font, resolved through Vellum.
func dejaVuSans() throws -> Font {
    try Font(FontDescriptor(family: "DejaVu Sans"))
}

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// The bounds of every point of a path, control points included: comparable with FreeType's
/// control box.
func controlBox(_ path: Path) -> Rect {
    var points: [Point] = []
    for element in path.elements {
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .quadCurve(let p, let c): points += [p, c]
        case .curve(let p, let c1, let c2): points += [p, c1, c2]
        case .closeSubpath: break
        }
    }
    let xs = points.map(\.x), ys = points.map(\.y)
    return Rect(corner: Point(x: xs.min() ?? 0, y: ys.min() ?? 0), Point(x: xs.max() ?? 0, y: ys.max() ?? 0))
}
