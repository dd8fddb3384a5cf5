import VellumCore
import VellumText

/// An element of a text that declares `text-decoration`, and the lines it draws under, over or
/// through the characters it holds. The lines are painted with this element's fill and stroke
/// (CSS Text Decoration and SVG 2), whatever the paint of the characters themselves.
struct TextDecorator {
    var lines: TextDecorationLines
    var style: Style
    /// The characters of the element and its descendants (indices into the text's).
    var characters: Range<Int>
}

/// One laid-out glyph of a text: its outline at the origin, on its baseline, and where it goes.
struct PlacedGlyph {
    /// The outline at the font's size, the pen at the origin.
    var outline: Path
    /// Places the glyph in the text's user space.
    var transform: AffineTransform
    /// The glyph's own advance, and how far it moves the pen (with letter and word spacing).
    var advance: Double
    var penAdvance: Double
    /// The letter spacing `penAdvance` includes.
    var letterSpacing = 0.0
    /// Its face's metrics at its size; `nil` for a character no font draws, or a glyph left out
    /// (past the end of its `textPath`).
    var metrics: FontMetrics?
    /// The index of its style in the text's styles.
    var style: Int
    /// The text chunk it belongs to: decorations are not joined across chunks.
    var chunk: Int
    /// The colour glyphs drawn in place of outlines, placed like `outline`.
    var colorGlyphs: [PlacedColorGlyph] = []

    /// Moves the outline and the colour glyphs by `t`, before ``transform``.
    mutating func transformOutline(by t: AffineTransform) {
        outline = outline.applying(t)
        for i in colorGlyphs.indices { colorGlyphs[i].transform = colorGlyphs[i].transform.concatenating(t) }
    }

    /// The glyph's cell (advance by ascent plus descent) in user space, the text's bounding box
    /// in SVG 2; `nil` when it has no metrics.
    var cell: Rect? {
        metrics.map { Rect(x: 0, y: -$0.ascent, width: advance, height: $0.ascent + $0.descent).applying(transform) }
    }
}

extension TextDecorationLines {
    /// The band one line of this kind takes in a glyph's frame (x along the advance, y down
    /// from the baseline), by the glyph's face, placed as resvg — the reference of the SVG test
    /// suite — places it: the underline centred on the `post` table's underline position, which
    /// is FreeType's `underline_position` raised by half the thickness (OpenType calls the
    /// `post` value the top of the stroke, FreeType moves it to the centre; resvg and Chromium
    /// draw the line higher than that centre); the overline centred on the ascent; the
    /// line-through centred on the font's strikeout position. Overlines take the underline's
    /// thickness, as fonts give none of their own.
    func band(_ metrics: FontMetrics, width: Double) -> Rect {
        let (centre, thickness) = switch self {
        case .underline: (metrics.underlinePosition - metrics.underlineThickness / 2, metrics.underlineThickness)
        case .overline: (-metrics.ascent, metrics.underlineThickness)
        default: (-metrics.strikeoutPosition, metrics.strikeoutThickness)
        }
        return Rect(x: 0, y: centre - thickness / 2, width: width, height: thickness)
    }
}

enum TextDecorationGeometry {
    /// The area of `line` (one kind) along `glyphs`, the characters of one decorating element:
    /// one rectangle per run of neighbouring upright glyphs in a chunk whose bands line up (same
    /// baseline and size), so a stroked line has no seams; a quadrilateral per glyph that is
    /// rotated (on a `textPath`), as each follows its own baseline.
    static func area(of line: TextDecorationLines, glyphs: ArraySlice<PlacedGlyph>) -> Path {
        var path = Path()
        var open: (rect: Rect, chunk: Int, last: Int)?
        func close() {
            if let run = open { path.addRect(run.rect) }
            open = nil
        }
        for (i, glyph) in zip(glyphs.indices, glyphs) {
            guard let metrics = glyph.metrics else { continue }
            let band = line.band(metrics, width: glyph.penAdvance)
            let t = glyph.transform
            guard t.b == 0, t.c == 0 else {
                close()
                path.addPath(Path(band).applying(t))
                continue
            }
            let rect = band.applying(t)
            if let run = open, run.chunk == glyph.chunk, run.last == i - 1,
               run.rect.minY == rect.minY, run.rect.height == rect.height {
                open = (run.rect.union(rect), run.chunk, i)
            } else {
                close()
                open = (rect, glyph.chunk, i)
            }
        }
        close()
        return path
    }
}
