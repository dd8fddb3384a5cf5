import Testing
import VellumCore
@testable import VellumRaster

@Suite("Masks")
struct MaskTests {
    /// A 100 × 100 square masked by a mask whose left half is `left` and right half `right`.
    static func halves(_ mode: RenderMask.Mode, left: Color, right: Color, opacity: Double = 1) -> [DrawOperation] {
        let mask = DisplayList([
            fill(Path(Rect(x: 0, y: 0, width: 50, height: 100)), left),
            fill(Path(Rect(x: 50, y: 0, width: 50, height: 100)), right),
        ])
        var ops: [DrawOperation] = [.beginMask(mode, content: mask)]
        if opacity < 1 { ops.append(.beginLayer(opacity: opacity)) }
        ops.append(fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .cssRed))
        if opacity < 1 { ops.append(.endLayer) }
        ops.append(.endMask)
        return ops
    }

    @Test("A white/black luminance mask shows exactly the white half")
    func luminanceHalves() throws {
        let pixmap = try render(Self.halves(.luminance, left: .white, right: .black))
        #expect(pixmap.pixel(x: 10, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 49, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 50, y: 50) == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(pixmap.pixel(x: 90, y: 10) == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(abs(pixmap.coveredArea - 5000) < 0.5)
    }

    @Test("Luminance weighs green, red and blue by 0.7154, 0.2125, 0.0721 and multiplies alpha in")
    func luminanceWeights() throws {
        let green = try render(Self.halves(.luminance, left: Color(red: 0, green: 1, blue: 0), right: .cssBlue))
        #expect(green.pixel(x: 10, y: 10).a == 182)  // 0.7154 × 255 = 182.4
        #expect(green.pixel(x: 90, y: 10).a == 18)  // 0.0721 × 255 = 18.4
        let halfWhite = try render(Self.halves(.luminance, left: Color(red: 1, green: 1, blue: 1, alpha: 0.5),
                                               right: Color(red: 1, green: 0, blue: 0)))
        #expect(halfWhite.pixel(x: 10, y: 10).a == 128)
        #expect(halfWhite.pixel(x: 90, y: 10).a == 54)  // 0.2125 × 255 = 54.2
    }

    @Test("An alpha mask reads only alpha: black shows as much as white")
    func alphaMode() throws {
        let pixmap = try render(Self.halves(.alpha, left: .black, right: Color(red: 0, green: 0, blue: 0, alpha: 0.25)))
        #expect(pixmap.pixel(x: 10, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 90, y: 50).a == 64)
        let luminance = try render(Self.halves(.luminance, left: .black, right: .black))
        #expect(luminance.coveredArea == 0)
    }

    @Test("Mask and opacity multiply")
    func withOpacity() throws {
        let pixmap = try render(Self.halves(.luminance, left: .white, right: Color(white: 0.5), opacity: 0.5))
        #expect(pixmap.pixel(x: 10, y: 50).a == 128)
        #expect(pixmap.pixel(x: 90, y: 50).a == 64)
    }

    @Test("Nested masks multiply; the mask's content is never drawn")
    func nested() throws {
        let outer = DisplayList([fill(Path(Rect(x: 0, y: 0, width: 60, height: 100)), .white)])
        let inner = DisplayList([fill(Path(Rect(x: 40, y: 0, width: 60, height: 100)), .white)])
        let pixmap = try render([
            .beginMask(.luminance, content: outer),
            .beginMask(.alpha, content: inner),
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .cssBlue),
            .endMask,
            .endMask,
        ])
        #expect(pixmap.pixel(x: 50, y: 50) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(pixmap.pixel(x: 30, y: 50).a == 0)
        #expect(pixmap.pixel(x: 70, y: 50).a == 0)
        #expect(abs(pixmap.coveredArea - 2000) < 0.5)
    }

    @Test("A mask on a group with a transform masks in the group's space; bounds are cut by the mask")
    func transformedGroup() throws {
        let mask = RenderMask(.luminance, content: [
            .draw(RenderDraw(id: RenderNodeID(scope: 1, index: 0), path: Path(Rect(x: 0, y: 0, width: 10, height: 10)),
                             paint: .color(.white), kind: .fill(.nonZero))),
        ])
        let group = RenderGroup(id: RenderNodeID(scope: 1, index: 1), transform: AffineTransform(scaleX: 4, y: 4),
                                mask: mask, children: [
            .draw(RenderDraw(id: RenderNodeID(scope: 1, index: 2), path: Path(Rect(x: 0, y: 0, width: 20, height: 20)),
                             paint: .color(.cssRed), kind: .fill(.nonZero))),
        ])
        let tree = try RenderTree(nodes: [.group(group)])
        #expect(tree.bounds == Rect(x: 0, y: 0, width: 40, height: 40))
        let pixmap = try RasterBackend().render(tree, size: Size(width: 100, height: 100))
        #expect(pixmap.pixel(x: 39, y: 39).a == 255)
        #expect(pixmap.pixel(x: 41, y: 20).a == 0)
        // The same drawing read back from its serialised form draws the same bytes.
        let again = try RasterBackend().render(try RenderTree(tree.displayList), size: Size(width: 100, height: 100))
        #expect(again == pixmap)
    }

    @Test("Mask identities must be unique in the tree; unbalanced endMask is an error")
    func validation() throws {
        let id = RenderNodeID(scope: 1, index: 0)
        let draw = RenderNode.draw(RenderDraw(id: id, path: Path(Rect(x: 0, y: 0, width: 1, height: 1)),
                                              paint: .color(.white), kind: .fill(.nonZero)))
        let group = RenderGroup(id: RenderNodeID(scope: 1, index: 1), mask: RenderMask(.alpha, content: [draw]),
                                children: [draw])
        #expect(throws: RenderError.self) { try RenderTree(nodes: [.group(group)]) }
        #expect(throws: RenderError.self) { try RenderTree(DisplayList([.beginLayer(opacity: 0.5), .endMask])) }
        #expect(throws: RenderError.self) {
            try RenderTree(DisplayList([.beginMask(.alpha, content: DisplayList([.popClip])), .endMask]))
        }
    }

    @Test("Masked scenes drawn in bands and in damage regions give the bytes of a whole frame")
    func bandsAgree() throws {
        var ops: [DrawOperation] = []
        for i in 0..<12 {
            let x = Double(i * 37 % 300), y = Double(i * 53 % 300)
            let mask = DisplayList([
                .fill(Path(ellipseIn: Rect(x: x, y: y, width: 120, height: 90)),
                      paint: .radialGradient(RadialGradient(gradient: Gradient(colors: [.white, .black]),
                                                            center: Point(x: 0.5, y: 0.5), radius: 0.5,
                                                            units: .objectBoundingBox)),
                      rule: .nonZero, transform: .identity),
            ])
            ops += [.beginMask(i.isMultiple(of: 2) ? .luminance : .alpha, content: mask), .beginLayer(opacity: 0.8),
                    fill(Path(Rect(x: x - 10, y: y + 5, width: 140, height: 70)), Color(red: 0.2, green: 0.4, blue: 0.9)),
                    .endLayer, .endMask]
        }
        let tree = try RenderTree(DisplayList(ops))
        let size = Size(width: 420, height: 420)
        let whole = try RasterBackend().render(tree, size: size)
        for threads in [2, 3] {
            let banded = RasterBackend(threads: threads)
            #expect(try banded.bandRows(for: tree, size: size).count > 1)
            #expect(try banded.render(tree, size: size) == whole)
        }
        var redrawn = whole
        RasterBackend().render(tree, into: &redrawn, damage: .regions([Rect(x: 33, y: 41, width: 150, height: 97)]))
        #expect(redrawn == whole)
    }
}
