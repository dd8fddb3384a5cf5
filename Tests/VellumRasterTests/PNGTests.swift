import Foundation
import Testing
import VellumCore
@testable import VellumRaster
import VellumImageIO

@Suite("PNG codec")
struct PNGTests {
    /// A drawing with antialiased edges, translucency and a gradient.
    static func sample() throws -> Pixmap {
        var pixmap = try Pixmap(width: 64, height: 48)
        try pixmap.draw { context in
            context.fill(Path(ellipseIn: Rect(x: 4, y: 4, width: 40, height: 30)),
                         with: .color(Color(red: 0.9, green: 0.4, blue: 0.1, opacity: 0.7)))
            context.fill(Path(Rect(x: 20, y: 10, width: 40, height: 30)),
                         with: .linearGradient(LinearGradient(colors: [.blue, Color.green.opacity(0.3)],
                                                              startPoint: .topLeading, endPoint: .bottomTrailing)))
        }
        return pixmap
    }

    /// Random straight-alpha pixels premultiplied by the pixmap: exactly representable in a PNG.
    static func randomStraight(width: Int, height: Int) throws -> Pixmap {
        var rng = SplitMix64(seed: 42)
        let bytes = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        return try Pixmap(width: width, height: height, straightBytes: bytes)
    }

    @Test("encode → decode → encode gives identical bytes, and decoding gives back the pixmap")
    func roundTrip() throws {
        for pixmap in [try Self.sample(), try Self.randomStraight(width: 33, height: 17)] {
            let png = try pixmap.pngData()
            let decoded = try Pixmap(pngData: png)
            #expect(try decoded.pngData() == png)
            #expect(decoded == pixmap)
        }
    }

    @Test("A rendered drawing round-trips (its premultiplied values come from straight ones or are opaque)")
    func renderedRoundTrip() throws {
        var pixmap = try Pixmap(width: 40, height: 40)
        try pixmap.draw { context in
            context.fill(Path(ellipseIn: Rect(x: 2, y: 2, width: 36, height: 36)), with: .color(.orange))
        }
        let decoded = try Pixmap(pngData: try pixmap.pngData())
        for y in 0..<40 {
            for x in 0..<40 {
                // Unpremultiplying is lossy for translucent pixels, but never by more than a step.
                let a = pixmap.pixel(x: x, y: y), b = decoded.pixel(x: x, y: y)
                #expect(a.a == b.a && abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1)
            }
        }
    }

    @Test("The same drawing rendered twice gives identical PNG bytes")
    func deterministic() throws {
        #expect(try Self.sample().pngData() == Self.sample().pngData())
    }

    @Test("The file is a PNG with the pixmap's size and no time or text chunks")
    func fileStructure() throws {
        let png = try Self.sample().pngData()
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(Array(png[16..<24]) == [0, 0, 0, 64, 0, 0, 0, 48])
        var chunks: [String] = []
        var i = 8
        while i + 8 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        #expect(chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(!chunks.contains("tIME") && !chunks.contains("tEXt") && !chunks.contains("zTXt"))
    }

    @Test("Garbage, empty and truncated data throw PNGError with a message")
    func garbage() throws {
        for data: [UInt8] in [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [], Array(try Self.sample().pngData().prefix(60))] {
            #expect {
                _ = try Pixmap(pngData: data)
            } throws: { error in
                guard let error = error as? PNGError, case .decodingFailed(let reason) = error else { return false }
                return !reason.isEmpty && error.description.hasPrefix("cannot decode PNG data: ")
            }
        }
    }

    @Test("Palette, 16-bit grey, grey+alpha and RGB files decode to premultiplied RGBA8")
    func otherColorTypes() throws {
        let palette = try Pixmap(pngData: PNGFixtures.palette)
        #expect(palette.pixel(x: 0, y: 0) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(palette.pixel(x: 1, y: 0) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(palette.pixel(x: 0, y: 1) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(palette.pixel(x: 1, y: 1) == RGBA8(r: 128, g: 128, b: 128, a: 128))
        #expect(palette.straightPixel(x: 1, y: 1) == RGBA8(r: 255, g: 255, b: 255, a: 128))
        let grey16 = try Pixmap(pngData: PNGFixtures.grey16)
        #expect(grey16.pixel(x: 0, y: 0) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(grey16.pixel(x: 1, y: 0) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let greyAlpha = try Pixmap(pngData: PNGFixtures.greyAlpha)
        #expect(greyAlpha.pixel(x: 0, y: 0) == RGBA8(r: 200, g: 200, b: 200, a: 255))
        #expect(greyAlpha.pixel(x: 1, y: 0) == RGBA8(r: 0, g: 0, b: 0, a: 0))
        let rgb = try Pixmap(pngData: PNGFixtures.rgb)
        #expect(rgb.pixel(x: 0, y: 0) == RGBA8(r: 10, g: 20, b: 30, a: 255))
    }

    @Test("write(to:) writes the PNG bytes, replacing an existing file")
    func writeFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-png-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.png").path
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        let pixmap = try Self.sample()
        try pixmap.write(to: path)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == (try pixmap.pngData()))
        // Only the output file remains: the temporary file was renamed, not copied.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    @Test("A write that cannot happen throws and leaves no file")
    func writeFailure() throws {
        let path = "/nonexistent-vellum-dir/sub/out.png"
        #expect {
            try Self.sample().write(to: path)
        } throws: { error in
            guard let error = error as? PNGError, case .writeFailed(let p, _) = error else { return false }
            return p == path && error.description.contains(path)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
