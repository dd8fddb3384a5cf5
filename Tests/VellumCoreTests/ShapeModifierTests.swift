import Testing
@testable import VellumCore

/// SwiftUI's shape modifiers (`rotation`, `offset`, `scale`, `transform`) and
/// `UnevenRoundedRectangle`.
@Suite struct ShapeModifierTests {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)

    private func bounds(_ shape: some Shape) -> Rect {
        shape.path(in: rect).boundingRect(transformedBy: .identity)
    }

    private func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test func rotationTurnsAboutTheCentreByDefault() {
        #expect(close(bounds(Rectangle().rotation(.degrees(90))), Rect(x: 25, y: -25, width: 50, height: 100)))
        #expect(close(bounds(Rectangle().rotation(.degrees(90), anchor: .topLeading)), Rect(x: -50, y: 0, width: 50, height: 100)))
    }

    @Test func offsetScaleAndTransformMoveTheOutline() {
        #expect(close(bounds(Rectangle().offset(x: 10, y: -5).scale(1)), Rect(x: 10, y: -5, width: 100, height: 50)))
        #expect(close(bounds(Rectangle().scale(0.5)), Rect(x: 25, y: 12.5, width: 50, height: 25)))
        #expect(close(bounds(Rectangle().scale(x: 2, y: 1, anchor: .topLeading)), Rect(x: 0, y: 0, width: 200, height: 50)))
        #expect(close(bounds(Rectangle().transform(AffineTransform(translationX: 3, y: 4))), Rect(x: 3, y: 4, width: 100, height: 50)))
    }

    @Test func unevenCornersHaveTheirOwnRadii() {
        let tab = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 20)
        let path = tab.path(in: rect)
        #expect(path.elements.first == .move(to: Point(x: 10, y: 0)))
        // Sharp bottom corners: the outline passes through them.
        #expect(path.elements.contains(.line(to: Point(x: 100, y: 50))))
        #expect(path.elements.contains(.line(to: Point(x: 0, y: 50))))
        // Rounded top corners: curves ending where the radii say.
        #expect(path.elements.contains { if case .curve(let end, _, _) = $0 { end == Point(x: 100, y: 20) } else { false } })
        #expect(path.contains(Point(x: 1, y: 1)) == false)
        #expect(path.contains(Point(x: 99, y: 49)))
    }

    @Test func oversizedRadiiShrinkTogether() {
        let radii = RectangleCornerRadii(topLeading: 80, bottomLeading: 0, bottomTrailing: 0, topTrailing: 80)
        let fitted = radii.fitted(in: Size(width: 100, height: 50))
        // The top side needs 160 of 100, the sides 80 of 50: the tighter, 50/80, wins.
        #expect(fitted.topLeading == 50 && fitted.topTrailing == 50)
        #expect(RectangleCornerRadii(topLeading: -3).topLeading == 0)
    }
}
