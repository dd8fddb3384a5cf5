/// Glyphs of one font face at one size, with the characters they show: what a text drawing is
/// as text rather than as outlines.
///
/// A ``RenderDraw`` that fills glyph outlines may carry its glyphs as runs, so a backend that
/// writes documents (Cairo's PDF) can show them with the font itself — the font
/// embedded, the words searchable and extractable — while every other backend fills the
/// drawing's path as before. The glyph ids and positions are the shaper's, so the glyphs shown
/// are the outlines the path holds.
///
/// Characters map to glyphs by clusters, as in HarfBuzz and Cairo: each cluster is a number of
/// UTF-8 bytes of ``text`` and a number of glyphs, so a ligature (two characters, one glyph), a
/// conjunct or a base with its marks extracts as the characters it stands for. ``text`` is in
/// reading order, ``glyphs`` in page order (left to right); in a right-to-left run the clusters
/// take the glyphs from the last one back.
///
/// A run is valid by construction: its initializer checks every number and that the clusters
/// cover the text and the glyphs exactly.
public struct RenderGlyphRun: Hashable, Sendable {
    /// One glyph and where its origin (the pen position on the baseline) lies in the drawing's
    /// path space.
    public struct Glyph: Hashable, Sendable {
        /// The glyph's index in the face.
        public let id: UInt32
        /// The glyph's origin, in the drawing's path space (y down).
        public let position: Point

        /// Creates a glyph at `position`.
        public init(id: UInt32, position: Point) {
            self.id = id
            self.position = position
        }
    }

    /// How many bytes of the text and how many glyphs belong together.
    public struct Cluster: Hashable, Sendable {
        /// UTF-8 bytes of ``RenderGlyphRun/text``.
        public let byteCount: Int
        /// Glyphs of ``RenderGlyphRun/glyphs``.
        public let glyphCount: Int

        /// Creates a cluster.
        public init(byteCount: Int, glyphCount: Int) {
            self.byteCount = byteCount
            self.glyphCount = glyphCount
        }
    }

    /// The font file the glyph ids index.
    public let fontFile: String
    /// The face inside the file (0 unless it is a collection); a variable font's default instance.
    public let faceIndex: Int
    /// The size in units of the path space per em.
    public let size: Double
    /// The glyphs, left to right on the page.
    public let glyphs: [Glyph]
    /// The characters the glyphs show, in reading order.
    public let text: String
    /// The clusters, in reading order.
    public let clusters: [Cluster]
    /// Whether the run reads right to left: its first cluster takes the last glyphs.
    public let isRightToLeft: Bool

    /// Creates a run, or `nil` when the size is not finite and positive, a position is not
    /// finite, there are no glyphs, or the clusters do not cover exactly the text's UTF-8 bytes
    /// and the glyphs (each cluster holding at least a byte or a glyph, none a negative count).
    public init?(fontFile: String, faceIndex: Int, size: Double, glyphs: [Glyph], text: String,
                 clusters: [Cluster], isRightToLeft: Bool) {
        guard size.isFinite, size > 0, faceIndex >= 0, !glyphs.isEmpty,
              glyphs.allSatisfy({ $0.position.x.isFinite && $0.position.y.isFinite }),
              clusters.allSatisfy({ $0.byteCount >= 0 && $0.glyphCount >= 0 && $0.byteCount + $0.glyphCount > 0 }),
              clusters.reduce(0, { $0 + $1.byteCount }) == text.utf8.count,
              clusters.reduce(0, { $0 + $1.glyphCount }) == glyphs.count
        else { return nil }
        self.fontFile = fontFile
        self.faceIndex = faceIndex
        self.size = size
        self.glyphs = glyphs
        self.text = text
        self.clusters = clusters
        self.isRightToLeft = isRightToLeft
    }
}
