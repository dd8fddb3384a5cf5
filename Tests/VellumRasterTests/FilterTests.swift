import Foundation
import Testing
import VellumCore
@testable import VellumRaster

/// A group's filter chain on the raster backend: blurs and colour matrices on the layer's
/// pixels, before its other compositing steps.
@Suite("Filters")
struct FilterTests {
    static func filtered(_ filters: [Filter], _ color: Color, width: Int = 100, height: Int = 100,
                         rect: Rect = Rect(x: 30, y: 30, width: 40, height: 40)) throws -> Pixmap {
        try render(width: width, height: height, [
            .beginLayer(opacity: 1, filters: filters),
            fill(Path(rect), color),
            .endLayer,
        ])
    }

    @Test("A blurred square's edge is symmetric and its alpha is conserved")
    func blurredSquare() throws {
        let pixmap = try Self.filtered([.blur(radius: 4)], .black)
        let sharp = try Self.filtered([], .black)
        var total = 0, sharpTotal = 0
        for y in 0..<100 { for x in 0..<100 { total += pixmap.alpha(x, y); sharpTotal += sharp.alpha(x, y) } }
        #expect(sharpTotal == 1600 * 255)
        #expect(abs(Double(total - sharpTotal)) / Double(sharpTotal) < 0.01, "total alpha \(total) vs \(sharpTotal)")
        // The profile across the left and right edges is symmetric, and half-way at the edge.
        for d in 0..<16 {
            #expect(abs(pixmap.alpha(30 + d, 50) - pixmap.alpha(69 - d, 50)) <= 1, "offset \(d)")
            #expect(abs(pixmap.alpha(50, 30 + d) - pixmap.alpha(50, 69 - d)) <= 1, "offset \(d)")
        }
        // Just inside the edge: half, plus half the kernel's central weight (1/(σ√2π) ≈ 0.1).
        #expect((135...145).contains(pixmap.alpha(30, 50)), "edge alpha \(pixmap.alpha(30, 50))")
        #expect(pixmap.alpha(50, 50) == 255)
        // It spreads about three radii out, and no further than its reach.
        #expect(pixmap.alpha(20, 50) > 0)
        #expect(pixmap.alpha(30 - 14, 50) == 0)
    }

    @Test("Grayscale of pure red is the luminance of red")
    func grayscaleOfRed() throws {
        let p = try Self.filtered([.grayscale(1)], Color(red: 1, green: 0, blue: 0)).pixel(x: 50, y: 50)
        // 0.2126 · 255 = 54.2
        #expect(p == RGBA8(r: 54, g: 54, b: 54, a: 255))
    }

    @Test("Invert, multiply and luminance to alpha")
    func matrices() throws {
        let color = Color(red8: 200, green8: 100, blue8: 40)
        #expect(try Self.filtered([.colorInvert], color).pixel(x: 50, y: 50) == RGBA8(r: 55, g: 155, b: 215, a: 255))
        let multiplied = try Self.filtered([.colorMultiply(Color(red: 0.5, green: 1, blue: 0, opacity: 1))], color)
        #expect(multiplied.pixel(x: 50, y: 50) == RGBA8(r: 100, g: 100, b: 0, a: 255))
        let white = try Self.filtered([.luminanceToAlpha], .white).pixel(x: 50, y: 50)
        #expect(white == RGBA8(r: 0, g: 0, b: 0, a: 255))
        // Translucent colour: the matrix acts on the unpremultiplied colour.
        let half = try Self.filtered([.colorInvert], Color(red: 1, green: 0, blue: 0, opacity: 0.5)).pixel(x: 50, y: 50)
        #expect(half.r == 0 && (127...128).contains(Int(half.g)) && half.g == half.b && half.a == half.g)
        // Outside the content nothing appears, even with brightness added.
        #expect(try Self.filtered([.brightness(0.5)], color).alpha(5, 5) == 0)
        let brighter = try Self.filtered([.brightness(0.2)], color).pixel(x: 50, y: 50)
        #expect(brighter == RGBA8(r: 251, g: 151, b: 91, a: 255))
    }

    @Test("Hue rotation by 180° of red is the spec's matrix applied")
    func hueRotation() throws {
        let p = try Self.filtered([.hueRotation(.degrees(180))], Color(red: 1, green: 0, blue: 0)).pixel(x: 50, y: 50)
        // First column of the hueRotate matrix at cos = −1, sin = 0: 0.213 − 0.787, 0.213 + 0.213,
        // 0.213 + 0.213 → (0, 0.426, 0.426) after clamping.
        #expect(p.r == 0 && abs(Int(p.g) - 109) <= 1 && abs(Int(p.b) - 109) <= 1 && p.a == 255, "\(p)")
    }

    @Test("Filters apply before the opacity, in order")
    func orderOfSteps() throws {
        // Invert then grayscale: red → cyan (0, 1, 1) → 0.7152 + 0.0722 = 0.7874 → 201.
        let p = try render([
            .beginLayer(opacity: 0.5, filters: [.colorInvert, .grayscale(1)]),
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), Color(red: 1, green: 0, blue: 0)),
            .endLayer,
        ]).pixel(x: 50, y: 50)
        #expect(abs(Int(p.r) - 100) <= 1 && p.r == p.g && p.g == p.b && (127...128).contains(Int(p.a)), "\(p)")
    }
}

/// SwiftUI's `GraphicsContext.Filter.shadow` and `.alphaThreshold`, drawn.
@Suite struct GraphicsContextFilterGraphTests {
    static func draw(_ filter: Filter, _ body: (GraphicsContext) -> Void) throws -> Pixmap {
        let context = GraphicsContext()
        context.addFilter(filter)
        body(context)
        return try RasterBackend().render(context.displayList, size: Size(width: 60, height: 60))
    }

    @Test func aShadowFilterDrawsTheShadowUnderTheDrawing() throws {
        let pixmap = try Self.draw(.shadow(color: .black, radius: 2, x: 8, y: 8)) {
            $0.fill(Path(Rect(x: 10, y: 10, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        let inside = pixmap.pixel(x: 20, y: 20), shadow = pixmap.pixel(x: 34, y: 34), clear = pixmap.pixel(x: 50, y: 5)
        #expect(inside.r == 255 && inside.g == 0 && inside.a == 255, "\(inside)")
        #expect(shadow.a > 200 && shadow.r < 20, "the square's shadow, moved by (8, 8): \(shadow)")
        #expect(clear.a == 0)
    }

    @Test func anAlphaThresholdKeepsTheColourWhereAlphaIsInRange() throws {
        // Alpha falls from 1 at x = 0 to 0 at x = 60; the threshold keeps 0.5…1, in blue.
        let fade = LinearGradient(gradient: Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0, opacity: 0)]),
                                  start: Point(x: 0, y: 0), end: Point(x: 60, y: 0))
        let pixmap = try Self.draw(.alphaThreshold(min: 0.5, color: Color(red: 0, green: 0, blue: 1))) {
            $0.fill(Path(Rect(x: 0, y: 0, width: 60, height: 60)), with: .linearGradient(fade))
        }
        for x in [2, 20, 27] { #expect(pixmap.pixel(x: x, y: 30) == RGBA8(r: 0, g: 0, b: 255, a: 255), "x = \(x)") }
        for x in [32, 45, 58] { #expect(pixmap.pixel(x: x, y: 30).a == 0, "x = \(x)") }
    }
}
