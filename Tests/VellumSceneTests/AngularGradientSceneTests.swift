import Testing
@testable import VellumScene
import VellumCore
import VellumRaster

/// `AngularGradient` as SwiftUI spells it — a view, a shape style, a `.conicGradient` member —
/// and SwiftUI's even-odd clip.
@Suite struct AngularGradientSceneTests {
    static func grey(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Int { Int(pixmap.pixel(x: x, y: y).r) }

    @Test("As a view it fills its proposal, centred on a unit point of its frame")
    func asAView() throws {
        let scene = Scene {
            AngularGradient(gradient: Gradient(colors: [.black, .white]), center: .center, startAngle: .zero,
                            endAngle: .degrees(360))
                .frame(width: 120, height: 60)
        }
        let pixmap = try scene.render(size: Size(width: 120, height: 60), backend: .raster)
        // Centre (60, 30): straight below is a quarter turn, to the left half, above three quarters.
        #expect(abs(Self.grey(pixmap, 60, 55) - 64) <= 2)
        #expect(abs(Self.grey(pixmap, 10, 30) - 128) <= 2)
        #expect(abs(Self.grey(pixmap, 60, 4) - 191) <= 2)
        #expect(pixmap.pixel(x: 119, y: 59).a == 255)
    }

    @Test("As shape styles: .angularGradient and .conicGradient, full turns by default")
    func asShapeStyles() throws {
        let scene = Scene {
            HStack(spacing: 0) {
                Circle().fill(.conicGradient(colors: [.black, .white], center: .center, angle: .degrees(90)))
                    .frame(width: 60, height: 60)
                Rectangle().fill(.angularGradient(colors: [.black, .white], center: .center, startAngle: .zero,
                                                  endAngle: .degrees(180)))
                    .frame(width: 60, height: 60)
                Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.black, .white]), center: .center))
                    .frame(width: 60, height: 60)
            }
        }
        let pixmap = try scene.render(size: Size(width: 180, height: 60), backend: .raster)
        // A turn from 90° (straight down): to the left of the centre (180°) is a quarter.
        #expect(abs(Self.grey(pixmap, 8, 30) - 64) <= 2)
        // 0° → 180°: straight down is half-way; above the centre (270°) is past the gap's
        // middle, so the start colour.
        #expect(abs(Self.grey(pixmap, 90, 55) - 128) <= 2)
        #expect(Self.grey(pixmap, 90, 5) == 0)
        // Equal (default) angles make a full turn from 0°.
        #expect(abs(Self.grey(pixmap, 150, 55) - 64) <= 2)
    }

    @Test("Canvas shading: Paint.conicGradient(_:center:angle:) with a centre in user space")
    func canvasShading() throws {
        let scene = Scene {
            Canvas { context, size in
                context.fill(Path(Rect(size: size)),
                             with: .conicGradient(Gradient(colors: [.black, .white]), center: Point(x: 20, y: 20)))
            }
            .frame(width: 100, height: 100)
        }
        let pixmap = try scene.render(size: Size(width: 100, height: 100), backend: .raster)
        // Below (20, 20): a quarter turn.
        #expect(abs(Self.grey(pixmap, 20, 80) - 64) <= 2)
    }

    @Test("A gradient-filled shape is hit-tested by its outline")
    func hitTesting() throws {
        let scene = Scene {
            Circle().fill(.conicGradient(colors: [.red, .blue], center: .center)).tag("dial")
                .frame(width: 100, height: 100)
        }
        _ = try scene.renderTree(size: Size(width: 100, height: 100))
        #expect(try scene.hitTest(at: Point(x: 50, y: 50))?.tags == ["dial"])
        #expect(try scene.hitTest(at: Point(x: 3, y: 3)) == nil)
    }

    @Test("clipShape(_:style: FillStyle(eoFill: true)) leaves a hole where the outline winds twice")
    func evenOddClip() throws {
        let scene = Scene {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).clipShape(SquareRing(), style: FillStyle(eoFill: true))
                Color.red.frame(width: 40, height: 40).clipShape(SquareRing())
            }
        }
        let pixmap = try scene.render(size: Size(width: 80, height: 40), backend: .raster)
        #expect(pixmap.pixel(x: 20, y: 20).a == 0, "the hole")
        #expect(pixmap.pixel(x: 4, y: 20).a == 255, "the ring")
        #expect(pixmap.pixel(x: 60, y: 20).a == 255, "non-zero: no hole")
    }
}
