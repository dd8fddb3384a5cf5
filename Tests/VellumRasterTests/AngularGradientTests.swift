import Foundation
import Testing
import VellumCore
@testable import VellumRaster

@Suite("Angular gradients")
struct AngularGradientTests {
    /// A 100 × 100 square filled with a conic gradient about (50, 50) in user space.
    static func square(_ colors: [Color], from start: Angle, to end: Angle) throws -> Pixmap {
        let gradient = AngularGradient(gradient: Gradient(colors: colors), center: Point(x: 50, y: 50),
                                       startAngle: start, endAngle: end)
        return try render([.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), paint: .angularGradient(gradient),
                                 rule: .nonZero, transform: .identity)])
    }

    /// The angle of pixel (x, y)'s centre about (50, 50), degrees clockwise from 3 o'clock, 0 ..< 360.
    static func degrees(_ x: Int, _ y: Int) -> Double {
        let a = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) * 180 / .pi
        return a < 0 ? a + 360 : a
    }

    static func grey(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Double { Double(pixmap.pixel(x: x, y: y).r) }

    @Test("A full turn from black to white: each pixel has the grey of its centre's angle within 1/255")
    func fullTurn() throws {
        let pixmap = try Self.square([.black, .white], from: .zero, to: .degrees(360))
        var checked = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let angle = Self.degrees(x, y)
                // The seam at 0° jumps from white to black; pixels right on it may fall either side.
                guard angle > 0.5, angle < 359.5 else { continue }
                let expected = angle / 360 * 255
                #expect(abs(Self.grey(pixmap, x, y) - expected) <= 1, "(\(x), \(y)) at \(angle)°")
                checked += 1
            }
        }
        #expect(checked > 9_900)
        // Clockwise on screen: straight below the centre (90°) is a quarter of the way.
        #expect(abs(Self.grey(pixmap, 50, 90) - 255 * 0.25) <= 1.5)
        #expect(abs(Self.grey(pixmap, 10, 50) - 255 * 0.5) <= 1.5)
        #expect(abs(Self.grey(pixmap, 50, 10) - 255 * 0.75) <= 1.5)
    }

    @Test("Outside a sweep under a turn the end colours hold, switching half-way across the gap")
    func padOutsideTheSweep() throws {
        // Black at 0°, white at 90°; the gap runs from 90° to 360°, its middle at 225°.
        let pixmap = try Self.square([.black, .white], from: .zero, to: .degrees(90))
        for y in 0..<100 {
            for x in 0..<100 {
                let angle = Self.degrees(x, y)
                let hypot = (Double(x) + 0.5 - 50) * (Double(x) + 0.5 - 50) + (Double(y) + 0.5 - 50) * (Double(y) + 0.5 - 50)
                guard hypot > 4 else { continue }
                if angle > 91, angle < 224 {
                    #expect(Self.grey(pixmap, x, y) == 255, "(\(x), \(y)) at \(angle)° holds the end colour")
                } else if angle > 226, angle < 359.5 {
                    #expect(Self.grey(pixmap, x, y) == 0, "(\(x), \(y)) at \(angle)° holds the start colour")
                } else if angle > 0.5, angle < 89.5 {
                    #expect(abs(Self.grey(pixmap, x, y) - angle / 90 * 255) <= 1, "(\(x), \(y)) at \(angle)°")
                }
            }
        }
    }

    @Test("An end angle before the start runs the stops counter-clockwise")
    func counterClockwise() throws {
        // Black at 90°, white at 0°: at 30° the location is (90 − 30) / 90.
        let pixmap = try Self.square([.black, .white], from: .degrees(90), to: .zero)
        let x = Int(50 + 40 * cos(Double.pi / 6)), y = Int(50 + 40 * sin(Double.pi / 6))
        let expected = (90 - Self.degrees(x, y)) / 90 * 255
        #expect(abs(Self.grey(pixmap, x, y) - expected) <= 1)
        // The gap, 90° → 360° going the other way, has white first (just past 0°, i.e. near 350°).
        #expect(Self.grey(pixmap, 90, 45) == 255)
        #expect(Self.grey(pixmap, 45, 90) == 0)
    }

    @Test("A sweep beyond a full turn draws its last complete turn")
    func lastTurn() throws {
        // 0° → 540°: the last turn runs from 180° (location 1/3) to 540° (location 1).
        let pixmap = try Self.square([.black, .white], from: .zero, to: .degrees(540))
        func expected(_ angle: Double) -> Double {
            let offset = angle >= 180 ? angle : angle + 360
            return offset / 540 * 255
        }
        for (x, y) in [(90, 50), (50, 90), (10, 52), (50, 10), (80, 20), (20, 80)] {
            let angle = Self.degrees(x, y)
            #expect(abs(Self.grey(pixmap, x, y) - expected(angle)) <= 1, "(\(x), \(y)) at \(angle)°")
        }
    }

    @Test("A unit-point centre and absolute angles: the gradient is not stretched with the box")
    func boundingBoxCentre() throws {
        let gradient = AngularGradient(gradient: Gradient(colors: [.black, .white]), center: .center,
                                       startAngle: .zero, endAngle: .degrees(360))
        let pixmap = try render(width: 200, height: 100,
                                [.fill(Path(Rect(x: 0, y: 0, width: 200, height: 100)),
                                       paint: .angularGradient(gradient), rule: .nonZero, transform: .identity)])
        // 45° below-right of the centre (100, 50): 1/8 of the turn, not stretched by the 2 : 1 box.
        #expect(abs(Self.grey(pixmap, 130, 80) - 255 / 8) <= 1.5)
    }

    @Test("Every kernel set shades a conic gradient with the same bytes")
    func kernelsAgree() throws {
        let table = GradientTable()
        guard let shader = AngularGradientShader(
            AngularGradient(gradient: Gradient(colors: [.red, .green, .blue, .red]), center: Point(x: 37.3, y: 21.9),
                            startAngle: .degrees(17), endAngle: .degrees(300)),
            bbox: Rect(x: 0, y: 0, width: 100, height: 100), transform: AffineTransform(rotationAngle: .degrees(11)),
            table: table)
        else { Issue.record("no shader"); return }
        var rows: [[UInt32]] = []
        for kernels in RasterKernels.supported {
            try RasterKernels.force(kernels)
            defer { RasterKernels.reset() }
            var out = [UInt32](repeating: 0, count: 8 * 77)
            out.withUnsafeMutableBufferPointer { buffer in
                for row in 0..<8 { shader.shade(x: 3, y: row * 9, count: 77, into: buffer.baseAddress! + row * 77) }
            }
            rows.append(out)
        }
        #expect(Set(rows).count == 1)
    }

    @Test("A non-finite angle is a typed error naming the paint, not a crash")
    func nonFiniteAngle() throws {
        let gradient = AngularGradient(gradient: Gradient(colors: [.black, .white]), center: Point(x: 1, y: 1),
                                       startAngle: .zero, endAngle: .radians(.infinity))
        #expect(throws: RenderError.nonFinite(operation: 0, what: "fill paint")) {
            _ = try render([.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .angularGradient(gradient),
                                  rule: .nonZero, transform: .identity)])
        }
        #expect(!Paint.angularGradient(AngularGradient(gradient: Gradient(colors: [.black]), center: .center,
                                                        startAngle: .radians(.nan), endAngle: .zero)).isFinite)
    }
}
