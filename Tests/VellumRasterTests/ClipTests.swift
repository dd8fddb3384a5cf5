import Testing
import VellumCore
@testable import VellumRaster

@Suite("Clipping")
struct ClipTests {
    static let everything = Path(Rect(x: -10, y: -10, width: 200, height: 200))
    static let circle = Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60))

    @Test("A fill inside a circular clip leaves the pixels outside untouched")
    func circularClip() throws {
        let blue = Color.cssBlue, red = Color.cssRed
        let pixmap = try render([
            fill(Self.everything, blue),
            .pushClip(Self.circle, rule: .nonZero, transform: .identity),
            fill(Self.everything, red),
            .popClip,
        ])
        let bluePixel = RGBA8(r: 0, g: 0, b: 255, a: 255), redPixel = RGBA8(r: 255, g: 0, b: 0, a: 255)
        #expect(pixmap.pixel(x: 50, y: 50) == redPixel)
        for (x, y) in [(5, 5), (95, 50), (50, 10), (50, 85), (22, 22), (99, 99)] {
            #expect(pixmap.pixel(x: x, y: y) == bluePixel)
        }
        // On the circle's edge the two colours mix, and the result stays opaque.
        let edge = pixmap.pixel(x: 20, y: 50)
        #expect(edge.a == 255 && edge.r > 0 && edge.b > 0)
    }

    @Test("Nested clips intersect")
    func nestedClips() throws {
        let pixmap = try render([
            .pushClip(Path(Rect(x: 0, y: 0, width: 60, height: 100)), rule: .nonZero, transform: .identity),
            .pushClip(Path(Rect(x: 40, y: 20, width: 60, height: 80)), rule: .nonZero, transform: .identity),
            fill(Self.everything),
            .popClip,
            .popClip,
        ])
        #expect(pixmap.alpha(50, 50) == 255)
        #expect(pixmap.alpha(30, 50) == 0)   // Only in the first clip.
        #expect(pixmap.alpha(70, 50) == 0)   // Only in the second.
        #expect(pixmap.alpha(50, 10) == 0)   // Above the second.
        #expect(pixmap.coveredArea == 20 * 80)
    }

    @Test("popClip restores the enclosing clip")
    func popRestores() throws {
        let pixmap = try render([
            .pushClip(Path(Rect(x: 0, y: 0, width: 50, height: 100)), rule: .nonZero, transform: .identity),
            .pushClip(Path(Rect(x: 0, y: 0, width: 10, height: 10)), rule: .nonZero, transform: .identity),
            .popClip,
            fill(Self.everything),     // Clipped to the left half only.
            .popClip,
            fill(Path(Rect(x: 90, y: 90, width: 10, height: 10))),  // Unclipped.
        ])
        #expect(pixmap.alpha(40, 50) == 255)
        #expect(pixmap.alpha(60, 50) == 0)
        #expect(pixmap.alpha(95, 95) == 255)
        #expect(pixmap.coveredArea == 50 * 100 + 100)
    }

    @Test("Clip edges are anti-aliased and multiply the fill's coverage")
    func antialiasedClip() throws {
        let pixmap = try render([
            .pushClip(Path(Rect(x: 10.5, y: 0, width: 80, height: 100)), rule: .nonZero, transform: .identity),
            fill(Path(Rect(x: 0, y: 40.5, width: 100, height: 20))),
        ])
        #expect((127...128).contains(pixmap.alpha(10, 50)))
        #expect((127...128).contains(pixmap.alpha(50, 40)))
        #expect((63...65).contains(pixmap.alpha(10, 40)))  // Half of half.
        #expect(pixmap.alpha(9, 50) == 0)
    }

    @Test("An empty clip hides everything until it is popped")
    func emptyClip() throws {
        let pixmap = try render([
            .pushClip(Path(), rule: .nonZero, transform: .identity),
            fill(Self.everything),
            .popClip,
            fill(Path(Rect(x: 0, y: 0, width: 1, height: 1))),
        ])
        #expect(pixmap.coveredArea == 1)
    }

    @Test("Clip with even-odd rule leaves a hole")
    func evenOddClip() throws {
        var ring = Path(Rect(x: 10, y: 10, width: 80, height: 80))
        ring.addRect(Rect(x: 30, y: 30, width: 40, height: 40))
        let pixmap = try render([
            .pushClip(ring, rule: .evenOdd, transform: .identity),
            fill(Self.everything),
        ])
        #expect(pixmap.alpha(50, 50) == 0)
        #expect(pixmap.alpha(20, 20) == 255)
    }
}
