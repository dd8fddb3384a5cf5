import Foundation
import Vellum

/// Small scenes exercising one feature of the render tree each, for comparing backends.
enum CoreScenes {
    static let size = Size(width: 160, height: 120)

    static var names: [String] { Array(all.keys).sorted() }

    static let all: [String: DisplayList] = [
        "caps": caps, "joins": joins, "miter-limit": miterLimit, "dashes": dashes, "fill-rules": fillRules,
        "linear-spreads": linearSpreads, "radial-spreads": radialSpreads, "radial-focus": radialFocus,
        "nested-opacity": nestedOpacity, "clip-inside-layer": clipInsideLayer,
        "layer-inside-clip": layerInsideClip, "shadow-inside-clip": shadowInsideClip, "symbols": symbols,
        "transformed-stroke": transformedStroke, "masks": masks, "images": images,
        "pixelated-image": pixelatedImage,
    ]

    static let teal = Paint.color(Color(red8: 34, green8: 110, blue8: 100))
    static let coral = Paint.color(Color(red8: 238, green8: 97, blue8: 77))

    static func zigzag(_ x: Double, _ y: Double) -> Path {
        Path { p in
            p.move(to: Point(x: x, y: y + 30))
            p.addLine(to: Point(x: x + 12, y: y))
            p.addLine(to: Point(x: x + 24, y: y + 30))
            p.addCurve(to: Point(x: x + 40, y: y + 10), control1: Point(x: x + 30, y: y + 40),
                       control2: Point(x: x + 40, y: y + 30))
        }
    }

    static var caps: DisplayList {
        DisplayList(LineCap.allCases.enumerated().map { i, cap in
            .stroke(Path { p in
                p.move(to: Point(x: 20, y: 20 + Double(i) * 35))
                p.addLine(to: Point(x: 140, y: 30 + Double(i) * 35))
            }, paint: teal, style: StrokeStyle(lineWidth: 14, lineCap: cap), transform: .identity)
        })
    }

    static var joins: DisplayList {
        DisplayList(LineJoin.allCases.enumerated().map { i, join in
            .stroke(zigzag(10 + Double(i) * 50, 40), paint: coral,
                    style: StrokeStyle(lineWidth: 9, lineJoin: join), transform: .identity)
        })
    }

    static var miterLimit: DisplayList {
        DisplayList([1.0, 2, 4, 10].enumerated().map { i, limit in
            .stroke(Path { p in
                p.move(to: Point(x: 10 + Double(i) * 38, y: 100))
                p.addLine(to: Point(x: 25 + Double(i) * 38, y: 20))
                p.addLine(to: Point(x: 40 + Double(i) * 38, y: 100))
            }, paint: teal, style: StrokeStyle(lineWidth: 6, miterLimit: limit), transform: .identity)
        })
    }

    static var dashes: DisplayList {
        let circle = Path(ellipseIn: Rect(x: 85, y: 15, width: 60, height: 60))
        return DisplayList([
            .stroke(Path(Rect(x: 15, y: 15, width: 60, height: 60)), paint: teal,
                    style: StrokeStyle(lineWidth: 5, dash: [12, 6], dashPhase: 4), transform: .identity),
            .stroke(circle, paint: coral,
                    style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0, 11], dashPhase: -3),
                    transform: .identity),
            .stroke(zigzag(20, 85), paint: teal, style: StrokeStyle(lineWidth: 4, dash: [9, 4, 2]),
                    transform: .identity),
            // Negative or all-zero lengths stroke solid.
            .stroke(Path(Rect(x: 80, y: 90, width: 30, height: 20)), paint: coral,
                    style: StrokeStyle(lineWidth: 3, dash: [4, -1]), transform: .identity),
            .stroke(Path(Rect(x: 120, y: 90, width: 30, height: 20)), paint: coral,
                    style: StrokeStyle(lineWidth: 3, dash: [0, 0]), transform: .identity),
        ])
    }

    static var star: Path {
        Path { p in
            for k in 0..<5 {
                let angle = Double(k) * 4 * .pi / 5 - .pi / 2
                let point = Point(x: 40 + 35 * cos(angle), y: 60 + 35 * sin(angle))
                if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
        }
    }

    static var fillRules: DisplayList {
        DisplayList([
            .fill(star, paint: teal, rule: .nonZero, transform: .identity),
            .fill(star, paint: coral, rule: .evenOdd, transform: AffineTransform(translationX: 80, y: 0)),
        ])
    }

    static let stops = Gradient(colors: [Color(red8: 239, green8: 120, blue8: 221),
                                         Color(red8: 20, green8: 40, blue8: 160, alpha8: 120),
                                         Color(red8: 239, green8: 220, blue8: 120)])

    static var linearSpreads: DisplayList {
        DisplayList(SpreadMethod.allCases.enumerated().map { i, spread in
            .fill(Path(Rect(x: 5 + Double(i) * 52, y: 10, width: 46, height: 100)),
                  paint: .linearGradient(LinearGradient(gradient: stops, start: Point(x: 0.3, y: 0.4),
                                                        end: Point(x: 0.6, y: 0.6), units: .objectBoundingBox,
                                                        spread: spread)),
                  rule: .nonZero, transform: .identity)
        })
    }

    static var radialSpreads: DisplayList {
        DisplayList(SpreadMethod.allCases.enumerated().map { i, spread in
            .fill(Path(ellipseIn: Rect(x: 5 + Double(i) * 52, y: 20, width: 48, height: 80)),
                  paint: .radialGradient(RadialGradient(gradient: stops, center: UnitPoint(x: 0.5, y: 0.5),
                                                        startRadius: 2, endRadius: 14, spread: spread)),
                  rule: .nonZero, transform: .identity)
        })
    }

    static var radialFocus: DisplayList {
        DisplayList([
            .fill(Path(Rect(x: 10, y: 10, width: 140, height: 100)),
                  paint: .radialGradient(RadialGradient(gradient: stops, center: Point(x: 0.5, y: 0.5), radius: 0.5,
                                                        focus: Point(x: 0.3, y: 0.35), units: .objectBoundingBox,
                                                        spread: .reflect)),
                  rule: .nonZero, transform: .identity),
            // A focus outside the end circle makes a cone; outside it nothing is painted.
            .fill(Path(ellipseIn: Rect(x: 100, y: 60, width: 50, height: 50)),
                  paint: .radialGradient(RadialGradient(gradient: stops, center: Point(x: 125, y: 85), radius: 25,
                                                        focus: Point(x: 160, y: 85))),
                  rule: .nonZero, transform: .identity),
        ])
    }

    static var nestedOpacity: DisplayList {
        DisplayList([
            .beginLayer(opacity: 0.7),
            .fill(Path(Rect(x: 10, y: 10, width: 90, height: 70)), paint: teal, rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 0.5),
            .fill(Path(ellipseIn: Rect(x: 50, y: 40, width: 90, height: 70)), paint: coral, rule: .nonZero,
                  transform: .identity),
            .fill(Path(Rect(x: 60, y: 20, width: 30, height: 90)), paint: teal, rule: .nonZero, transform: .identity),
            .endLayer,
            .endLayer,
        ])
    }

    static var clipInsideLayer: DisplayList {
        DisplayList([
            .beginLayer(opacity: 0.6),
            .pushClip(star, rule: .evenOdd, transform: AffineTransform(scaleX: 1.8, y: 1)),
            .fill(Path(Rect(x: 0, y: 0, width: 160, height: 120)), paint: coral, rule: .nonZero, transform: .identity),
            .popClip,
            .endLayer,
        ])
    }

    /// A luminance mask (a white-to-black gradient and a grey disc) on a layer at 0.8, inside a
    /// clip, and an alpha mask (a translucent star) on a plain group.
    static var masks: DisplayList {
        let fade = Paint.linearGradient(LinearGradient(gradient: Gradient(colors: [.white, .black]),
                                                       start: Point(x: 10, y: 0), end: Point(x: 150, y: 0)))
        return DisplayList([
            .pushClip(Path(ellipseIn: Rect(x: 5, y: 5, width: 150, height: 110)), rule: .nonZero, transform: .identity),
            .beginMask(.luminance, content: DisplayList([
                .fill(Path(Rect(x: 0, y: 0, width: 160, height: 60)), paint: fade, rule: .nonZero, transform: .identity),
                .fill(Path(ellipseIn: Rect(x: 50, y: 50, width: 60, height: 60)), paint: .color(Color(white: 0.6)),
                      rule: .nonZero, transform: .identity),
            ])),
            .beginLayer(opacity: 0.8),
            .fill(Path(Rect(x: 0, y: 0, width: 160, height: 120)), paint: teal, rule: .nonZero, transform: .identity),
            .endLayer,
            .endMask,
            .popClip,
            .beginMask(.alpha, content: DisplayList([
                .fill(star, paint: .color(Color(white: 0, opacity: 0.7)), rule: .evenOdd,
                      transform: AffineTransform(scaleX: 1.8, y: 1)),
            ])),
            .fill(Path(Rect(x: 20, y: 20, width: 120, height: 80)), paint: coral, rule: .nonZero, transform: .identity),
            .endMask,
        ])
    }

    /// A 4 × 4 image of colours that all differ.
    static var gridImage: RasterImage {
        var straight: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 { straight += [UInt8(x * 80), UInt8(y * 80), UInt8(255 - x * 40), UInt8(255 - (x + y) * 20)] }
        }
        let pixmap = try! Pixmap(width: 4, height: 4, straightBytes: straight)
        return try! RasterImage(pngData: try! pixmap.pngData())
    }

    /// The 4 × 4 image scaled up 30 times by nearest neighbour: sixteen flat squares.
    static var pixelatedImage: DisplayList {
        let place = AffineTransform(scaleX: 30, y: 30).concatenating(AffineTransform(translationX: 20.5, y: 10.25))
        let paint = ImagePaint(gridImage, transform: place, interpolation: .pixelated)
        return DisplayList([.fill(Path(paint.pixelRect), paint: .image(paint), rule: .nonZero, transform: .identity)])
    }

    /// A 4 × 4 image, scaled up 25 times and turned, filling its rectangle at 0.9 opacity.
    static var images: DisplayList {
        let image = gridImage
        let place = AffineTransform(scaleX: 25, y: 25).concatenating(AffineTransform(rotationAngle: .degrees(12)))
            .concatenating(AffineTransform(translationX: 40, y: 5))
        let paint = ImagePaint(image, transform: place, opacity: 0.9)
        return DisplayList([.fill(Path(paint.pixelRect), paint: .image(paint), rule: .nonZero, transform: .identity)])
    }

    static var layerInsideClip: DisplayList {
        DisplayList([
            .pushClip(Path(ellipseIn: Rect(x: 10, y: 10, width: 140, height: 100)), rule: .nonZero,
                      transform: .identity),
            .beginLayer(opacity: 0.5),
            .fill(Path(Rect(x: 0, y: 0, width: 100, height: 120)), paint: teal, rule: .nonZero, transform: .identity),
            .fill(Path(Rect(x: 60, y: 30, width: 100, height: 60)), paint: coral, rule: .nonZero, transform: .identity),
            .endLayer,
            .popClip,
        ])
    }

    static var shadowInsideClip: DisplayList {
        DisplayList([
            .pushClip(Path(Rect(x: 0, y: 0, width: 110, height: 120)), rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 0.9, shadow: Shadow(color: Color(white: 0, opacity: 0.6), radius: 8, x: 12.5, y: 7.25)),
            .fill(Path(roundedRect: Rect(x: 20, y: 20, width: 80, height: 60), cornerRadius: 12), paint: coral,
                  rule: .nonZero, transform: .identity),
            .endLayer,
            .popClip,
            .beginLayer(opacity: 1, shadow: Shadow(color: .blue, radius: 0, x: 3, y: 3)),
            .fill(Path(Rect(x: 120, y: 90, width: 25, height: 20)), paint: teal, rule: .nonZero, transform: .identity),
            .endLayer,
        ])
    }

    static var symbols: DisplayList {
        let tile = DisplayList([
            .fill(Path(Rect(x: 0, y: 0, width: 24, height: 24)), paint: coral, rule: .nonZero, transform: .identity),
            .stroke(Path(ellipseIn: Rect(x: 4, y: 4, width: 16, height: 16)), paint: teal,
                    style: StrokeStyle(lineWidth: 3), transform: .identity),
        ])
        return DisplayList((0..<5).map { i in
            .useSymbol("tile", transform: AffineTransform(rotationAngle: .degrees(Double(i) * 17))
                .concatenating(AffineTransform(translationX: 20 + Double(i) * 27, y: 40 + Double(i) * 6)))
        }, symbols: ["tile": tile])
    }

    /// Width and dashes scale with a non-uniform transform.
    static var transformedStroke: DisplayList {
        DisplayList([
            .stroke(Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40)), paint: teal,
                    style: StrokeStyle(lineWidth: 4, dash: [6, 3]),
                    transform: AffineTransform(a: 3, b: 0.4, c: 0.2, d: 2, tx: 15, ty: 10)),
        ])
    }
}
