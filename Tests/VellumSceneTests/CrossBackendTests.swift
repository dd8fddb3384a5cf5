import Foundation
import Testing
import VellumCore
import VellumRaster
@testable import VellumScene
import VellumSVG
import VellumTestSupport

/// librsvg's command-line rasterizer, when installed.
private let rsvgConvert = Prerequisite.program("rsvg-convert")

/// The same scenes through the raster backend and through the SVG backend, the SVG rasterized
/// independently by librsvg's `rsvg-convert`: at most 0.5 % of pixels may differ by more than
/// 16/255 (RGB composited over white, as the peer benchmark compares engines).
@Suite(.requires(rsvgConvert != nil, "rsvg-convert (Debian's librsvg2-bin) is not installed"))
struct CrossBackendTests {
    /// A scene exercising what the display list carries: gradients, strokes with joins and
    /// dashes, clips, group opacity, a drop shadow, symbols and text.
    struct Showcase: Node {
        var body: some Node {
            ZStack {
                RoundedRectangle(cornerRadius: 24)
                    .fill(LinearGradient(colors: [Color(red8: 239, green8: 120, blue8: 221),
                                                  Color(red8: 239, green8: 172, blue8: 120)],
                                         startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 0.6)))
                    .shadow(color: Color(white: 0, opacity: 0.4), radius: 6, x: 3, y: 4)
                    .padding(20)
                VStack(spacing: 12) {
                    HStack(spacing: 10) {
                        ForEach(0..<3) { i in
                            SymbolReference("dot").rotationEffect(.degrees(Double(i) * 30))
                        }
                    }
                    Circle()
                        .stroke(Color(red8: 34, green8: 110, blue8: 100),
                                style: StrokeStyle(lineWidth: 7, lineCap: .round, dash: [14, 9]))
                        .frame(width: 90, height: 90)
                    Text("Vellum 42").font(.system(size: 28)).fontWeight(.bold).foregroundColor(.white)
                }
                Ellipse().fill(RadialGradient(gradient: Gradient(colors: [.white, Color(red8: 79, green8: 79, blue8: 191)]),
                                              center: .center, startRadius: 0, endRadius: 40))
                    .frame(width: 80, height: 50)
                    .opacity(0.6)
                    .clipShape(Capsule())
                    .offset(x: 90, y: -110)
            }
        }
    }

    /// Shaped labels: joined right-to-left Arabic, Devanagari conjuncts, stacked Thai marks,
    /// Hebrew with a left-to-right number, Hangul, and a Latin ligature.
    struct Scripts: Node {
        var body: some Node {
            VStack(spacing: 6) {
                Text("مرحبا بالعالم").font(.custom("Noto Sans Arabic", size: 34))
                Text("क्षत्रिय स्वर्ण").font(.custom("Noto Sans Devanagari", size: 34))
                Text("น้ำที่นี่ สวัสดี").font(.custom("Noto Sans Thai", size: 30))
                Text("שלום 2024 office").font(.custom("Noto Sans Hebrew", size: 30)).tracking(1)
                Text("골드 III · ffi").font(.system(size: 30)).foregroundColor(.blue)
            }
        }
    }

    static var showcaseSymbols: [Tag: any Node] { [
        "dot": Rectangle().fill(Color(red8: 238, green8: 77, blue8: 77)).frame(width: 24, height: 24),
    ] }

    static func scene(named name: String) -> Scene {
        switch name {
        case "badge": Scene(symbols: Badge.symbols) { Badge() }
        case "scripts": Scene { Scripts() }
        default: Scene(symbols: Self.showcaseSymbols) { Showcase() }
        }
    }

    @Test(arguments: ["badge", "showcase", "scripts"])
    func rasterAndSVGAgree(scene name: String) throws {
        let size = Size(width: 300, height: 300)
        let scene = Self.scene(named: name)
        let raster = try scene.render(size: size, backend: .raster)
        let svg = try scene.render(size: size, backend: .svg)
        let viaRSVG = try Self.rasterize(svg.data, width: 300, height: 300)
        let (fraction, mean) = Self.compareOverWhite(raster, viaRSVG)
        print("cross-backend \(name): \(String(format: "%.3f", fraction * 100)) % of pixels off by > 16, mean |Δ| \(String(format: "%.3f", mean))")
        #expect(fraction <= 0.005, "\(name): \(fraction * 100) % of pixels differ by more than 16/255")
        // Not a vacuous comparison: the scene draws something.
        #expect(raster.straightBytes.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
    }

    /// A layer's shadow inside a clip is clipped by every backend: the clip keeps x < 50, the
    /// shadow lands 30 px right of a square at 10…40, so (55, 20) is shadow outside the clip and
    /// (45, 20) shadow inside it.
    @Test func aShadowInsideAClipIsClippedByEveryBackend() throws {
        let list = DisplayList([
            .pushClip(Path(Rect(x: 0, y: 0, width: 50, height: 100)), rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 1, shadow: Shadow(color: .black, radius: 0, x: 30, y: 0)),
            .fill(Path(Rect(x: 10, y: 10, width: 30, height: 30)), paint: .color(.cssRed), rule: .nonZero,
                  transform: .identity),
            .endLayer,
            .popClip,
        ])
        let size = Size(width: 100, height: 100)
        let raster = try RasterBackend().render(list, size: size)
        let viaRSVG = try Self.rasterize(try SVGBackend().render(list, size: size).data, width: 100, height: 100)
        for pixmap in [raster, viaRSVG] {
            #expect(pixmap.straightPixel(x: 55, y: 20).a == 0)
            #expect(pixmap.straightPixel(x: 45, y: 20) == RGBA8(r: 0, g: 0, b: 0, a: 255))
            #expect(pixmap.straightPixel(x: 20, y: 20) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        }
    }

    /// Filter chains: the SVG writer's `<filter>` read by librsvg agrees with the raster
    /// backend's pixels — the blur, each colour matrix, and a chain of both. (librsvg blurs a
    /// standard deviation below 2 more narrowly than the Gaussian the spec defines — σ = 1.5
    /// spreads an edge as a true σ ≈ 0.9 would — so the blurs here are wider.)
    @Test func filteredNodesAgreeThroughLibrsvg() throws {
        let scene = Scene {
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    Circle().fill(Color(red8: 230, green8: 70, blue8: 40)).frame(width: 50, height: 50).blur(radius: 4)
                    Rectangle().fill(Color(red8: 230, green8: 140, blue8: 40)).frame(width: 50, height: 50).grayscale(1)
                    Rectangle().fill(Color(red8: 230, green8: 40, blue8: 60)).frame(width: 50, height: 50)
                        .hueRotation(.degrees(120))
                    Rectangle().fill(Color(red8: 40, green8: 90, blue8: 200)).frame(width: 50, height: 50).colorInvert()
                }
                HStack(spacing: 12) {
                    Rectangle().fill(Color(red8: 40, green8: 180, blue8: 90)).frame(width: 50, height: 50).saturation(0.3)
                    Rectangle().fill(Color(red8: 90, green8: 90, blue8: 140)).frame(width: 50, height: 50).contrast(1.6)
                        .brightness(0.1)
                    Rectangle().fill(Color(red8: 200, green8: 200, blue8: 40)).frame(width: 50, height: 50)
                        .colorMultiply(Color(red8: 120, green8: 200, blue8: 255))
                    Text("Aa").font(.system(size: 34)).foregroundColor(.blue).blur(radius: 2.5).colorInvert()
                }
            }
        }
        let size = Size(width: 300, height: 160)
        let raster = try scene.render(size: size, backend: .raster)
        let svg = try scene.render(size: size, backend: .svg)
        let viaRSVG = try Self.rasterize(svg.data, width: 300, height: 160)
        let (fraction, mean) = Self.compareOverWhite(raster, viaRSVG)
        print("cross-backend filters: \(String(format: "%.3f", fraction * 100)) % of pixels off by > 16, mean |Δ| \(String(format: "%.3f", mean))")
        #expect(fraction <= 0.005, "filters: \(fraction * 100) % of pixels differ by more than 16/255")
        #expect(raster.straightBytes.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
    }

    /// Rasterizes SVG bytes with rsvg-convert.
    static func rasterize(_ svg: [UInt8], width: Int, height: Int) throws -> Pixmap {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-xb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.svg"), output = dir.appendingPathComponent("out.png")
        try Data(svg).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Prerequisite.require(rsvgConvert, "rsvg-convert",
                                                                                  package: "librsvg2-bin"))
        process.arguments = ["-w", String(width), "-h", String(height), "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return try Pixmap(pngData: Array(try Data(contentsOf: output)))
    }

    /// The share of pixels whose RGB, composited over white, differs by more than 16 in some
    /// channel, and the mean absolute difference.
    static func compareOverWhite(_ a: Pixmap, _ b: Pixmap) -> (fraction: Double, mean: Double) {
        let x = a.straightBytes, y = b.straightBytes
        var over = 0, total = 0.0
        for p in stride(from: 0, to: x.count, by: 4) {
            var worst = 0.0
            for c in 0..<3 {
                let u = Double(x[p + c]) * Double(x[p + 3]) / 255 + 255 - Double(x[p + 3])
                let v = Double(y[p + c]) * Double(y[p + 3]) / 255 + 255 - Double(y[p + 3])
                worst = max(worst, abs(u - v))
                total += abs(u - v)
            }
            if worst > 16 { over += 1 }
        }
        return (Double(over) / Double(x.count / 4), total / Double(x.count / 4 * 3))
    }
}
