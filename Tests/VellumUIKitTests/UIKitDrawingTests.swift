import Testing
import Vellum
import VellumComponents
import VellumTestSupport
import VellumUIKit

/// A view drawing whatever its closure draws, to try the UIKit verbs one at a time.
final class ClosureView: UIView {
    var drawing: (CGRect) -> Void = { _ in }
    override func draw(_ rect: CGRect) { drawing(rect) }
}

/// Draws `drawing` in a `size` view and returns the raster pixels.
func render(_ size: Size = Size(square: 40), _ drawing: @escaping (CGRect) -> Void) throws -> Pixmap {
    let view = ClosureView()
    view.drawing = drawing
    return try Scene { view.node }.render(size: size, backend: .raster)
}

@Suite struct UIColorTests {
    @Test func namedColoursHaveUIKitsValues() {
        #expect(UIColor.orange.cgColor == Color(red: 1, green: 0.5, blue: 0))
        #expect(UIColor.green.cgColor == .cssLime)
        #expect(UIColor.blue.cgColor == .cssBlue)
        #expect(UIColor.gray.cgColor == Color(white: 0.5))
        #expect(UIColor.systemBlue.cgColor == Color(red8: 0, green8: 122, blue8: 255))
        #expect(UIColor.systemRed.cgColor == Color(red8: 255, green8: 59, blue8: 48))
    }

    @Test func hueSaturationBrightness() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 0.5, alpha: 1).cgColor == Color(red: 0, green: 0.5, blue: 0.5))
        #expect(UIColor(hue: 0.7, saturation: 0, brightness: 0.25, alpha: 0.5).cgColor == Color(white: 0.25, opacity: 0.5))
        #expect(UIColor(white: 1, alpha: 0.5).withAlphaComponent(1) == .white)
    }

    @Test func setFillAndSetStrokeActOnTheCurrentContextOnly() throws {
        UIColor.red.setFill()                      // no context: nothing happens, nothing crashes
        #expect(UIGraphicsGetCurrentContext() == nil)
        let pixels = try render { rect in
            #expect(UIGraphicsGetCurrentContext() != nil)
            UIColor.blue.set()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).fill()
            UIBezierPath(rect: CGRect(x: 25.5, y: 10.5, width: 10, height: 10)).stroke()
        }
        #expect(pixels.straightPixel(x: 10, y: 20) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(pixels.straightPixel(x: 30, y: 10) == RGBA8(r: 0, g: 0, b: 255, a: 255))   // the stroke, 1 wide
        #expect(pixels.straightPixel(x: 30, y: 15).a == 0)                               // inside it
    }
}

@Suite struct UIBezierPathTests {
    @Test func strokeUsesThePathsLineWidthAndLeavesTheContextsAlone() throws {
        let pixels = try render { _ in
            let thick = UIBezierPath()
            thick.move(to: CGPoint(x: 0, y: 10))
            thick.addLine(to: CGPoint(x: 40, y: 10))
            thick.lineWidth = 8
            UIColor.black.setStroke()
            thick.stroke()
            let context = UIGraphicsGetCurrentContext()!
            context.move(to: CGPoint(x: 0, y: 30.5))
            context.addLine(to: CGPoint(x: 40, y: 30.5))
            context.strokePath()                    // the context's own width: still 1
        }
        #expect(pixels.straightPixel(x: 20, y: 13).a == 255)
        #expect(pixels.straightPixel(x: 20, y: 15).a == 0)
        #expect(pixels.straightPixel(x: 20, y: 30).a == 255)
        #expect(pixels.straightPixel(x: 20, y: 32).a == 0)
    }

    @Test func capsAndClips() throws {
        let pixels = try render { _ in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).addClip()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 10, y: 10))
            line.addLine(to: CGPoint(x: 30, y: 10))
            line.lineWidth = 6
            line.lineCapStyle = .round
            UIColor.black.setStroke()
            line.stroke()
        }
        #expect(pixels.straightPixel(x: 8, y: 10).a == 255)     // the round cap, before the start
        #expect(pixels.straightPixel(x: 25, y: 10).a == 0)      // clipped at x 20
    }

    @Test func pushingAContextRestoresThePreviousOneAfterwards() {
        let outer = GraphicsContext(), inner = GraphicsContext()
        UIGraphicsPushContext(outer) {
            UIGraphicsPushContext(inner) { #expect(UIGraphicsGetCurrentContext() === inner) }
            #expect(UIGraphicsGetCurrentContext() === outer)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func evenOddLeavesTheInnerRectangleEmpty() throws {
        let pixels = try render { _ in
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
            path.usesEvenOddFillRule = true
            UIColor.black.setFill()
            path.fill()
        }
        #expect(pixels.straightPixel(x: 5, y: 5).a == 255)
        #expect(pixels.straightPixel(x: 20, y: 20).a == 0)
    }

    @Test func shapesAndArcs() {
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 10, height: 10), cornerRadius: 3).bounds
                == CGRect(x: 2, y: 2, width: 10, height: 10))
        // From 0 clockwise to π/2 (y down): the quarter from (10, 0) to (0, 10) around the origin.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let bounds = arc.bounds
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxY - 10) < 1e-6 && abs(bounds.minY) < 1e-9)
        arc.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(abs(arc.bounds.minX - 5) < 1e-9)
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        path.addCurve(to: CGPoint(x: 20, y: 0), controlPoint1: CGPoint(x: 12, y: -10), controlPoint2: CGPoint(x: 18, y: -10))
        path.close()
        // The curves' own extremes (y 5 and −7.5), not their control points'.
        #expect(path.bounds == CGRect(x: 0, y: -7.5, width: 20, height: 12.5))
    }
}

/// A view with inspectable properties of each kind, one level below another.
class Gauge: UIView {
    @Inspectable var level: Int = 3
    @Inspectable var needleColor: UIColor = .red
}

final class LabelledGauge: Gauge {
    @Inspectable var showsLabel: Bool = true
    @Inspectable var scale: CGFloat = 1.5
    var notInspectable = 7

    override func draw(_ rect: CGRect) {
        needleColor.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: CGFloat(level) * scale, height: rect.height)).fill()
    }
}

@Suite struct UIViewComponentTests {
    static let component = Component(view: LabelledGauge.self, name: "gauge", summary: "A gauge", defaultSize: Size(square: 20))

    @Test func inspectablePropertiesBecomeParameters() {
        #expect(Self.component.parameters.map(\.name) == ["shows-label", "scale", "level", "needle-color"])
        #expect(Self.component.parameter(named: "level")?.defaultValue == .value(.integer(3)))
        #expect(Self.component.parameter(named: "scale")?.kind == .number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude))
    }

    @Test func parameterValuesReachTheDrawing() throws {
        let pixels = try Self.component.renderForTest(["level": "4", "scale": "2", "needle-color": "#00ff00"])
        #expect(pixels.straightPixel(x: 7, y: 10) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(pixels.straightPixel(x: 8, y: 10).a == 0)
        #expect(throws: ComponentError.self) { try Self.component.build(["level": "many"]) }
    }

    @Test func boundsFollowTheFrameAndTheBackgroundIsFilled() throws {
        let view = ClosureView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.backgroundColor = .white
        var drawnRect = CGRect.zero
        view.drawing = { drawnRect = $0 }
        let pixels = try Scene { view.node.frame(width: 30, height: 20) }.render(size: Size(width: 30, height: 20), backend: .raster)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(drawnRect == view.bounds)
        #expect(pixels.straightPixel(x: 29, y: 19) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
