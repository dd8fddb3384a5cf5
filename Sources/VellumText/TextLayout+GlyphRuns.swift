import VellumCore

extension TextLayout {
    /// The layout's glyphs as text for a render tree (``RenderDraw/glyphRuns``), in layout
    /// coordinates: one run wherever the line, the text run, the face, the size or the direction
    /// changes, each with its glyph ids and origins as shaped and placed, its characters in
    /// reading order and the clusters that map them to glyphs. Spaces are included (they have no
    /// outline, but their characters belong to the text). Text with glyphs of a variable face set
    /// off its default instance has no runs, so a PDF draws it as outlines: a run names only a
    /// font file, and Cairo's font subsetting would embed the default instance's glyphs. Nor has
    /// text with glyphs on their side (vertical text), which a run cannot turn. Colour glyphs are
    /// not in runs: they are drawn as images and paint (``PositionedGlyph/colorGlyph``), not as
    /// the outline fill the runs stand for.
    public var glyphRuns: [RenderGlyphRun] { glyphRuns(ofRuns: nil) }

    /// The ``glyphRuns`` of the glyphs of the text runs in `textRuns` alone (all of them when
    /// `nil`): the text of one fill when runs of different paints are filled apart.
    public func glyphRuns(ofRuns textRuns: Set<Int>?) -> [RenderGlyphRun] {
        let glyphs = textRuns.map { wanted in self.glyphs.filter { wanted.contains($0.run) } } ?? self.glyphs
        guard glyphs.allSatisfy({ $0.face.variations.isEmpty && !$0.isSideways }) else { return [] }
        var runs: [RenderGlyphRun] = []
        var start = glyphs.startIndex
        for end in glyphs.indices.dropFirst() + [glyphs.endIndex] {
            guard end == glyphs.endIndex || !Self.sameRun(glyphs[start], glyphs[end]) else { continue }
            if glyphs[start].colorGlyph == nil, let run = Self.run(of: glyphs[start..<end]) { runs.append(run) }
            start = end
        }
        return runs
    }

    private static func sameRun(_ a: PositionedGlyph, _ b: PositionedGlyph) -> Bool {
        a.line == b.line && a.run == b.run && a.face == b.face && a.size == b.size && a.isRightToLeft == b.isRightToLeft
            && (a.colorGlyph == nil) == (b.colorGlyph == nil)
    }

    /// Glyphs of one line, face, size and direction, in page order, as a run. In reading order
    /// (page order, or its reverse for right-to-left glyphs) a cluster starts at each glyph that
    /// carries characters.
    private static func run(of glyphs: ArraySlice<PositionedGlyph>) -> RenderGlyphRun? {
        guard let first = glyphs.first else { return nil }
        let reading = first.isRightToLeft ? Array(glyphs.reversed()) : Array(glyphs)
        var text = ""
        var clusters: [RenderGlyphRun.Cluster] = []
        var (bytes, count) = (0, 0)
        for glyph in reading {
            if !glyph.characters.isEmpty && count > 0 {
                clusters.append(RenderGlyphRun.Cluster(byteCount: bytes, glyphCount: count))
                (bytes, count) = (0, 0)
            }
            text += glyph.characters
            bytes += glyph.characters.utf8.count
            count += 1
        }
        clusters.append(RenderGlyphRun.Cluster(byteCount: bytes, glyphCount: count))
        return RenderGlyphRun(fontFile: first.face.path, faceIndex: first.face.faceIndex, size: first.size,
                              glyphs: glyphs.map { RenderGlyphRun.Glyph(id: $0.glyph, position: $0.origin) },
                              text: text, clusters: clusters, isRightToLeft: first.isRightToLeft)
    }
}
