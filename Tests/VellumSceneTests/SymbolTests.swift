import Testing
@testable import VellumScene
import VellumCore

/// Symbol tables, references, canvases' symbols, missing symbols and cycles.
@Suite struct SymbolTests {
    @Test func eightReferencesRecordOneDefinitionAndEightUses() throws {
        let scene = Scene(symbols: Badge.symbols) { Badge() }
        let list = try scene.displayList(size: Size(width: 300, height: 300))
        #expect(Array(list.symbols.keys) == ["mountain"])
        let uses = list.operations.filter { if case .useSymbol("mountain", _) = $0 { true } else { false } }
        #expect(uses.count == 8)
        let definition = try #require(list.symbols["mountain"])
        #expect(definition.operations.count == 1)
        guard case .fill(_, .color(BadgeSymbol.symbolColor), .nonZero, .identity) = definition.operations.first else {
            Issue.record("expected the mountain filled in its colour, got \(definition.operations)")
            return
        }
        // The symbol is laid out once, at its own size.
        let symbolRoot = try #require(scene.graph.symbolRoots["mountain"])
        #expect(symbolRoot.layoutPassCount == 1)
        #expect(symbolRoot.frame == Rect(x: 0, y: 0, width: 420, height: 420))
    }

    @Test func badgeRecordsTheBackgroundThenEightHalfOpaqueMountains() throws {
        let list = try Scene(symbols: Badge.symbols) { Badge() }.displayList(size: Size(width: 300, height: 300))
        #expect(list.operations.count == 1 + 8 * 3)
        guard case .fill(_, .linearGradient, _, .identity) = list.operations[0] else {
            Issue.record("expected the gradient background first, got \(list.operations[0])")
            return
        }
        for item in 0..<8 {
            #expect(list.operations[1 + item * 3] == .beginLayer(opacity: 0.5, shadow: nil))
            #expect(list.operations[3 + item * 3] == .endLayer)
        }
    }

    @Test func mountainsTurnAboutTheBadgeCentre() throws {
        let list = try Scene(symbols: Badge.symbols) { Badge() }.displayList(size: Size(width: 300, height: 300))
        let transforms = list.operations.compactMap { op -> AffineTransform? in
            if case .useSymbol(_, let transform) = op { return transform }
            return nil
        }
        // The rotation anchor, the bottom centre of the padded frame, is (210, 360) in the
        // symbol and lands on the canvas centre after the quarter scale and the positioning.
        for transform in transforms {
            #expect(close(Point(x: 210, y: 360).applying(transform), Point(x: 150, y: 150)))
        }
        // The symbol's top centre is 90 points above the anchor at a quarter scale.
        #expect(close(Point(x: 210, y: 0).applying(transforms[0]), Point(x: 150, y: 60)))
        #expect(close(Point(x: 210, y: 0).applying(transforms[2]), Point(x: 240, y: 150)))
        #expect(close(Point(x: 210, y: 0).applying(transforms[4]), Point(x: 150, y: 240)))
    }

    @Test func referencesDrawWhatEightCopiesDraw() throws {
        let size = Size(width: 300, height: 300)
        let referenced = try Scene(symbols: Badge.symbols) { Badge() }.displayList(size: size)
        let copied = try Scene { Badge(usesSymbol: false) }.displayList(size: size)
        #expect(copied.symbols.isEmpty)
        #expect(matching(inlined(referenced), copied.operations))
    }

    @Test func aMissingSymbolIsAnErrorNamingItsTag() throws {
        let error = sceneError {
            try Probe { ZStack { Rectangle(); SymbolReference("nope") } }.list(10, 10)
        }
        #expect(error == .missingSymbol(tag: "nope", path: "ZStack[1] > SymbolReference"))
        #expect(error?.description == "ZStack[1] > SymbolReference: no symbol is defined under tag \"nope\"")
    }

    @Test func aSymbolCycleIsAnErrorNamingTheTags() throws {
        let error = sceneError {
            try Probe(symbols: ["a": ZStack { Circle(); SymbolReference("b") }, "b": SymbolReference("a")]) {
                SymbolReference("a")
            }.list(10, 10)
        }
        #expect(error == .symbolCycle(tags: ["a", "b", "a"]))
        #expect(error?.description == "symbol \"a\" uses itself: \"a\" → \"b\" → \"a\"")
    }

    @Test func aSymbolReferencingItselfIsACycle() throws {
        let error = sceneError { try Probe(symbols: ["s": SymbolReference("s")]) { SymbolReference("s") }.list(10, 10) }
        #expect(error == .symbolCycle(tags: ["s", "s"]))
    }

    @Test func aCanvasDrawingItsOwnSymbolIsACycle() throws {
        let symbol = Canvas { context, _ in context.draw(symbol: "c", at: .zero) }
        let error = sceneError { try Probe(symbols: ["c": symbol]) { SymbolReference("c") }.list(10, 10) }
        #expect(error == .symbolCycle(tags: ["c", "c"]))
    }

    @Test func canvasResolvesAndDrawsItsSymbols() throws {
        final class Answers { var known: [Bool] = [] }
        let answers = Answers()
        let list = try Probe {
            Canvas { context, _ in
                answers.known = [context.hasSymbol("dot"), context.hasSymbol("other")]
                for i in 0..<3 { context.draw(symbol: "dot", at: Point(x: Double(i) * 12, y: 0)) }
            } symbols: {
                Circle().fill(.red).frame(width: 10, height: 10).tag("dot")
            }
            .frame(width: 40, height: 20)
        }.list(100, 100)
        #expect(answers.known == [true, false])
        #expect(list.symbols["dot"]?.operations == [
            .fill(Circle().path(in: Rect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.red), rule: .nonZero,
                  transform: .identity),
        ])
        #expect(list.operations == (0..<3).map { i in
            .useSymbol("dot", transform: AffineTransform(translationX: 30 + Double(i) * 12, y: 40))
        })
    }

    @Test func canvasSeesTheScenesSymbols() throws {
        let list = try Probe(symbols: ["m": Rectangle().frame(width: 5, height: 5)]) {
            Canvas { context, _ in
                if context.hasSymbol("m") { context.draw(symbol: "m") }
            }
        }.list(10, 10)
        #expect(list.operations == [.useSymbol("m", transform: .identity)])
        #expect(list.symbols["m"] != nil)
    }

    @Test func canvasDrawingAnUndefinedSymbolIsAnError() throws {
        let error = sceneError {
            try Probe { Canvas { context, _ in context.draw(symbol: "ghost") } }.list(10, 10)
        }
        #expect(error == .missingSymbol(tag: "ghost", path: "Canvas"))
    }

    @Test func canvasSymbolsNeedATag() throws {
        let error = sceneError {
            try Probe { Canvas { _, _ in } symbols: { Circle() } }.list(10, 10)
        }
        guard case .invalidStructure(let path, let message) = error else {
            Issue.record("expected a structure error, got \(String(describing: error))")
            return
        }
        #expect(path == "Canvas > symbols")
        #expect(message.contains("need a tag"))
    }

    @Test func aCanvasSymbolMayNotRedefineASceneSymbol() throws {
        let error = sceneError {
            try Probe(symbols: ["dot": Circle()]) {
                Canvas { context, _ in context.draw(symbol: "dot") } symbols: { Rectangle().tag("dot") }
            }.list(10, 10)
        }
        #expect(error == .conflictingSymbol(tag: "dot", path: "Canvas"))
    }

    @Test func canvasesMayShareIdenticalSymbols() throws {
        let list = try Probe {
            HStack {
                ForEach(0..<2) { _ in
                    Canvas { context, _ in context.draw(symbol: "dot") } symbols: { Circle().tag("dot") }
                }
            }
        }.list(100, 10)
        #expect(list.symbols.count == 1)
        #expect(list.operations.count == 2)
    }
}
