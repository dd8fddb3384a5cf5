import Foundation
import Testing
import VellumBlur
import VellumCore

/// The shared pixel implementation of SVG filter graphs, each primitive's bytes compared with
/// values computed here from the spec's formulas.
@Suite struct FilterGraphPixelTests {
    /// `graph` run over a `width` × `height` RGBA canvas holding `pixels` (transparent by default).
    static func run(_ primitives: [FilterPrimitive], width: Int = 8, height: Int = 8,
                    pixels: [UInt32]? = nil) -> [UInt32] {
        let graph = FilterGraph(region: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                primitives: primitives)
        var buffer = pixels ?? [UInt32](repeating: 0, count: width * height)
        buffer.withUnsafeMutableBufferPointer { p in
            _ = FilterPixels(base: p.baseAddress!, stride: width, columns: 0..<width, rows: 0..<height, layout: .rgba)
                .apply([.graph(graph)], drawn: (0..<width, 0..<height))
        }
        return buffer
    }

    static func rgba(_ p: UInt32) -> [Int] { [Int(p & 255), Int(p >> 8 & 255), Int(p >> 16 & 255), Int(p >> 24)] }
    static func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }
    static let all = Rect(x: 0, y: 0, width: 100, height: 100)

    static func primitive(_ kind: FilterPrimitiveKind, _ inputs: [FilterInput] = [.sourceGraphic],
                          subregion: Rect = all, space: FilterColorSpace = .sRGB) -> FilterPrimitive {
        FilterPrimitive(kind, inputs: inputs, subregion: subregion, colorSpace: space)
    }

    /// A canvas with one opaque white pixel at (x, y).
    static func dot(_ width: Int, _ height: Int, _ x: Int, _ y: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels[y * width + x] = pixel(255, 255, 255, 255)
        return pixels
    }

    @Test func aFloodFillsItsSubregionOnly() {
        let out = Self.run([Self.primitive(.flood(Color(red: 0.2, green: 0.4, blue: 0.6)),
                                           subregion: Rect(x: 2, y: 2, width: 3, height: 3))])
        #expect(Self.rgba(out[2 * 8 + 2]) == [51, 102, 153, 255])
        #expect(Self.rgba(out[4 * 8 + 4]) == [51, 102, 153, 255])
        #expect(out[1 * 8 + 1] == 0 && out[5 * 8 + 5] == 0)
    }

    @Test func arithmeticMeansDependOnTheColourSpace() {
        func mean(_ space: FilterColorSpace) -> Int {
            let out = Self.run([Self.primitive(.flood(.white), space: space), Self.primitive(.flood(.black), space: space),
                                Self.primitive(.composite(.arithmetic(k1: 0, k2: 0.5, k3: 0.5, k4: 0)),
                                               [.result(0), .result(1)], space: space)])
            return Self.rgba(out[0])[0]
        }
        // Linear light 0.5 is sRGB 1.055 · 0.5^(1/2.4) − 0.055.
        let linear = Int(((1.055 * pow(0.5, 1 / 2.4) - 0.055) * 255).rounded())
        #expect(abs(mean(.linearRGB) - linear) <= 1)
        #expect(abs(mean(.sRGB) - 128) <= 1)
    }

    @Test func anOffsetMovesByWholePixels() {
        let out = Self.run([Self.primitive(.offset(dx: 3, dy: 2))], pixels: Self.dot(8, 8, 1, 1))
        #expect(Self.rgba(out[3 * 8 + 4]) == [255, 255, 255, 255])
        #expect(out[1 * 8 + 1] == 0)
        #expect(out.filter { $0 != 0 }.count == 1)
    }

    @Test func aSmallBlurIsTheSampledGaussian() {
        let out = Self.run([Self.primitive(.gaussianBlur(x: 1, y: 1))], width: 15, height: 15,
                           pixels: Self.dot(15, 15, 7, 7))
        var total = 0.0
        for k in -3...3 { total += exp(-Double(k * k) / 2) }
        let w0 = 1 / total
        let expected = Int((w0 * w0 * 255).rounded())
        let alpha = Self.rgba(out[7 * 15 + 7])[3]
        #expect(abs(alpha - expected) <= 1)
    }

    @Test func aLargeBlurIsThreeBoxes() {
        // σ = 10: d = ⌊10 · 3 · √(2π) / 4 + ½⌋ = 19, odd: three centred boxes of 19. The centre
        // of their convolution counts the triples in −9…9 summing to 0, over 19³.
        let out = Self.run([Self.primitive(.gaussianBlur(x: 10, y: 0))], width: 101, height: 1,
                           pixels: Self.dot(101, 1, 50, 0))
        var triples = 0
        for a in -9...9 { for b in -9...9 where abs(a + b) <= 9 { triples += 1 } }
        let expected = Int((255 * Double(triples) / (19 * 19 * 19)).rounded())
        #expect(abs(Self.rgba(out[50])[3] - expected) <= 1)
        // The three boxes reach 27 pixels each way, the far tail below half a byte.
        #expect(out[50 - 28] == 0 && out[50 + 28] == 0)
        #expect(out[50 - 20] == out[50 + 20] && out[50 - 20] != 0)
    }

    @Test func dilationGrowsAPixelToASquare() {
        let out = Self.run([Self.primitive(.morphology(dilate: true, radiusX: 1, radiusY: 1))], pixels: Self.dot(8, 8, 3, 3))
        #expect(out.filter { $0 != 0 }.count == 9)
        #expect(out[2 * 8 + 2] != 0 && out[4 * 8 + 4] != 0 && out[5 * 8 + 5] == 0)
    }

    @Test func luminanceToAlphaOfGreen() {
        var pixels = [UInt32](repeating: 0, count: 64)
        pixels[0] = Self.pixel(0, 255, 0, 255)
        let matrix = Filter.luminanceToAlpha.matrix!
        let out = Self.run([Self.primitive(.colorMatrix(matrix))], pixels: pixels)
        #expect(Self.rgba(out[0]) == [0, 0, 0, Int((0.7154 * 255).rounded())])
    }

    @Test func aTableInvertsAChannel() {
        var pixels = [UInt32](repeating: 0, count: 64)
        pixels[0] = Self.pixel(51, 0, 0, 255)
        let out = Self.run([Self.primitive(.componentTransfer([.table([1, 0]), .identity, .identity, .identity]))],
                           pixels: pixels)
        #expect(Self.rgba(out[0]) == [204, 0, 0, 255])
    }

    @Test func aBoxKernelKeepsUniformPixelsAndFadesAtTransparentEdges() {
        let kernel = ConvolveKernel(columns: 3, rows: 3, values: Array(repeating: 1, count: 9), divisor: 9, bias: 0,
                                    targetX: 1, targetY: 1, edgeMode: .none, preserveAlpha: false)
        let out = Self.run([Self.primitive(.flood(.white)), Self.primitive(.convolveMatrix(kernel), [.result(0)])])
        #expect(Self.rgba(out[3 * 8 + 3]) == [255, 255, 255, 255])
        #expect(Self.rgba(out[0])[3] == Int((255 * 4.0 / 9).rounded()))
    }

    @Test func turbulenceIsDeterministicAndSeeded() {
        func noise(_ seed: Int) -> [UInt32] {
            Self.run([Self.primitive(.turbulence(Turbulence(baseFrequencyX: 0.1, baseFrequencyY: 0.1, octaves: 2,
                                                            seed: seed, stitchTiles: false, fractalNoise: true)))],
                     width: 16, height: 16)
        }
        #expect(noise(3) == noise(3))
        #expect(noise(3) != noise(4))
        #expect(Set(noise(3)).count > 100)
    }

    @Test func nothingIsLeftOutsideTheFilterRegion() {
        var pixels = [UInt32](repeating: Self.pixel(255, 255, 255, 255), count: 64)
        let graph = FilterGraph(region: Rect(x: 0, y: 0, width: 4, height: 8),
                                primitives: [Self.primitive(.offset(dx: 0, dy: 0))])
        pixels.withUnsafeMutableBufferPointer { p in
            _ = FilterPixels(base: p.baseAddress!, stride: 8, columns: 0..<8, rows: 0..<8, layout: .rgba)
                .apply([.graph(graph)], drawn: (0..<8, 0..<8))
        }
        #expect(pixels[3] != 0 && pixels[4] == 0 && pixels[63] == 0)
    }
}
