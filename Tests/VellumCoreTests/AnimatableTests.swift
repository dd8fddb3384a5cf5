import Testing
import VellumCore

/// `Animatable`, `AnimatablePair` and the render tree's values blended part of the way.
@Suite struct AnimatableTests {
    struct Wedge: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: Rect) -> Path {
            Path { $0.addRect(Rect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height)) }
        }
    }

    @Test func pairsAddSubtractAndScaleComponentwise() {
        var pair = AnimatablePair(2.0, AnimatablePair(Float(1), 4.0))
        pair.scale(by: 0.5)
        #expect(pair == AnimatablePair(1.0, AnimatablePair(Float(0.5), 2.0)))
        #expect((pair + pair).first == 2)
        #expect(pair.magnitudeSquared == 1 + 0.25 + 4)
        #expect(AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(10.0, 0.0), amount: 0.3)
                == AnimatablePair(3.0, 7.0))
    }

    @Test func aShapeBlendsItsAnimatableData() {
        let half = Wedge(fraction: 1).interpolated(from: Wedge(fraction: 0), amount: 0.5)
        #expect(half.fraction == 0.5)
        let trimmed = Circle().trim(from: 0, to: 0.8).interpolated(from: Circle().trim(from: 0.2, to: 0.4), amount: 0.5)
        #expect(abs(trimmed.startFraction - 0.1) < 1e-12 && abs(trimmed.endFraction - 0.6) < 1e-12)
        #expect(Rectangle().animatableData == EmptyAnimatableData())
    }

    @Test func anyShapeBlendsShapesOfTheSameTypeOnly() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 10)
        let blended = AnyShape(Wedge(fraction: 1)).interpolated(from: AnyShape(Wedge(fraction: 0.5)), amount: 0.5)
        #expect(blended?.path(in: rect) == Wedge(fraction: 0.75).path(in: rect))
        #expect(AnyShape(Circle()).interpolated(from: AnyShape(Wedge(fraction: 0)), amount: 0.5) == nil)
    }
}
