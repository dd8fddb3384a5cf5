import Testing
import VellumCore

@Suite struct GraphicsContextTests {
    @Test func recordsFillWithCurrentTransformAndOpacity() {
        let ctx = GraphicsContext()
        ctx.translateBy(x: 10, y: 20)
        ctx.opacity = 0.5
        ctx.fill(Path(Rect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), style: FillStyle(eoFill: true))
        guard case .fill(_, let paint, let rule, let t) = ctx.displayList.operations.first else {
            Issue.record("expected a fill")
            return
        }
        #expect(rule == .evenOdd)
        #expect(t == AffineTransform(translationX: 10, y: 20))
        #expect(paint == .color(Color.red.opacity(0.5)))
    }

    @Test func restoreUndoesTransformAndPopsClips() {
        let ctx = GraphicsContext()
        ctx.saveGState()
        ctx.rotate(by: .pi / 2)
        ctx.clip(to: Path(Rect(x: 0, y: 0, width: 1, height: 1)))
        ctx.clip(to: Path(Rect(x: 0, y: 0, width: 2, height: 2)))
        ctx.restoreGState()
        #expect(ctx.ctm == .identity)
        let ops = ctx.displayList.operations
        #expect(ops.count == 4)
        #expect(ops[2] == .popClip && ops[3] == .popClip)
        // An unmatched restore is ignored, as in Core Graphics.
        ctx.restoreGState()
        #expect(ctx.displayList.operations.count == 4)
        #expect(throws: Never.self) { try ctx.displayList.validate() }
    }

    @Test func coreGraphicsStyleCurrentPath() {
        // The clock seed's hand: rotate, build a path with the context's verbs, fill it.
        let ctx = GraphicsContext()
        ctx.translateBy(x: 100, y: 100)
        ctx.setFillColor(.black)
        ctx.saveGState()
        ctx.rotate(by: .pi / 2)
        ctx.move(to: Point(x: 0, y: 0))
        ctx.addLine(to: Point(x: -5, y: -30))
        ctx.addLine(to: Point(x: 0, y: -50))
        ctx.addLine(to: Point(x: 5, y: -30))
        ctx.closePath()
        ctx.fillPath()
        ctx.restoreGState()
        guard case .fill(let path, _, _, let t) = ctx.displayList.operations.first else {
            Issue.record("expected a fill")
            return
        }
        // The hand's tip (0, −50) rotated a quarter turn clockwise points right: (150, 100).
        #expect(t == .identity)
        let tip = path.elements[2]
        guard case .line(let p) = tip else { Issue.record("expected a line"); return }
        #expect(abs(p.x - 150) < 1e-9 && abs(p.y - 100) < 1e-9)
    }

    @Test func strokeFromCurrentPathKeepsUserSpaceWidth() {
        let ctx = GraphicsContext()
        ctx.scaleBy(x: 2, y: 2)
        ctx.setLineWidth(3)
        ctx.move(to: Point(x: 0, y: 0))
        ctx.addLine(to: Point(x: 10, y: 0))
        ctx.strokePath()
        guard case .stroke(let path, _, let style, let t) = ctx.displayList.operations.first else {
            Issue.record("expected a stroke")
            return
        }
        #expect(style.lineWidth == 3)
        #expect(t == AffineTransform(scaleX: 2, y: 2))
        #expect(path.elements.last == .line(to: Point(x: 10, y: 0)))
    }

    @Test func validateReportsNonFiniteGeometry() {
        let ctx = GraphicsContext()
        ctx.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        ctx.fill(Path(Rect(x: .nan, y: 0, width: 1, height: 1)), with: .color(.red))
        #expect(throws: RenderError.nonFinite(operation: 1, what: "fill path coordinates")) {
            try ctx.displayList.validate()
        }
        let bad = DisplayList([.popClip])
        #expect(throws: RenderError.self) { try bad.validate() }
    }

    @Test func layerBracketsItsOperations() {
        let ctx = GraphicsContext()
        ctx.drawLayer(opacity: 0.5) { layer in
            layer.translateBy(x: 5, y: 5)
            layer.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
        }
        let ops = ctx.displayList.operations
        #expect(ops.first == .beginLayer(opacity: 0.5) && ops.last == .endLayer && ops.count == 3)
        #expect(ctx.ctm == .identity)
    }
}

@Suite struct DisplayListValidationTests {
    private let unit = Path(Rect(x: 0, y: 0, width: 1, height: 1))

    @Test func symbolsAreRecordedOnceAndUsedByTag() throws {
        let ctx = GraphicsContext()
        ctx.defineSymbol("dot") { $0.fill(unit, with: .color(.red)) }
        for i in 0..<8 { ctx.draw(symbol: "dot", at: Point(x: Double(i) * 2, y: 0)) }
        #expect(ctx.displayList.symbols.count == 1)
        #expect(ctx.displayList.operations.count == 8)
        #expect(ctx.hasSymbol("dot") && !ctx.hasSymbol("ring"))
        try ctx.displayList.validate()
    }

    @Test func missingSymbolNamesTheTag() {
        let list = DisplayList([.useSymbol("mountain", transform: .identity)])
        #expect(throws: RenderError.missingSymbol(operation: 0, tag: "mountain")) { try list.validate() }
        #expect(RenderError.missingSymbol(operation: 0, tag: "mountain").description.contains("\"mountain\""))
    }

    @Test func symbolCyclesAreReported() {
        let a = DisplayList([.useSymbol(Tag(2), transform: .identity)])
        let b = DisplayList([.useSymbol(Tag(1), transform: .identity)])
        let list = DisplayList([.useSymbol(Tag(1), transform: .identity)], symbols: [Tag(1): a, Tag(2): b])
        #expect(throws: RenderError.self) { try list.validate() }
        let selfLoop = DisplayList([], symbols: ["s": DisplayList([.useSymbol("s", transform: .identity)])])
        #expect(throws: RenderError.symbolCycle(tag: "s")) { try selfLoop.validate() }
    }

    @Test func popsWithoutPushesAreUnbalanced() {
        #expect(throws: RenderError.self) { try DisplayList([.endLayer]).validate() }
        #expect(throws: RenderError.self) { try DisplayList([.popClip]).validate() }
        // Left open is fine: the clip or layer ends with the list.
        #expect(throws: Never.self) { try DisplayList([.beginLayer(opacity: 1)]).validate() }
    }

    @Test func tagsCompareByTypeAndValue() {
        #expect(Tag(1) == Tag(1) && Tag(1) != Tag("1") && Tag("a") == "a")
        #expect(Set([Tag(1), Tag(1), Tag("1")]).count == 2)
        #expect(Tag(Tag(5)) == Tag(5))
        #expect(Tag(3).value(as: Int.self) == 3 && Tag(3).value(as: String.self) == nil)
    }
}
