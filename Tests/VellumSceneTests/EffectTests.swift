import Testing
@testable import VellumScene
import VellumCore

/// What rotation, scale, opacity, shadow, clip and foreground colour record.
@Suite struct EffectTests {
    /// The fill transform of a 10 × 20 rectangle drawn through `effect` on a 10 × 20 canvas.
    func transform(_ effect: (Rectangle) -> some Node) throws -> AffineTransform {
        let probe = Probe { effect(Rectangle()) }
        return try #require(fillTransforms(try probe.list(10, 20)).first)
    }

    @Test func rotationAboutTheBottomMapsCornersAsExpected() throws {
        let t = try transform { $0.frame(width: 10, height: 20).rotationEffect(.degrees(90), anchor: .bottom) }
        // The anchor (5, 20) stays; the top-left corner, 20 above it, swings to 20 right of it.
        #expect(close(Point(x: 0, y: 0).applying(t), Point(x: 25, y: 15)))
        #expect(close(Point(x: 5, y: 20).applying(t), Point(x: 5, y: 20)))
        #expect(close(Point(x: 0, y: 20).applying(t), Point(x: 5, y: 15)))
    }

    @Test func rotationDefaultsToTheCentre() throws {
        let t = try transform { $0.frame(width: 10, height: 20).rotationEffect(.degrees(180)) }
        #expect(close(Point(x: 0, y: 0).applying(t), Point(x: 10, y: 20)))
    }

    @Test func scaleAboutAnAnchorKeepsTheAnchor() throws {
        let corner = try transform { $0.frame(width: 10, height: 20).scaleEffect(0.5, anchor: .topLeading) }
        #expect(close(Point(x: 10, y: 20).applying(corner), Point(x: 5, y: 10)))
        let wide = try transform { $0.frame(width: 10, height: 20).scaleEffect(x: 2, y: 1) }
        #expect(close(Point(x: 0, y: 0).applying(wide), Point(x: -5, y: 0)))
        #expect(close(Point(x: 5, y: 10).applying(wide), Point(x: 5, y: 10)))
    }

    @Test func effectsComposeInsideOut() throws {
        // Scale about the top-left first, then move: (10, 20) → (20, 40) → (23, 44).
        let t = try transform { $0.frame(width: 10, height: 20).scaleEffect(2, anchor: .topLeading).offset(x: 3, y: 4) }
        #expect(close(Point(x: 10, y: 20).applying(t), Point(x: 23, y: 44)))
    }

    @Test func opacityRecordsALayerOnlyWhenNeeded() throws {
        let opaque = try Probe { Rectangle().opacity(1) }.list(10, 10)
        #expect(opaque.operations.count == 1)
        let half = try Probe { Rectangle().opacity(0.5) }.list(10, 10)
        #expect(half.operations.count == 3)
        #expect(half.operations.first == .beginLayer(opacity: 0.5, shadow: nil))
        #expect(half.operations.last == .endLayer)
        let invisible = try Probe { Rectangle().opacity(0) }.list(10, 10)
        #expect(invisible.operations.isEmpty)
    }

    @Test func emptyLayersAndClipsAreLeftOut() throws {
        let list = try Probe { Rectangle().opacity(0).opacity(0.5).clipped().shadow(radius: 3) }.list(10, 10)
        #expect(list.operations.isEmpty)
    }

    @Test func shadowIsScaledWithItsNode() throws {
        let list = try Probe {
            Rectangle().shadow(color: .red, radius: 2, x: 1, y: 3).scaleEffect(2)
        }.list(10, 10)
        #expect(list.operations.first == .beginLayer(opacity: 1, shadow: Shadow(color: .red, radius: 4, x: 2, y: 6)))
    }

    @Test func clipShapeRecordsTheShapeInTheNodesFrame() throws {
        let list = try Probe {
            Rectangle().fill(.blue).frame(width: 40, height: 20).clipShape(Circle())
        }.list(100, 100)
        let placed = AffineTransform(translationX: 30, y: 40)
        #expect(list.operations.count == 3)
        #expect(list.operations[0] == .pushClip(Circle().path(in: Rect(x: 0, y: 0, width: 40, height: 20)),
                                                rule: .nonZero, transform: placed))
        #expect(list.operations[2] == .popClip)
    }

    @Test func shapesFillWithTheForegroundColourUnlessTheyHaveAPaint() throws {
        let list = try Probe {
            ZStack {
                Circle()
                Circle().foregroundColor(.red)
                Circle().fill(.green).foregroundColor(.red)
                Circle().stroke(.blue, lineWidth: 2)
                Circle().fill(.white).stroke(.black, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
            }
        }.list(10, 10)
        let path = Circle().path(in: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(list.operations == [
            .fill(path, paint: .color(.black), rule: .nonZero, transform: .identity),
            .fill(path, paint: .color(.red), rule: .nonZero, transform: .identity),
            .fill(path, paint: .color(.green), rule: .nonZero, transform: .identity),
            .stroke(path, paint: .color(.blue), style: StrokeStyle(lineWidth: 2), transform: .identity),
            .fill(path, paint: .color(.white), rule: .nonZero, transform: .identity),
            .stroke(path, paint: .color(.black), style: StrokeStyle(lineWidth: 3, lineJoin: .round), transform: .identity),
        ])
    }

    @Test func gradientsAreRecordedAsGiven() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let list = try Probe {
            Rectangle().fill(.linearGradient(gradient, startPoint: .top, endPoint: .bottom))
        }.list(10, 10)
        guard case .fill(_, .linearGradient(let recorded), _, _) = list.operations.first else {
            Issue.record("expected a gradient fill, got \(list.operations)")
            return
        }
        // Measured against the 10 × 10 frame (SwiftUI's rule), resolved into user space.
        var expected = LinearGradient(gradient: gradient, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        expected.transform = AffineTransform(scaleX: 10, y: 10)
        #expect(recorded == expected)

        // Measured against the path's bounds, the gradient is recorded as given.
        let asGiven = try Probe {
            Rectangle().fill(.linearGradient(gradient, startPoint: .top, endPoint: .bottom)).gradientReferenceBox(.pathBounds)
        }.list(10, 10)
        guard case .fill(_, .linearGradient(let unresolved), _, _) = asGiven.operations.first else {
            Issue.record("expected a gradient fill, got \(asGiven.operations)")
            return
        }
        #expect(unresolved == LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    }

    @Test func canvasDrawsInItsFrame() throws {
        let list = try Probe {
            Canvas { context, size in
                context.fill(Path(Rect(size: size)), with: .color(.red))
            }
            .frame(width: 20, height: 10)
        }.list(100, 100)
        #expect(list.operations == [.fill(Path(Rect(x: 0, y: 0, width: 20, height: 10)), paint: .color(.red),
                                          rule: .nonZero, transform: AffineTransform(translationX: 40, y: 45))])
    }
}
