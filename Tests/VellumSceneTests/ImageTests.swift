import Foundation
import Testing
import Vellum
@testable import VellumScene
import VellumTestSupport

/// Small pictures made in the test, encoded as PNG so that every backend gets a real file.
enum TestPictures {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// A `width` × `height` picture whose pixel (x, y) is `colour(x, y)` (straight alpha).
    static func make(_ width: Int, _ height: Int, _ colour: (Int, Int) -> RGBA8) throws -> RasterImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                func premultiplied(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(c.a) + 127) / 255) }
                bytes += [premultiplied(c.r), premultiplied(c.g), premultiplied(c.b), c.a]
            }
        }
        return try RasterImage(pngData: PNGCodec.encode(width: width, height: height, premultipliedPixels: bytes))
    }

    /// Red on the left half, blue on the right.
    static func halves() throws -> RasterImage { try make(2, 1) { x, _ in x == 0 ? red : blue } }

    /// A 5 × 5 picture: a one-pixel red border around a blue middle.
    static func framed() throws -> RasterImage {
        try make(5, 5) { x, y in x == 0 || y == 0 || x == 4 || y == 4 ? red : blue }
    }

    /// A 3 × 2 picture of three colours on top and their reverse below.
    static func strip() throws -> RasterImage {
        let colours = [red, green, blue]
        return try make(3, 2) { x, y in colours[y == 0 ? x : 2 - x] }
    }

    /// An opaque left pixel and a clear right one.
    static func halfClear() throws -> RasterImage { try make(2, 1) { x, _ in x == 0 ? red : clear } }

    /// Black and white squares, 2 × 2.
    static func checker() throws -> RasterImage {
        try make(2, 2) { x, y in (x + y) % 2 == 0 ? RGBA8(r: 0, g: 0, b: 0, a: 255) : RGBA8(r: 255, g: 255, b: 255, a: 255) }
    }
}

/// The folder of this file's fixtures, read through the source tree (inside the repository).
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
/// The repository's root.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite("Image")
struct ImageTests {
    static let canvas = Size(square: 100)

    private func render<Content: Node>(_ size: Size = canvas, @NodeBuilder _ content: () -> Content) throws -> Pixmap {
        try Scene(content: content).render(size: size, backend: .raster)
    }

    // MARK: Layout

    @Test func anImageIsAsLargeAsItsPixelsWhateverItIsOffered() throws {
        let stripPicture = try TestPictures.strip()
        let probe = Probe { Image(stripPicture) }
        #expect(try probe.size(100, 100) == Size(width: 3, height: 2))
        #expect(try probe.size(nil, nil) == Size(width: 3, height: 2))
        #expect(try probe.size(1, 1) == Size(width: 3, height: 2))
        // Centred in the canvas, at its pixel size: drawn one pixel a pixel.
        // (On a canvas 99 wide, so that the centred picture's pixels fall on whole pixels.)
        let pixmap = try render(Size(width: 99, height: 100)) { Image(stripPicture) }
        #expect(pixmap.pixel(x: 48, y: 49) == TestPictures.red)
        #expect(pixmap.pixel(x: 50, y: 49) == TestPictures.blue)
        #expect(pixmap.pixel(x: 50, y: 50) == TestPictures.red)
        #expect(pixmap.pixel(x: 47, y: 49).a == 0 && pixmap.pixel(x: 51, y: 49).a == 0)
    }

    @Test func aResizableImageTakesTheProposalAndItsPixelSizeWhereNoneIsGiven() throws {
        let stripPicture = try TestPictures.strip()
        let probe = Probe { Image(stripPicture).resizable() }
        #expect(try probe.size(100, 40) == Size(width: 100, height: 40))
        #expect(try probe.size(nil, nil) == Size(width: 3, height: 2))
        #expect(try probe.size(30, nil) == Size(width: 30, height: 2))
    }

    @Test func aResizableImageIsStretchedOverItsFrame() throws {
        let halvesPicture = try TestPictures.halves()
        let pixmap = try render { Image(halvesPicture).resizable() }
        #expect(pixmap.pixel(x: 10, y: 10) == TestPictures.red)
        #expect(pixmap.pixel(x: 90, y: 90) == TestPictures.blue)
        #expect(pixmap.pixel(x: 0, y: 99) == TestPictures.red && pixmap.pixel(x: 99, y: 0) == TestPictures.blue)
    }

    @Test func scaledToFitAndFillUseThePicturesOwnRatio() throws {
        let halvesPicture = try TestPictures.halves()
        let fit = Probe { Image(halvesPicture).resizable().scaledToFit().tag("pic") }
        try fit.list(100, 100)
        #expect(try fit.frame("pic") == Rect(x: 0, y: 25, width: 100, height: 50))
        let fill = Probe { Image(halvesPicture).resizable().scaledToFill().tag("pic") }
        try fill.list(100, 100)
        #expect(try fill.frame("pic") == Rect(x: -50, y: 0, width: 200, height: 100))
        let aspect = Probe { Image(halvesPicture).resizable().aspectRatio(contentMode: .fit).tag("pic") }
        try aspect.list(60, 100)
        #expect(try aspect.frame("pic") == Rect(x: 0, y: 35, width: 60, height: 30))
        // A ratio given wins over the picture's.
        let given = Probe { Image(halvesPicture).resizable().aspectRatio(1, contentMode: .fit).tag("pic") }
        try given.list(100, 60)
        #expect(try given.frame("pic") == Rect(x: 20, y: 0, width: 60, height: 60))
        // A fitted picture is drawn in its frame only.
        let pixmap = try render { Image(halvesPicture).resizable().scaledToFit() }
        #expect(pixmap.pixel(x: 20, y: 20).a == 0 && pixmap.pixel(x: 20, y: 30) == TestPictures.red)
    }

    @Test func tilingRepeatsThePictureAtItsSizeFromTheTopLeft() throws {
        let picture = try TestPictures.strip()
        let pixmap = try render(Size(width: 10, height: 10)) { Image(picture).resizable(resizingMode: .tile) }
        let colours = [TestPictures.red, TestPictures.green, TestPictures.blue]
        for y in 0..<10 {
            for x in 0..<10 {
                let expected = colours[y % 2 == 0 ? x % 3 : 2 - x % 3]
                #expect(pixmap.pixel(x: x, y: y) == expected, "pixel \(x), \(y)")
            }
        }
        // Four columns (the last cut to one pixel) by five rows.
        #expect(Image(picture).resizable(resizingMode: .tile).drawingCount(in: Rect(x: 0, y: 0, width: 10, height: 10)) == 20)
    }

    @Test func capInsetsKeepTheEdgesWhileTheMiddleStretches() throws {
        let picture = try TestPictures.framed()
        let size = Size(width: 50, height: 30)
        let sliced = try render(size) { Image(picture).resizable(capInsets: EdgeInsets(1)).interpolation(.none) }
        // The border stays one pixel wide all round; the middle is blue right up to it.
        for (x, y) in [(0, 15), (49, 15), (25, 0), (25, 29), (0, 0), (49, 29)] {
            #expect(sliced.pixel(x: x, y: y) == TestPictures.red, "border at \(x), \(y)")
        }
        for (x, y) in [(1, 15), (5, 15), (48, 15), (25, 1), (25, 28), (1, 1)] {
            #expect(sliced.pixel(x: x, y: y) == TestPictures.blue, "middle at \(x), \(y)")
        }
        // Without insets the border is stretched with the rest: ten pixels wide across.
        let stretched = try render(size) { Image(picture).resizable().interpolation(.none) }
        #expect(stretched.pixel(x: 5, y: 15) == TestPictures.red)
    }

    @Test func capInsetsWithTilingRepeatOnlyTheMiddle() throws {
        // Border red, middle a 3 × 3 picture whose middle column is green.
        let picture = try TestPictures.make(5, 5) { x, y in
            x == 0 || y == 0 || x == 4 || y == 4 ? TestPictures.red : (x == 2 ? TestPictures.green : TestPictures.blue)
        }
        let pixmap = try render(Size(width: 11, height: 5)) {
            Image(picture).resizable(capInsets: EdgeInsets(1), resizingMode: .tile)
        }
        let expected = [TestPictures.red] + (0..<9).map { [TestPictures.blue, TestPictures.green][$0 % 3 == 1 ? 1 : 0] }
            + [TestPictures.red]
        for x in 0..<11 { #expect(pixmap.pixel(x: x, y: 2) == expected[x], "column \(x)") }
        #expect(pixmap.pixel(x: 5, y: 0) == TestPictures.red && pixmap.pixel(x: 5, y: 4) == TestPictures.red)
    }

    @Test func interpolationNoneKeepsPixelsSquareAndTheOthersBlendThem() throws {
        let picture = try TestPictures.checker()
        let size = Size(square: 40)
        let sharp = try render(size) { Image(picture).resizable().interpolation(.none) }
        let smooth = try render(size) { Image(picture).resizable().interpolation(.high) }
        // Pixel 19 is the last of the first black square.
        #expect(sharp.pixel(x: 19, y: 5) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(sharp.pixel(x: 20, y: 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        // Smoothly: nearly half-way to white where the squares meet, black well inside.
        let blended = smooth.pixel(x: 19, y: 5)
        #expect(blended.r > 90 && blended.r < 160 && blended.a == 255)
        #expect(smooth.pixel(x: 2, y: 2) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        for quality in [Image.Interpolation.low, .medium] {
            let other = try render(size) { Image(picture).resizable().interpolation(quality) }
            #expect(other == smooth)
        }
    }

    @Test func aTemplateImageIsItsAlphaInTheForegroundStyle() throws {
        let picture = try TestPictures.halfClear()
        let blue = Color(red8: 0, green8: 0, blue8: 255)
        let tinted = try render { Image(picture).resizable().renderingMode(.template).foregroundStyle(blue) }
        // Well inside the left pixel (the middle blends with the clear one).
        #expect(tinted.pixel(x: 10, y: 50) == TestPictures.blue)
        #expect(tinted.pixel(x: 50, y: 50).a > 100 && tinted.pixel(x: 50, y: 50).a < 160)
        #expect(tinted.pixel(x: 75, y: 50).a == 0)
        // The default foreground is the primary colour, black; `.original` keeps the colours.
        let plain = try render { Image(picture).resizable().renderingMode(.template) }
        #expect(plain.pixel(x: 10, y: 50) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        let original = try render { Image(picture).resizable().renderingMode(.original).foregroundColor(blue) }
        #expect(original.pixel(x: 10, y: 50) == TestPictures.red)
        // A gradient foreground spans the image's frame.
        let gradient = try render {
            Image(picture).resizable().renderingMode(.template)
                .foregroundStyle(LinearGradient(colors: [.black, blue], startPoint: .top, endPoint: .bottom))
        }
        #expect(gradient.pixel(x: 10, y: 1).b < 20 && gradient.pixel(x: 10, y: 98).b > 235)
        #expect(gradient.pixel(x: 75, y: 98).a == 0)
    }

    /// The picture of SceneGraph.md's "Images" section, kept current: recorded with
    /// `VELLUM_RECORD_GOLDENS=1`.
    @Test func theDocumentationPictureIsCurrent() throws {
        let resources = repository.appendingPathComponent("Tests/SwiftUIPortTests/Resources").path
        let photo = Image(path: resources + "/avatar.jpg"), star = Image(path: resources + "/star.png")
        // A 16-pixel rounded square (radius 6) with a 2-pixel border: cap insets of 6 keep its
        // corners round.
        let panel = try TestPictures.make(16, 16) { x, y in
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let dx = px - min(max(px, 6), 10), dy = py - min(max(py, 6), 10)
            let distance = (dx * dx + dy * dy).squareRoot()
            let inside = min(max(6.5 - distance, 0), 1), fill = min(max(4.5 - distance, 0), 1)
            func mix(_ border: Double, _ face: Double) -> UInt8 { UInt8((border + (face - border) * fill).rounded()) }
            return RGBA8(r: mix(40, 214), g: mix(90, 228), b: mix(170, 248), a: UInt8((inside * 255).rounded()))
        }
        let sprite = try TestPictures.make(4, 4) { x, y in
            [[TestPictures.clear, TestPictures.red, TestPictures.red, TestPictures.clear],
             [TestPictures.red, TestPictures.green, TestPictures.green, TestPictures.red],
             [TestPictures.red, TestPictures.green, TestPictures.blue, TestPictures.red],
             [TestPictures.clear, TestPictures.red, TestPictures.red, TestPictures.clear]][y][x]
        }
        let tile = try TestPictures.make(8, 8) { x, y in
            (x / 4 + y / 4) % 2 == 0 ? RGBA8(r: 250, g: 200, b: 60, a: 255) : RGBA8(r: 230, g: 120, b: 40, a: 255)
        }
        func cell<Content: Node>(_ caption: String, @NodeBuilder _ content: () -> Content) -> some Node {
            VStack(spacing: 6) {
                content().frame(width: 90, height: 60)
                Text(caption).font(.system(size: 11, design: .monospaced)).foregroundStyle(.secondary)
            }
        }
        let scene = Scene {
            VStack(spacing: 14) {
                HStack(spacing: 10) {
                    cell("resizable()") { photo.resizable() }
                    cell("scaledToFit()") { photo.resizable().scaledToFit().border(.gray) }
                    cell("scaledToFill()") {
                        photo.resizable().scaledToFill().frame(width: 60, height: 60).clipShape(Circle())
                    }
                    cell("capInsets") { Image(panel).resizable(capInsets: EdgeInsets(6)).frame(height: 44) }
                }
                HStack(spacing: 10) {
                    cell(".tile") { Image(tile).resizable(resizingMode: .tile) }
                    cell(".none") { Image(sprite).resizable().interpolation(.none).frame(width: 60) }
                    cell(".high") { Image(sprite).resizable().interpolation(.high).frame(width: 60) }
                    cell(".template") {
                        star.resizable().renderingMode(.template).foregroundColor(.purple).frame(width: 56, height: 56)
                    }
                }
            }
            .padding(12)
            .background(Color.white)
        }
        let pixmap = try scene.render(size: Size(width: 424, height: 200), backend: .raster)
        let path = repository.appendingPathComponent("Docs/images/scene-images.png").path
        let difference = try GoldenImage.compare(pixmap, withGoldenAt: path)
        #expect(difference.isWithinTolerance, "\(difference)")
    }

    @Test func aNameIsLookedUpAmongTheBundlesResourcesWithAnExtensionAdded() throws {
        // `corrupt` is found as corrupt.png (and then fails to decode, which names the file).
        let bundle = try #require(Bundle(path: fixtures.path))
        for image in [Image("corrupt", bundle: bundle), Image(decorative: "corrupt", bundle: bundle),
                      Image("corrupt.png", bundle: bundle)] {
            let error = try #require(throws: SceneError.self) { try Scene { image }.renderTree(size: Self.canvas) }
            guard case .image(_, .undecodableFile(let path, _)) = error else {
                Issue.record("unexpected error \(error)")
                continue
            }
            #expect(path.hasSuffix("/Fixtures/corrupt.png"))
        }
    }

    @Test func imagesAreEqualWhenTheirPixelsAndSettingsAre() throws {
        let picture = try TestPictures.strip()
        #expect(Image(picture).resizable() == Image(try TestPictures.strip()).resizable())
        #expect(Image(picture).resizable() != Image(picture))
        #expect(Image(picture).interpolation(.none) != Image(picture))
        #expect(Image(picture) != Image(try TestPictures.halves()))
        let missing = fixtures.appendingPathComponent("missing.png").path
        #expect(Image(path: missing) == Image(path: missing))
    }

    // MARK: Hit testing and damage

    @Test func anImageIsHitOnItsFrame() throws {
        let halfClearPicture = try TestPictures.halfClear()
        let stripPicture = try TestPictures.strip()
        let scene = Scene { ZStack { Image(stripPicture).tag("small") } }
        _ = try scene.renderTree(size: Self.canvas)
        #expect(try scene.hitTest(at: Point(x: 49, y: 50))?.tags == ["small"])
        #expect(try scene.hitTest(at: Point(x: 20, y: 20)) == nil)
        let resized = Scene { Image(halfClearPicture).resizable().frame(width: 60, height: 40).tag("big") }
        _ = try resized.renderTree(size: Self.canvas)
        #expect(try resized.hitTest(at: Point(x: 25, y: 35))?.tags == ["big"])
        #expect(try resized.hitTest(at: Point(x: 50, y: 75)) == nil)
    }

    @Test func replacingThePictureDamagesOnlyItsFrame() throws {
        let halvesPicture = try TestPictures.halves()
        let stripPicture = try TestPictures.strip()
        let scene = Scene {
            ZStack(alignment: .topLeading) {
                Rectangle().fill(.gray).frame(width: 10, height: 10).offset(x: 80, y: 80)
                Image(stripPicture).resizable().frame(width: 20, height: 10).tag("pic")
            }
            .frame(width: 100, height: 100, alignment: .topLeading)
        }
        _ = try scene.renderTree(size: Self.canvas)
        #expect(try scene.replace("pic", with: Image(stripPicture).resizable().frame(width: 20, height: 10))
                == .none)
        let damage = try scene.replace("pic", with: Image(halvesPicture).resizable().frame(width: 20, height: 10))
        let region = try #require(damage.rect(in: Self.canvas))
        #expect(region.contains(Rect(x: 0, y: 0, width: 20, height: 10)))
        #expect(region.maxX <= 22 && region.maxY <= 12)
    }

    // MARK: Canvas

    @Test func aCanvasDrawsImagesInARectAndAtAnAnchor() throws {
        let picture = try TestPictures.halves()
        let pixmap = try render {
            Canvas { context, _ in
                context.draw(Image(picture), in: Rect(x: 0, y: 0, width: 40, height: 20))
                context.draw(Image(picture), at: Point(x: 70, y: 70.5))
                context.draw(Image(picture), at: CGPoint(x: 90, y: 90), anchor: .topLeading)
            }
        }
        // Stretched: red well inside the left half, blue well inside the right.
        #expect(pixmap.pixel(x: 4, y: 10) == TestPictures.red && pixmap.pixel(x: 35, y: 10) == TestPictures.blue)
        #expect(pixmap.pixel(x: 10, y: 25).a == 0)
        // Centred on (70, 70.5) at its own size: pixels 69 and 70 of row 70.
        #expect(pixmap.pixel(x: 69, y: 70) == TestPictures.red && pixmap.pixel(x: 70, y: 70) == TestPictures.blue)
        #expect(pixmap.pixel(x: 68, y: 70).a == 0 && pixmap.pixel(x: 69, y: 69).a == 0)
        #expect(pixmap.pixel(x: 90, y: 90) == TestPictures.red && pixmap.pixel(x: 91, y: 90) == TestPictures.blue)
    }

    @Test func aResolvedTemplateImageIsDrawnInItsShading() throws {
        let picture = try TestPictures.halfClear()
        let pixmap = try render {
            Canvas { context, _ in
                var resolved = context.resolve(Image(picture).renderingMode(.template))
                #expect(resolved.size == Size(width: 2, height: 1))
                resolved.shading = .color(Color(red8: 0, green8: 255, blue8: 0))
                context.draw(resolved, in: Rect(x: 0, y: 0, width: 100, height: 100))
            }
        }
        #expect(pixmap.pixel(x: 10, y: 50) == TestPictures.green)
        #expect(pixmap.pixel(x: 75, y: 50).a == 0)
    }

    // MARK: Errors

    @Test func aMissingFileIsAnErrorNamingIt() throws {
        let path = fixtures.appendingPathComponent("missing.png").path
        let error = try #require(throws: SceneError.self) {
            try Scene { VStack { Image(path: path) } }.renderTree(size: Self.canvas)
        }
        #expect(error == .image(path: "VStack > Image", .unreadableFile(path: path, reason: "no such file")))
        #expect(error.description == "VStack > Image: cannot read image file '\(path)': no such file")
    }

    @Test func aCorruptFileIsAnErrorNamingItAndTheFormat() throws {
        let path = fixtures.appendingPathComponent("corrupt.png").path
        let error = try #require(throws: SceneError.self) { try Scene { Image(path: path) }.renderTree(size: Self.canvas) }
        guard case .image(_, .undecodableFile(let named, let reason)) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(named == path && reason.format == "PNG")
        #expect(error.description.contains("image file '\(path)' is not a usable image: cannot decode PNG data"))
    }

    @Test func bytesThatAreNoPictureAreAnError() throws {
        let error = try #require(throws: SceneError.self) {
            try Scene { Image(data: Data("hello".utf8)) }.renderTree(size: Self.canvas)
        }
        #expect(error.description
                == "Image: image data (5 bytes) is not a usable image: cannot decode image data: the data is neither PNG, JPEG, GIF nor WebP")
    }

    @Test func aMissingResourceNamesTheNameAndTheDirectory() throws {
        let bundle = try #require(Bundle(path: fixtures.path))
        let error = try #require(throws: SceneError.self) {
            try Scene { Image("avatar-that-is-not-there", bundle: bundle) }.renderTree(size: Self.canvas)
        }
        guard case .image(_, .missingResource(let name, _)) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(name == "avatar-that-is-not-there")
    }

    @Test func aCanvasDrawingAMissingImageThrowsTheImagesError() throws {
        let path = fixtures.appendingPathComponent("missing.png").path
        let error = try #require(throws: SceneError.self) {
            try Scene { Canvas { context, _ in context.draw(Image(path: path), at: .zero) } }.renderTree(size: Self.canvas)
        }
        #expect(error == .image(path: "Canvas", .unreadableFile(path: path, reason: "no such file")))
    }

    @Test(arguments: [
        (EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 3), "do not fit in the 5×5-pixel image"),
        (EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0), "cap inset top is negative (-1.0)"),
        (EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0), "cap inset top is not finite (nan)"),
    ])
    func unusableCapInsetsAreAnError(insets: EdgeInsets, message: String) throws {
        let picture = try TestPictures.framed()
        let error = try #require(throws: SceneError.self) {
            try Scene { Image(picture).resizable(capInsets: insets) }.renderTree(size: Self.canvas)
        }
        #expect(error.description.hasPrefix("Image: ") && error.description.contains(message), "\(error)")
    }

    @Test func aTilingOfTooManyPiecesIsAnError() throws {
        let dot = try TestPictures.make(1, 1) { _, _ in TestPictures.red }
        let error = try #require(throws: SceneError.self) {
            try Scene { Image(dot).resizable(resizingMode: .tile) }.renderTree(size: Size(width: 200, height: 100))
        }
        #expect(error.description.contains("takes 20000 drawings, more than Image.maxTiles (10000)"), "\(error)")
    }
}
