import Testing
import VellumCore
@testable import VellumRaster

@Suite("Gradients")
struct GradientTests {
    /// A 256 × 4 strip filled with `paint`.
    static func strip(_ paint: Paint) throws -> Pixmap {
        var pixmap = try Pixmap(width: 256, height: 4)
        let list = DisplayList([.fill(Path(Rect(x: 0, y: 0, width: 256, height: 4)), paint: paint, rule: .nonZero,
                                      transform: .identity)])
        try RasterBackend().render(list, into: &pixmap)
        return pixmap
    }

    static func horizontal(_ colors: [Color], from x0: Double, to x1: Double,
                           spread: SpreadMethod = .pad) -> Paint {
        .linearGradient(LinearGradient(gradient: Gradient(colors: colors), start: Point(x: x0, y: 0),
                                       end: Point(x: x1, y: 0), spread: spread))
    }

    /// The premultiplied bytes of a straight colour, unrounded.
    static func premultiplied(_ c: Color) -> [Double] {
        [c.red * c.alpha * 255, c.green * c.alpha * 255, c.blue * c.alpha * 255, c.alpha * 255]
    }

    static func expectPixel(_ pixmap: Pixmap, _ x: Int, _ y: Int, near expected: [Double],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let p = pixmap.pixel(x: x, y: y)
        let actual = [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) <= 1, "pixel \(x): \(p), expected \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test("Black to white: every pixel matches the interpolation at its centre within 1/255")
    func blackToWhite() throws {
        let pixmap = try Self.strip(Self.horizontal([.black, .white], from: 0, to: 256))
        for x in 0..<256 {
            let v = (Double(x) + 0.5) / 256 * 255
            Self.expectPixel(pixmap, x, 2, near: [v, v, v, 255])
        }
    }

    @Test("Red to translucent blue: straight interpolation, then premultiplied, within 1/255")
    func redToTranslucentBlue() throws {
        let red = Color.red, blue = Color(red: 0, green: 0, blue: 1, opacity: 0.25)
        let pixmap = try Self.strip(Self.horizontal([red, blue], from: 0, to: 256))
        for x in 0..<256 {
            let t = (Double(x) + 0.5) / 256
            Self.expectPixel(pixmap, x, 1, near: Self.premultiplied(red.interpolated(to: blue, t)))
        }
    }

    @Test("Pad, repeat and reflect beyond the ends")
    func spreadMethods() throws {
        let pad = try Self.strip(Self.horizontal([.black, .white], from: 64, to: 128, spread: .pad))
        let repeated = try Self.strip(Self.horizontal([.black, .white], from: 64, to: 128, spread: .repeat))
        let reflected = try Self.strip(Self.horizontal([.black, .white], from: 64, to: 128, spread: .reflect))
        func grey(_ t: Double) -> [Double] { [t * 255, t * 255, t * 255, 255] }
        Self.expectPixel(pad, 10, 0, near: grey(0))
        Self.expectPixel(pad, 200, 0, near: grey(1))
        Self.expectPixel(pad, 96, 0, near: grey(32.5 / 64))
        // Pixel 160's centre lies at t = (160.5 − 64) / 64 ≈ 1.508.
        let t = (160.5 - 64) / 64
        Self.expectPixel(repeated, 160, 0, near: grey(t - 1))
        Self.expectPixel(reflected, 160, 0, near: grey(2 - t))
        // Before the start: t ≈ −0.492.
        let before = (32.5 - 64) / 64
        Self.expectPixel(repeated, 32, 0, near: grey(before + 1))
        Self.expectPixel(reflected, 32, 0, near: grey(-before))
    }

    @Test("A vertical gradient: each row has the colour at its centre")
    func vertical() throws {
        let paint = Paint.linearGradient(LinearGradient(gradient: Gradient(colors: [.black, .white]),
                                                        start: Point(x: 0, y: 0), end: Point(x: 0, y: 256)))
        let pixmap = try render(width: 8, height: 256, [.fill(Path(Rect(x: 0, y: 0, width: 8, height: 256)),
                                                              paint: paint, rule: .nonZero, transform: .identity)])
        for y in 0..<256 {
            let v = (Double(y) + 0.5) / 256 * 255
            Self.expectPixel(pixmap, y % 8, y, near: [v, v, v, 255])
        }
    }

    @Test("The gradient follows the drawing transform")
    func transformed() throws {
        // Gradient from 0 to 64 in user space, drawn scaled by 4: device 0 to 256.
        var pixmap = try Pixmap(width: 256, height: 4)
        let paint = Self.horizontal([.black, .white], from: 0, to: 64)
        try RasterBackend().render(DisplayList([.fill(Path(Rect(x: 0, y: 0, width: 64, height: 1)), paint: paint,
                                                      rule: .nonZero, transform: AffineTransform(scaleX: 4, y: 4))]),
                                   into: &pixmap)
        for x in Swift.stride(from: 0, to: 256, by: 17) {
            let v = (Double(x) + 0.5) / 256 * 255
            Self.expectPixel(pixmap, x, 3, near: [v, v, v, 255])
        }
    }

    @Test("A gradient in bounding-box units follows the filled shape")
    func boundingBoxUnits() throws {
        let paint = Paint.linearGradient(LinearGradient(colors: [.black, .white], startPoint: .leading,
                                                        endPoint: .trailing))
        let pixmap = try render([.fill(Path(Rect(x: 50, y: 0, width: 100, height: 10)), paint: paint,
                                       rule: .nonZero, transform: .identity)])
        let p = pixmap.pixel(x: 74, y: 5)
        #expect(abs(Double(p.r) - 24.5 / 100 * 255) <= 1)
    }

    @Test("Radial gradient: the colour at a known distance from the centre")
    func radialConcentric() throws {
        let paint = Paint.radialGradient(RadialGradient(gradient: Gradient(colors: [.black, .white]),
                                                        center: Point(x: 128, y: 128), radius: 100))
        var pixmap = try Pixmap(width: 256, height: 256)
        try RasterBackend().render(DisplayList([.fill(Path(Rect(x: 0, y: 0, width: 256, height: 256)),
                                                      paint: paint, rule: .nonZero, transform: .identity)]),
                                   into: &pixmap)
        for d in [0, 10, 25, 50, 75, 99] {
            let distance = ((Double(d) + 0.5) * (Double(d) + 0.5) + 0.25).squareRoot()
            let v = distance / 100 * 255
            Self.expectPixel(pixmap, 128 + d, 128, near: [v, v, v, 255])
            Self.expectPixel(pixmap, 128, 128 + d, near: [v, v, v, 255])
        }
        Self.expectPixel(pixmap, 250, 128, near: [255, 255, 255, 255])
    }

    @Test("A focus outside the end circle draws the cone (SVG 2, Skia, browsers), not a clamped focus")
    func radialFocusOutside() throws {
        // End circle: centre (100.5, 50.5), radius 25; focus 60 to its right. Circle t has its
        // centre at 160.5 − 60t and radius 25t: it reaches a point on the axis x from the focus
        // side where 60t − (160.5 − x) = 25t, so t = (160.5 − x)/35, the larger root.
        let paint = Paint.radialGradient(RadialGradient(gradient: Gradient(colors: [.black, .white]),
                                                        center: Point(x: 100.5, y: 50.5), radius: 25,
                                                        focus: Point(x: 160.5, y: 50.5)))
        let pixmap = try render(width: 200, height: 100, [.fill(Path(Rect(x: 0, y: 0, width: 200, height: 100)),
                                                                paint: paint, rule: .nonZero, transform: .identity)])
        let grey = (160.5 - 130.5) / 35 * 255
        Self.expectPixel(pixmap, 130, 50, near: [grey, grey, grey, 255])
        Self.expectPixel(pixmap, 100, 50, near: [255, 255, 255, 255])    // t = 1.7, padded
        // Outside the cone (its half-angle is asin(25/60) ≈ 24.6°) and behind the focus no
        // circle with a non-negative radius passes: nothing is painted.
        #expect(pixmap.pixel(x: 100, y: 10).a == 0)
        #expect(pixmap.pixel(x: 185, y: 50).a == 0)
    }

    @Test("Radial gradient with a focus: location 0.5 halfway from the focus to the circle")
    func radialFocal() throws {
        let paint = Paint.radialGradient(RadialGradient(gradient: Gradient(colors: [.black, .white]),
                                                        center: Point(x: 128.5, y: 128.5), radius: 100,
                                                        focus: Point(x: 78.5, y: 128.5)))
        var pixmap = try Pixmap(width: 256, height: 256)
        try RasterBackend().render(DisplayList([.fill(Path(Rect(x: 0, y: 0, width: 256, height: 256)),
                                                      paint: paint, rule: .nonZero, transform: .identity)]),
                                   into: &pixmap)
        let half = 0.5 * 255
        Self.expectPixel(pixmap, 78, 128, near: [0, 0, 0, 255])
        Self.expectPixel(pixmap, 53, 128, near: [half, half, half, 255])    // 25 of 50 towards x = 28.5
        Self.expectPixel(pixmap, 153, 128, near: [half, half, half, 255])   // 75 of 150 towards x = 228.5
        Self.expectPixel(pixmap, 240, 128, near: [255, 255, 255, 255])
    }

    @Test("Radial gradient in bounding-box units is an ellipse stretched with the box")
    func radialBoundingBox() throws {
        let gradient = RadialGradient(gradient: Gradient(colors: [.black, .white]), center: Point(x: 0.5, y: 0.5),
                                      radius: 0.5, units: .objectBoundingBox)
        let pixmap = try render(width: 200, height: 100, [
            .fill(Path(Rect(x: 0, y: 0, width: 200, height: 100)), paint: .radialGradient(gradient), rule: .nonZero,
                  transform: .identity)
        ])
        // The location is the distance from the centre in box units, over the radius 0.5.
        func expected(_ x: Int, _ y: Int) -> Double {
            let u = (Double(x) + 0.5) / 200 - 0.5, v = (Double(y) + 0.5) / 100 - 0.5
            return (u * u + v * v).squareRoot() / 0.5 * 255
        }
        for (x, y) in [(150, 50), (100, 75), (40, 20), (199, 50)] {
            Self.expectPixel(pixmap, x, y, near: [expected(x, y), expected(x, y), expected(x, y), 255])
        }
    }
}
