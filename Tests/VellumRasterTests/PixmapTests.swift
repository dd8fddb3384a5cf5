import Testing
import VellumCore
@testable import VellumRaster

@Suite("Pixmap")
struct PixmapTests {
    @Test("Invalid sizes throw CanvasError naming the size and the limit",
          arguments: [(0, 10, "0×10"), (-5, 10, "-5×10"), (10, -1, "10×-1"), (40000, 10, "32768"),
                      (20000, 20000, "268435456")])
    func sizeLimits(width: Int, height: Int, mention: String) {
        #expect {
            _ = try Pixmap(width: width, height: height)
        } throws: { error in
            guard let error = error as? CanvasError else { return false }
            return error.description.contains(mention) && error.description.contains("\(width)×\(height)")
        }
    }

    @Test("The largest allowed sizes are accepted by validation")
    func limitsAccepted() throws {
        try Pixmap.validate(width: Pixmap.maxSide, height: Pixmap.maxPixelCount / Pixmap.maxSide)
        try Pixmap.validate(width: 1, height: Pixmap.maxSide)
    }

    @Test("clear fills with the premultiplied colour")
    func clear() throws {
        var pixmap = try Pixmap(width: 3, height: 2)
        pixmap.clear(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        #expect(pixmap.pixel(x: 2, y: 1) == RGBA8(r: 128, g: 64, b: 0, a: 128))
        #expect(pixmap.straightPixel(x: 2, y: 1) == RGBA8(r: 255, g: 128, b: 0, a: 128))
        pixmap.clear()
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test("Full coverage of an opaque colour gives exactly that colour")
    func exactOpaque() throws {
        let color = Color(red8: 87, green8: 218, blue8: 213)
        let pixmap = try render([fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), color)])
        #expect(pixmap.pixel(x: 50, y: 50) == RGBA8(r: 87, g: 218, b: 213, a: 255))
    }

    @Test("Translucent fills composite source-over with exact rounding")
    func sourceOver() throws {
        let pixmap = try render([
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .white),
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), Color(red: 0, green: 0, blue: 0, opacity: 0.5)),
        ])
        // 255 · (1 − 128/255) = 127.
        #expect(pixmap.pixel(x: 10, y: 10) == RGBA8(r: 127, g: 127, b: 127, a: 255))
    }

    @Test("Pixel data of the wrong length is rejected")
    func wrongLength() {
        #expect(throws: CanvasError.byteCountMismatch(width: 2, height: 2, expected: 16, actual: 3)) {
            _ = try Pixmap(width: 2, height: 2, premultipliedBytes: [1, 2, 3])
        }
    }
}
