import Testing
@testable import VellumScene
import VellumCore

/// A scene laid out and recorded on a `side` × `side` canvas.
private func laidOut<Content: Node>(_ side: Double = 100, symbols: [Tag: any Node] = [:],
                                    @NodeBuilder _ content: () -> Content) throws -> Scene {
    let scene = Scene(symbols: symbols, content: content)
    _ = try scene.renderTree(size: Size(square: side))
    return scene
}

/// The tags of the node hit at (x, y), or `nil` for a miss.
private func tags(_ scene: Scene, _ x: Double, _ y: Double) throws -> [Tag]? {
    try scene.hitTest(at: Point(x: x, y: y))?.tags
}

@Suite("Hit testing")
struct HitTestTests {
    @Test func aFilledShapeIsHitInsideItsOutlineNotItsFrame() throws {
        let scene = try laidOut { Circle().fill(.red).tag("dot") }
        let hit = try #require(try scene.hitTest(at: Point(x: 50, y: 50)))
        #expect(hit.tags == ["dot"])
        #expect(hit.node === (try scene.node(tagged: "dot")))
        #expect(hit.path == "Circle (tag \"dot\")")
        #expect(close(hit.location, Point(x: 50, y: 50)))
        #expect(try tags(scene, 3, 3) == nil)   // inside the frame, outside the circle
    }

    @Test func laterSiblingsAreOnTop() throws {
        let scene = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("back")
                Circle().fill(.red).frame(width: 50, height: 50).tag("front")
            }
        }
        #expect(try tags(scene, 50, 50) == ["front"])
        #expect(try tags(scene, 10, 10) == ["back"])
    }

    @Test func theTagPathRunsFromTheRootDown() throws {
        let scene = try laidOut {
            ZStack { ZStack { Circle().fill(.red).tag("leaf") }.tag("inner") }.tag("outer")
        }
        #expect(try tags(scene, 50, 50) == ["outer", "inner", "leaf"])
    }

    @Test func rotationAboutAnAnchorMovesTheHitArea() throws {
        // A 40 × 20 bar centred at (30, 40)…(70, 60), turned 90° clockwise about its top-left
        // corner: local (x, y) lands on (30 − y, 40 + x), so it covers x 10…30, y 40…80.
        let scene = try laidOut {
            Rectangle().fill(.red).frame(width: 40, height: 20).tag("bar")
                .rotationEffect(.degrees(90), anchor: .topLeading)
        }
        let hit = try #require(try scene.hitTest(at: Point(x: 20, y: 70)))
        #expect(hit.tags == ["bar"])
        #expect(close(hit.location, Point(x: 30, y: 10), 1e-9))
        #expect(try tags(scene, 50, 50) == nil)   // where the bar would be unturned
    }

    @Test func scaleAboutAnAnchorMovesTheHitArea() throws {
        // The same bar doubled about its bottom-right corner (70, 60): x −10…70, y 20…60.
        let scene = try laidOut {
            Rectangle().fill(.red).frame(width: 40, height: 20).tag("bar")
                .scaleEffect(2, anchor: .bottomTrailing)
        }
        let hit = try #require(try scene.hitTest(at: Point(x: 0, y: 30)))
        #expect(close(hit.location, Point(x: 5, y: 5)))
        #expect(try tags(scene, 20, 62) == nil)
        #expect(try tags(scene, 20, 22) == ["bar"])
    }

    @Test func offsetAndNestedEffectsAgreeWithTheRecordedTransform() throws {
        let scene = try laidOut(200) {
            Ellipse().fill(.red).frame(width: 60, height: 30).tag("e")
                .rotationEffect(.degrees(33), anchor: UnitPoint(x: 0.2, y: 0.9))
                .scaleEffect(x: 1.5, y: 0.7, anchor: .topTrailing)
                .offset(x: -17, y: 9)
                .rotationEffect(.degrees(-71))
        }
        let node = try scene.node(tagged: "e")
        let transform = try #require(node.deviceTransform)
        for local in [Point(x: 30, y: 15), Point(x: 12, y: 18), Point(x: 50, y: 12)] {
            let hit = try #require(try scene.hitTest(at: local.applying(transform)))
            #expect(hit.tags == ["e"])
            #expect(hit.node.parent === node)   // the ellipse, at the tagged frame's origin
            #expect(close(hit.location, local, 1e-9))
        }
        // The frame's corner is outside the ellipse, wherever the transforms put it.
        #expect(try scene.hitTest(at: Point(x: 1, y: 1).applying(transform)) == nil)
    }

    @Test func anEvenOddClipHasAHole() throws {
        let scene = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("below")
                Rectangle().fill(.red).clipShape(SquareRing(), style: FillStyle(eoFill: true)).tag("clipped")
            }
        }
        #expect(try tags(scene, 50, 50) == ["below"])
        #expect(try tags(scene, 10, 10) == ["clipped"])
        let nonZero = try laidOut { Rectangle().fill(.red).clipShape(SquareRing()).tag("clipped") }
        #expect(try tags(nonZero, 50, 50) == ["clipped"])
        let clipped = try laidOut { Circle().fill(.red).frame(width: 200, height: 200).clipped().tag("c") }
        #expect(try tags(clipped, 50, 50) == ["c"])
    }

    @Test func anEvenOddFillHasAHole() throws {
        let evenOdd = try laidOut { SquareRing().fill(.red, style: FillStyle(eoFill: true)).tag("ring") }
        #expect(try tags(evenOdd, 50, 50) == nil)
        #expect(try tags(evenOdd, 10, 10) == ["ring"])
        let nonZero = try laidOut { SquareRing().fill(.red).tag("ring") }
        #expect(try tags(nonZero, 50, 50) == ["ring"])
    }

    @Test func aStrokeIsHitOnItsOutlineOnly() throws {
        let stroked = try laidOut { Circle().stroke(.black, lineWidth: 6).tag("ring") }
        #expect(try tags(stroked, 50, 2) == ["ring"])     // 48 from the centre: on the stroke
        #expect(try tags(stroked, 50, 52.5) == nil)     // inside the unfilled circle
        #expect(try tags(stroked, 50, 10) == nil)
        let both = try laidOut { Circle().fill(.white).stroke(.black, lineWidth: 6).tag("disc") }
        #expect(try tags(both, 50, 50) == ["disc"])
        #expect(try tags(both, 50, 2) == ["disc"])
        let dashed = try laidOut {
            Path { $0.move(to: Point(x: 0, y: 50)); $0.addLine(to: Point(x: 100, y: 50)) }
                .stroke(.black, style: StrokeStyle(lineWidth: 10, dash: [20, 20])).tag("dash")
        }
        #expect(try tags(dashed, 10, 50) == ["dash"])
        #expect(try tags(dashed, 30, 50) == nil)        // in a gap
    }

    @Test func allowsHitTestingFalseSkipsTheSubtree() throws {
        let scene = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("below")
                ZStack { Circle().fill(.red).tag("disc") }.allowsHitTesting(false)
            }
        }
        #expect(try tags(scene, 50, 50) == ["below"])
        let alone = try laidOut { Circle().fill(.red).allowsHitTesting(false) }
        #expect(try tags(alone, 50, 50) == nil)
        let enabled = try laidOut { Circle().fill(.red).tag("disc").allowsHitTesting(true) }
        #expect(try tags(enabled, 50, 50) == ["disc"])
    }

    @Test func contentShapeReplacesTheHitArea() throws {
        let ring = try laidOut { Circle().stroke(.black, lineWidth: 2).contentShape(Circle()).tag("ring") }
        let centre = try #require(try ring.hitTest(at: Point(x: 50, y: 50)))
        #expect(centre.node === (try ring.node(tagged: "ring")))   // nothing drawn there: the shape's owner
        #expect(centre.node.behavior.name == "contentShape")
        let onStroke = try #require(try ring.hitTest(at: Point(x: 50, y: 0.5)))
        #expect(onStroke.node.behavior.name == "Circle")           // drawn there: the drawing
        #expect(onStroke.tags == ["ring"])
        #expect(try tags(ring, 3, 3) == nil)

        // Outside the shape nothing of the subtree is hit, even where it draws.
        let square = try laidOut { ZStack { Rectangle().fill(.red).tag("square") }.contentShape(Circle()) }
        #expect(try tags(square, 5, 5) == nil)
        #expect(try tags(square, 50, 50) == ["square"])

        // A clear pane is not hit, unless it has a content shape.
        let glass = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("below")
                Rectangle().fill(.clear).tag("glass")
            }
        }
        #expect(try tags(glass, 50, 50) == ["below"])
        let pane = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("below")
                Rectangle().fill(.clear).contentShape(Rectangle(), eoFill: true).tag("glass")
            }
        }
        #expect(try tags(pane, 50, 50) == ["glass"])
    }

    @Test func childrenAreAboveTheirParentsContentShape() throws {
        let scene = try laidOut {
            ZStack { Circle().fill(.red).frame(width: 40, height: 40).tag("dot") }
                .frame(width: 100, height: 100).contentShape(Rectangle()).tag("pad")
        }
        #expect(try tags(scene, 50, 50) == ["pad", "dot"])
        let corner = try #require(try scene.hitTest(at: Point(x: 5, y: 5)))
        #expect(corner.node === (try scene.node(tagged: "pad")))
        #expect(close(corner.location, Point(x: 5, y: 5)))
    }

    @Test func zeroOpacityAndHiddenContentIsNeverHit() throws {
        let scene = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("below")
                Circle().fill(.red).tag("ghost").opacity(0)
                ZStack { Circle().fill(.red).frame(width: 20, height: 20).tag("inner") }.opacity(0)
            }
        }
        #expect(try tags(scene, 50, 50) == ["below"])
        let faint = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("below")
                Circle().fill(.red).tag("faint").opacity(0.05).shadow(radius: 10, x: 30)
            }
        }
        #expect(try tags(faint, 50, 50) == ["faint"])
        #expect(try tags(faint, 98, 98) == ["below"])      // shadows are not content
        let transparent = try laidOut { Circle().fill(Color(white: 0, opacity: 0.001)) }
        #expect(try tags(transparent, 50, 50) == nil)
    }

    @Test func textIsHitOnItsGlyphs() throws {
        let scene = try laidOut(200) { Text("O").font(.system(size: 120)).tag("o") }
        let node = try scene.node(tagged: "o")
        let transform = try #require(node.deviceTransform)
        let frame = Rect(size: node.frame.size)
        // Along the middle row: misses left of the glyph and in its counter, hits on its sides.
        var answers: [Bool] = []
        for step in 0...100 {
            let local = Point(x: frame.width * Double(step) / 100, y: frame.height * 0.55)
            let hit = try scene.hitTest(at: local.applying(transform))
            if let hit { #expect(hit.node === node) }
            if answers.last != (hit != nil) { answers.append(hit != nil) }
        }
        #expect(answers == [false, true, false, true, false])
    }

    @Test func aSymbolIsHitWhereItsContentDrawsThroughTheReference() throws {
        let scene = try laidOut(symbols: ["ring": Circle().stroke(.black, lineWidth: 10).frame(width: 40, height: 40)]) {
            SymbolReference("ring").tag("ref").scaleEffect(2)
        }
        // The ring (radius 20, stroke 15…25) doubled about the centre: radii 30…50.
        let hit = try #require(try scene.hitTest(at: Point(x: 50, y: 10)))
        #expect(hit.tags == ["ref"])
        #expect(hit.node.behavior.name == "SymbolReference")
        #expect(close(hit.location, Point(x: 20, y: 0)))
        #expect(try tags(scene, 50, 50) == nil)
        #expect(try tags(scene, 50, 25) == nil)
    }

    @Test func aCanvasIsHitWhereItDrew() throws {
        let scene = try laidOut {
            Canvas { context, _ in
                context.fill(Path(Rect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
                context.clip(to: Path(Rect(x: 50, y: 0, width: 50, height: 100)))
                context.fill(Path(ellipseIn: Rect(x: 40, y: 40, width: 40, height: 40)), with: .color(.blue))
            }.tag("canvas")
        }
        #expect(try tags(scene, 15, 15) == ["canvas"])
        #expect(try tags(scene, 45, 60) == nil)      // in the ellipse, clipped away
        #expect(try tags(scene, 70, 60) == ["canvas"])
        #expect(try tags(scene, 90, 90) == nil)
    }

    @Test func hitsFollowUpdates() throws {
        let scene = try laidOut {
            ZStack { Circle().fill(.red).frame(width: 20, height: 20).tag("dot") }.frame(width: 100, height: 100)
        }
        #expect(try tags(scene, 50, 50) == ["dot"])
        #expect(try tags(scene, 5, 50) == nil)
        try scene.replace("dot", with: Rectangle().fill(.blue).frame(width: 100, height: 20))
        #expect(try tags(scene, 5, 50) == ["dot"])
        #expect(try tags(scene, 50, 20) == nil)
    }

    @Test func badInputIsATypedErrorOrNil() throws {
        let scene = Scene { Rectangle().fill(.red) }
        #expect(throws: HitTestError.notLaidOut) { try scene.hitTest(at: Point(x: 1, y: 1)) }
        _ = try scene.renderTree(size: Size(width: 100, height: 50))
        for point in [Point(x: .nan, y: 1), Point(x: 1, y: .infinity), Point(x: -.infinity, y: .nan)] {
            #expect(throws: HitTestError.self) { try scene.hitTest(at: point) }
            do {
                _ = try scene.hitTest(at: point)
            } catch {
                guard case .nonFinitePoint = error else { Issue.record("wrong error \(error)"); continue }
                #expect(error.description.contains("finite"))
            }
        }
        for point in [Point(x: -0.5, y: 10), Point(x: 100, y: 10), Point(x: 10, y: 50), Point(x: 1e300, y: -1e300)] {
            #expect(try scene.hitTest(at: point) == nil)
        }
        #expect(try scene.hitTest(at: Point(x: 99.9, y: 49.9)) != nil)
    }

    @Test func aNodesRenderScopeNamesWhatItDrew() throws {
        let scene = try laidOut(symbols: ["sym": Circle().fill(.blue).frame(width: 10, height: 10).tag("in symbol")]) {
            ZStack {
                Rectangle().fill(.red).tag("rect")
                SymbolReference("sym")
                Canvas { context, _ in
                    context.draw(symbol: "dot", at: Point(x: 0, y: 0))
                } symbols: {
                    Circle().fill(.green).frame(width: 4, height: 4).tag("dot")
                }.tag("canvas")
            }
        }
        let tree = try scene.renderTree(size: Size(square: 100))
        func scopes(_ nodes: [RenderNode]) -> [UInt64] {
            nodes.flatMap { node -> [UInt64] in
                if case .group(let group) = node { return scopes(group.children) }
                return [node.id.scope]
            }
        }
        let rect = try scene.node(tagged: "rect"), canvas = try scene.node(tagged: "canvas")
        let reference = try #require(rect.parent?.children[1])
        #expect(scopes(tree.nodes) == [rect, reference, canvas].map { scene.renderScope(of: $0) })
        // A scene symbol's nodes and a canvas's symbols are named in the symbol table.
        let inSymbol = try #require(try scene.node(tagged: "in symbol").children.first)
        #expect(scopes(tree.symbols["sym"] ?? []) == [scene.renderScope(of: inSymbol)])
        let dot = try #require(canvas.children.first?.children.first)
        #expect(scopes(tree.symbols["dot"] ?? []) == [scene.renderScope(of: dot)])
        #expect(scene.renderScope(of: try laidOut { Circle() }.root()) == nil)
    }

    @Test func aNodeScaledToNothingIsNeverHit() throws {
        let scene = try laidOut {
            ZStack {
                Rectangle().fill(.blue).tag("below")
                Circle().fill(.red).contentShape(Rectangle()).scaleEffect(x: 0, y: 1).tag("flat")
            }
        }
        #expect(try tags(scene, 50, 50) == ["below"])
    }
}
