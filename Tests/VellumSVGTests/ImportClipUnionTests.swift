import Testing
import Vellum

/// Clip paths whose children's union is not one path: children with different `clip-rule`s,
/// and `clip-path` on one child among several — drawn exactly, as an alpha mask of the children.
@Suite("Import: clip path unions")
struct ImportClipUnionTests {
    /// A pentagram centred on (50, 50) with radius 40, its points joined in star order: its
    /// central pentagon winds twice, so even-odd leaves it out and non-zero fills it.
    static let star = "M50 10 L73.5 82.4 L12 37.6 L88 37.6 L26.5 82.4 Z"

    @Test func anEvenOddStarAndANonZeroRectClipTogether() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <clipPath id="c">
                <path clip-rule="evenodd" d="\(Self.star)"/>
                <rect x="0" y="80" width="20" height="20" clip-rule="nonzero"/>
              </clipPath>
              <rect width="100" height="100" fill="red" clip-path="url(#c)"/>
            </svg>
            """)
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 50, 50)[3] == 0)          // the star's centre: even-odd
        #expect(ImportTest.rgba(pixmap, 50, 20) == [255, 0, 0, 255])  // a point of the star
        #expect(ImportTest.rgba(pixmap, 10, 90) == [255, 0, 0, 255])  // the rectangle
        #expect(ImportTest.rgba(pixmap, 90, 90)[3] == 0)
        // A non-zero star fills its centre.
        let nonZero = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <clipPath id="c"><path d="\(Self.star)"/><rect x="0" y="80" width="20" height="20"/></clipPath>
              <rect width="100" height="100" fill="red" clip-path="url(#c)"/>
            </svg>
            """)
        #expect(ImportTest.rgba(nonZero, 50, 50) == [255, 0, 0, 255])
    }

    @Test func aClipPathOnOneChildOfSeveralClipsThatChildOnly() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <clipPath id="left"><rect width="30" height="100"/></clipPath>
              <clipPath id="c">
                <rect x="0" y="0" width="100" height="50" clip-path="url(#left)"/>
                <rect x="0" y="50" width="100" height="50"/>
              </clipPath>
              <rect width="100" height="100" fill="blue" clip-path="url(#c)"/>
            </svg>
            """)
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 10, 20) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 60, 20)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 60, 80) == [0, 0, 255, 255])
    }

    @Test func clipPathsThatClipEachOthersChildrenCloseACycleNotACrash() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <clipPath id="c1"><rect width="60" height="100" clip-path="url(#c2)"/></clipPath>
              <clipPath id="c2"><rect width="100" height="60" clip-path="url(#c1)"/></clipPath>
              <rect width="100" height="100" fill="red" clip-path="url(#c1)"/>
            </svg>
            """)
        #expect(image.warnings.map(\.message) == ["closes the reference cycle #c1 → #c2 → #c1; this reference is ignored"])
        // c1's child is clipped by c2, whose child's own reference back to c1 is cut.
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 30, 30) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 30, 80)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 80, 30)[3] == 0)
    }

    @Test func aMixedRuleClipInObjectBoundingBoxUnitsAndWithAMask() throws {
        let pixmap = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <clipPath id="c" clipPathUnits="objectBoundingBox">
                <rect width="0.5" height="1" clip-rule="evenodd"/><rect x="0.5" width="0.5" height="0.5"/>
              </clipPath>
              <mask id="m"><rect width="100" height="100" fill="white"/></mask>
              <rect x="20" y="20" width="60" height="60" fill="red" clip-path="url(#c)" mask="url(#m)"/>
            </svg>
            """)
        #expect(ImportTest.rgba(pixmap, 30, 70) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 70, 30) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 70, 70)[3] == 0)
    }

    /// Three overlapping even-odd circles clip to their union: each child fills by its own rule,
    /// and their overlaps are not holes.
    @Test func overlappingEvenOddChildrenClipToTheirUnion() throws {
        let pixmap = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <clipPath id="c" clip-rule="evenodd">
                <circle cx="50" cy="35" r="20"/><circle cx="35" cy="55" r="20"/><circle cx="65" cy="55" r="20"/>
              </clipPath>
              <rect width="100" height="100" fill="red" clip-path="url(#c)"/>
            </svg>
            """)
        #expect(ImportTest.rgba(pixmap, 50, 48) == [255, 0, 0, 255])   // inside all three
        #expect(ImportTest.rgba(pixmap, 42, 42) == [255, 0, 0, 255])   // inside two
        #expect(ImportTest.rgba(pixmap, 50, 20) == [255, 0, 0, 255])   // inside one
        #expect(ImportTest.rgba(pixmap, 5, 5)[3] == 0)
    }

    /// A `text` in a clip path clips by its glyph outlines, whatever its fill.
    @Test func textInAClipPathClipsByItsGlyphs() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <clipPath id="c"><text x="5" y="90" font-family="DejaVu Sans" font-size="100" fill="none">I</text></clipPath>
              <rect width="100" height="100" fill="red" clip-path="url(#c)"/>
            </svg>
            """)
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        let font = try FontLibrary.shared.font(for: FontDescriptor(family: "DejaVu Sans"))
        let stem = font.face.outline(of: try #require(font.face.glyph(for: "I"))).path
            .applying(AffineTransform(scaleX: 100 / font.face.unitsPerEm, y: 100 / font.face.unitsPerEm)).boundingRect
        let midX = Int(5 + stem.midX)
        #expect(ImportTest.rgba(pixmap, midX, 60) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, Int(5 + stem.maxX) + 3, 60)[3] == 0)
        #expect(ImportTest.rgba(pixmap, midX, 95)[3] == 0)
    }
}
