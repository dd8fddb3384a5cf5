import Vellum

/// The inputs of the glyph, flattening, stroking and PNG benchmarks.
enum Workloads {
    /// The font sizes of the glyph-run benchmarks, in pixels.
    static let glyphSizes = [8, 16, 32, 64]

    /// A paragraph of Latin text wrapped to the canvas width, long enough to fill the canvas at
    /// `size` px: many small quadratic outlines, one fill per glyph.
    static func paragraph(size: Int) throws -> TextLayout {
        let pangram = "Sphinx of black quartz, judge my vow: the quick brown fox jumps over the lazy dog 0123456789. "
        let side = Double(ShapeScene.canvasSide), em = Double(size)
        // Glyphs average about 0.55 em wide; lines are about 1.2 em apart.
        let characters = Int((side / (0.55 * em)) * (side / (1.2 * em)))
        let text = String(repeating: pangram, count: characters / pangram.count + 1)
        return try TextLayout(text, style: TextStyle(size: em, color: Color(red8: 20, green8: 20, blue8: 40)),
                              maxWidth: side)
    }

    /// The paragraph's glyphs drawn at the canvas origin, recorded once.
    static func glyphTree(size: Int) throws -> RenderTree {
        let context = GraphicsContext()
        context.draw(try paragraph(size: size), at: .zero)
        return try context.renderTree()
    }

    /// Every glyph outline of the 16 px paragraph as one path: quadratic curves, as fonts give them.
    static func glyphOutlines() throws -> Path {
        var path = Path()
        for glyph in try paragraph(size: 16).glyphs { path.addPath(glyph.path) }
        return path
    }

    /// 200 open curves of 6 random cubic segments each across the canvas, as in the peers'
    /// curves_stroke_512 scene.
    static func cubicCurves() -> Path {
        var random = SplitMix64(seed: 7)
        let side = Double(ShapeScene.canvasSide)
        func point() -> Point {
            Point(x: Double.random(in: 0...side, using: &random), y: Double.random(in: 0...side, using: &random))
        }
        var path = Path()
        for _ in 0..<200 {
            path.move(to: point())
            for _ in 0..<6 { path.addCurve(to: point(), control1: point(), control2: point()) }
        }
        return path
    }

    /// 100 closed polygons of 40 random vertices each, within 128 px squares: many sharp corners.
    static func polygons() -> Path {
        var random = SplitMix64(seed: 11)
        var path = Path()
        let room = Double(ShapeScene.canvasSide - 128)
        for _ in 0..<100 {
            let origin = Point(x: Double.random(in: 0...room, using: &random),
                               y: Double.random(in: 0...room, using: &random))
            path.addPath(BenchShape.polygon40.path(at: origin, size: 128, random: &random))
        }
        return path
    }
}
