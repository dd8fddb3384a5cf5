import Testing
import VellumCore

/// SwiftUI's `GraphicsContext.blendMode` and Core Graphics' `setBlendMode(_:)`: what they record.
@Suite struct GraphicsContextBlendTests {
    static let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))

    @Test func aDrawingAfterSetBlendModeIsAGroupBlendedByTheMode() {
        let cg: CGContext = GraphicsContext()
        cg.setBlendMode(CGBlendMode.multiply)
        cg.fill(Self.square, with: .color(.black))
        cg.setBlendMode(.normal)
        cg.fill(Self.square, with: .color(.black))
        let fill = DrawOperation.fill(Self.square, paint: .color(.black), rule: .nonZero, transform: .identity)
        #expect(cg.displayList.operations == [.beginLayer(opacity: 1, blendMode: .multiply), fill, .endLayer, fill])
    }

    @Test func restoringTheStateRestoresTheModeAndALayerIsBlendedWholeWithItsContentAtNormal() {
        let context = GraphicsContext()
        context.saveGState()
        context.blendMode = .screen
        context.drawLayer(opacity: 0.5) { layer in
            #expect(layer.blendMode == .normal)
            layer.fill(Self.square, with: .color(.black))
        }
        #expect(context.blendMode == .screen)
        context.restoreGState()
        #expect(context.blendMode == .normal)
        let fill = DrawOperation.fill(Self.square, paint: .color(.black), rule: .nonZero, transform: .identity)
        #expect(context.displayList.operations == [.beginLayer(opacity: 0.5, blendMode: .screen), fill, .endLayer])
    }
}
