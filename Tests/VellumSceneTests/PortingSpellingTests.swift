// Written as tutorial code is: Foundation's CG types and CGFloat, SwiftUI's names, Core Graphics
// verbs. Each test checks that the spelling draws what Vellum's own spelling draws.
import Foundation
import Testing
import Vellum

@Suite struct PortingSpellingTests {
    /// The rendered pixel at (x, y), straight alpha.
    func pixel(_ tree: RenderTree, size: Size, _ x: Int, _ y: Int) throws -> RGBA8 {
        try RasterBackend().render(tree, size: size).straightPixel(x: x, y: y)
    }

    // MARK: - Geometry

    @Test func pathBuildingTakesFoundationGeometry() {
        let width: CGFloat = 100
        let angle = CGFloat.pi / 3
        let tutorial = Path { path in
            path.move(to: CGPoint(x: width * 0.5, y: 0))
            path.addLine(to: CGPoint(x: width * cos(angle), y: width * sin(angle)))
            path.addQuadCurve(to: CGPoint(x: 0, y: width), control: CGPoint(x: 10, y: 90))
            path.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))
            path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
            path.addEllipse(in: CGRect(origin: .zero, size: CGSize(width: 8, height: 6)))
            path.closeSubpath()
        }
        let vellum = Path { path in
            path.move(to: Point(x: 50, y: 0))
            path.addLine(to: Point(x: 100 * cos(Double.pi / 3), y: 100 * sin(Double.pi / 3)))
            path.addQuadCurve(to: Point(x: 0, y: 100), control: Point(x: 10, y: 90))
            path.addCurve(to: Point(x: 5, y: 5), control1: Point(x: 1, y: 2), control2: Point(x: 3, y: 4))
            path.addRect(Rect(x: 10, y: 20, width: 30, height: 40))
            path.addEllipse(in: Rect(origin: .zero, size: Size(width: 8, height: 6)))
            path.closeSubpath()
        }
        #expect(tutorial == vellum)
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)) == Path(Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 9, height: 5)) == Path(ellipseIn: Rect(x: 0, y: 0, width: 9, height: 5)))
        // Vellum's own spellings still resolve to Vellum's types, implicit members included.
        var own = Path()
        own.move(to: .zero)
        own.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let end = own.currentPoint ?? Point(x: .nan, y: .nan)
        #expect(abs(end.x) < 1e-12 && abs(end.y - 1) < 1e-12)
    }

    @Test func conversionsRoundTrip() {
        let rect = CGRect(x: 1.5, y: -2, width: 30, height: 40)
        #expect(Rect(rect) == Rect(x: 1.5, y: -2, width: 30, height: 40))
        #expect(CGRect(Rect(rect)) == rect)
        #expect(Rect(rect).midX == rect.midX && Rect(rect).maxY == rect.maxY)
        #expect(CGPoint(Point(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        #expect(Size(CGSize(width: 5, height: 6)) == Size(width: 5, height: 6))
    }

    @Test func arcsTakeRadiansAndAngles() {
        var radians = Path()
        radians.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 3 * .pi / 4, endAngle: .pi / 4,
                       clockwise: true)
        var angles = Path()
        angles.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: .radians(3 * .pi / 4),
                      endAngle: .radians(.pi / 4), clockwise: true)
        #expect(radians == angles)
        #expect(!radians.isEmpty)
    }

    @Test func affineTransformsHaveCoreGraphicsNames() {
        let turn = CGAffineTransform(rotationAngle: CGFloat.pi / 2)
        let p = Point(x: 1, y: 0).applying(turn)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let q = Point(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: CGFloat.pi))
        #expect(abs(q.x + 1) < 1e-12)
    }

    // MARK: - Core Graphics verbs on GraphicsContext

    @Test func graphicsContextTakesCoreGraphicsVerbs() throws {
        let size = Size(width: 100, height: 100)
        let context = GraphicsContext()
        context.withCGContext { cg in
            cg.translateBy(x: 50, y: 50)
            cg.setFillColor(.blue)
            cg.move(to: CGPoint(x: 0, y: 0))
            // A half disc below the centre: the arc from 0 to π, clockwise on screen (y down).
            cg.addArc(center: CGPoint(x: 0, y: 0), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
            cg.closePath()
            cg.fillPath()
        }
        // The state was restored: this square is not translated.
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setFillColor(.yellow)
        context.fillPath()
        let tree = try context.renderTree()
        #expect(try pixel(tree, size: size, 50, 70) == RGBA8(r: 0, g: 122, b: 255, a: 255))  // inside the half disc
        #expect(try pixel(tree, size: size, 50, 30).a == 0)                                  // above it: nothing
        #expect(try pixel(tree, size: size, 5, 5) == RGBA8(r: 255, g: 204, b: 0, a: 255))    // the square, untranslated
    }

    /// The clock tutorial's hand, as printed: a method taking a `CGContext`.
    func drawClockHand(context: CGContext, angle: Double, width: Double, length: Double) {
        context.saveGState()
        context.rotate(by: angle)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addLine(to: CGPoint(x: -width, y: -length * 0.67))
        context.addLine(to: CGPoint(x: 0, y: -length))
        context.addLine(to: CGPoint(x: width, y: -length * 0.67))
        context.closePath()
        context.fillPath()
        context.restoreGState()
    }

    @Test func cgContextMethodsTakeTheContextWithCGContextGives() throws {
        let size = Size(width: 100, height: 100)
        let graphics = GraphicsContext()
        graphics.withCGContext { cgContext in
            cgContext.translateBy(x: 50, y: 50)
            cgContext.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            // A quarter turn clockwise: the hand points right instead of up.
            drawClockHand(context: cgContext, angle: .pi / 2, width: 5, length: 40)
        }
        let tree = try graphics.renderTree()
        #expect(try pixel(tree, size: size, 80, 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try pixel(tree, size: size, 50, 20).a == 0)
    }

    @Test func resolveSymbolAnswersAsHasSymbol() {
        let context = GraphicsContext()
        context.defineSymbol("dot", size: Size(square: 4)) {
            $0.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        }
        #expect(context.resolveSymbol(id: "dot")?.size == Size(square: 4))
        #expect(context.resolveSymbol(id: "none") == nil)
    }

    /// The clock tutorial's date box: SwiftUI centres a resolved symbol on the point; Vellum's
    /// `draw(symbol:at:)` keeps putting its top-left corner there.
    @Test func resolvedSymbolsAreCentredByDefault() throws {
        let size = Size(width: 100, height: 100)
        func canvas(_ draw: @escaping (GraphicsContext) -> Void) throws -> RenderTree {
            try Scene {
                Canvas { context, size in
                    draw(context)
                } symbols: {
                    Rectangle().fill(Color.blue).frame(width: 40, height: 20).tag("box")
                }
            }.renderTree(size: size)
        }
        let centred = try canvas { context in
            if let box = context.resolveSymbol(id: "box") {
                context.draw(box, at: CGPoint(x: 50, y: 50))
            }
        }
        #expect(try pixel(centred, size: size, 31, 41).a == 255)  // 30…70 × 40…60
        #expect(try pixel(centred, size: size, 69, 59).a == 255)
        #expect(try pixel(centred, size: size, 72, 50).a == 0)
        #expect(try pixel(centred, size: size, 50, 38).a == 0)

        let topLeading = try canvas { context in
            context.draw(context.resolveSymbol(id: "box")!, at: Point(x: 50, y: 50), anchor: .zero)
        }
        let vellum = try canvas { context in context.draw(symbol: "box", at: Point(x: 50, y: 50)) }
        #expect(try pixel(topLeading, size: size, 51, 51).a == 255)
        #expect(try pixel(topLeading, size: size, 49, 51).a == 0)
        #expect(try pixel(vellum, size: size, 51, 51).a == 255)
        #expect(try pixel(vellum, size: size, 89, 69).a == 255)
        #expect(try pixel(vellum, size: size, 49, 51).a == 0)
    }

    // MARK: - SwiftUI names

    struct Hexagon: Shape {
        func path(in rect: Rect) -> Path {
            Path { path in
                for i in 0..<6 {
                    let angle = CGFloat(i) * .pi / 3
                    let corner = CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
                    if i == 0 { path.move(to: corner) } else { path.addLine(to: corner) }
                }
                path.closeSubpath()
            }
        }
    }

    /// Written against SwiftUI's signature: `path(in:)` for a `CGRect`.
    struct Diamond: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.closeSubpath()
            return path
        }
    }

    @Test func shapesMayImplementTheCGRectSignature() throws {
        let rect = Rect(x: 0, y: 0, width: 20, height: 10)
        #expect(Diamond().path(in: rect) == Diamond().path(in: CGRect(rect)))
        #expect(Hexagon().path(in: CGRect(rect)) == Hexagon().path(in: rect))
        let size = Size(width: 40, height: 40)
        let scene = Scene { Diamond().frame(width: 40, height: 40).foregroundColor(.purple) }
        #expect(try pixel(scene.renderTree(size: size), size: size, 20, 20) == RGBA8(r: 175, g: 82, b: 222, a: 255))
        #expect(try pixel(scene.renderTree(size: size), size: size, 3, 3).a == 0)
    }

    struct Badge: View {
        var body: some View {
            GeometryReader { geometry in
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: geometry.size.width / 2, height: geometry.size.height / 2)
            }
        }
    }

    @Test func viewsGeometryProxyAndBareShapes() throws {
        let size = Size(width: 80, height: 80)
        let badge = try pixel(Scene { Badge() }.renderTree(size: size), size: size, 20, 20)
        #expect(badge == RGBA8(r: 0, g: 122, b: 255, a: 255))
        // The old spelling still reads the size itself.
        let old = Scene { GeometryReader { size in Rectangle().frame(width: size.width, height: 10) } }
        #expect(try pixel(old.renderTree(size: size), size: size, 70, 5).a == 255)

        // A bare Shape (not declared `Node`) takes `.frame`, `.foregroundColor`, `.shadow`.
        let shape = Scene { Hexagon().frame(width: 40, height: 40).foregroundColor(.orange) }
        #expect(try pixel(shape.renderTree(size: size), size: size, 40, 40) == RGBA8(r: 255, g: 149, b: 0, a: 255))
        let shadowed = Scene { Hexagon().shadow(radius: 2) }
        #expect(try pixel(shadowed.renderTree(size: size), size: size, 40, 40).a == 255)
    }

    // MARK: - Gradient reference box

    /// A square in the lower half of its frame, filled black→white from the frame's top to bottom:
    /// SwiftUI measures the unit points against the frame, so the square's top row is mid-grey;
    /// against the path's bounds (Vellum's rule before, SVG's) it would start black.
    @Test func unitPointGradientsSpanTheShapesFrame() throws {
        let size = Size(width: 100, height: 100)
        let square = Path(CGRect(x: 0, y: 50, width: 100, height: 50))
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        let swiftUI = Scene { square.fill(gradient) }
        let svg = Scene { square.fill(gradient).gradientReferenceBox(.pathBounds) }
        let frameMeasured = try pixel(swiftUI.renderTree(size: size), size: size, 50, 50)
        let boundsMeasured = try pixel(svg.renderTree(size: size), size: size, 50, 50)
        #expect(abs(Int(frameMeasured.r) - 128) <= 3, "\(frameMeasured)")
        #expect(boundsMeasured.r <= 4, "\(boundsMeasured)")
        #expect(try pixel(swiftUI.renderTree(size: size), size: size, 50, 99).r >= 250)
    }

    // MARK: - Colours

    @Test func systemColoursAreApplesLightAppearance() {
        func bytes(_ c: Color) -> [UInt8] { let v = c.rgba8; return [v.r, v.g, v.b, v.a] }
        #expect(bytes(.blue) == [0, 122, 255, 255])
        #expect(bytes(.yellow) == [255, 204, 0, 255])
        #expect(bytes(.green) == [52, 199, 89, 255])
        #expect(bytes(.orange) == [255, 149, 0, 255])
        #expect(bytes(.purple) == [175, 82, 222, 255])
        #expect(bytes(.pink) == [255, 45, 85, 255])
        #expect(bytes(.indigo) == [88, 86, 214, 255])
        // Vellum's former meanings, under CSS names.
        #expect(bytes(.cssBlue) == [0, 0, 255, 255])
        #expect(bytes(.cssYellow) == [255, 255, 0, 255])
        #expect(bytes(.cssOrange) == [255, 165, 0, 255])
        #expect(Color.cssBlue == Color.named("blue"))
        #expect(Color.cssOrange == Color.named("orange"))
    }
}
