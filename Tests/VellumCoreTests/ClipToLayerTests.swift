import Testing
import VellumCore

/// `GraphicsContext.clipToLayer(opacity:content:)`, SwiftUI's alpha clip, and the errors a
/// drawing verb reports instead of throwing.
@Suite struct ClipToLayerTests {
    static let unit = Path(Rect(x: 0, y: 0, width: 10, height: 10))

    @Test func whatFollowsUntilTheRestoreIsMaskedByTheLayersAlpha() throws {
        let ctx = GraphicsContext()
        ctx.translateBy(x: 5, y: 0)
        ctx.opacity = 0.8
        ctx.saveGState()
        ctx.clipToLayer(opacity: 0.5) { mask in
            #expect(mask.opacity == 1)                 // the content starts opaque
            mask.opacity = 0.25                        // and what it changes is undone
            mask.fill(Self.unit, with: .color(.black))
        }
        #expect(ctx.opacity == 0.8)
        ctx.opacity = 1
        ctx.fill(Self.unit, with: .color(.red))
        ctx.fill(Self.unit, with: .color(.blue))
        ctx.restoreGState()
        ctx.fill(Self.unit, with: .color(.green))      // after the restore: not masked
        let nodes = try ctx.renderTree().nodes
        #expect(nodes.count == 2)
        guard case .group(let group) = nodes[0], let mask = group.mask else {
            Issue.record("expected a masked group, got \(nodes[0])")
            return
        }
        #expect(mask.mode == .alpha && group.opacity == 0.5)
        #expect(group.children.count == 2)
        // The mask's content drawn at full opacity, in the context's user space.
        guard case .draw(let drawing) = mask.content.first else {
            Issue.record("expected the mask's drawing")
            return
        }
        #expect(mask.content.count == 1)
        #expect(drawing.paint == .color(Color.black.opacity(0.25)) && drawing.transform == AffineTransform(translationX: 5, y: 0))
        guard case .draw(let after) = nodes[1] else {
            Issue.record("expected a drawing after the group")
            return
        }
        #expect(after.paint == .color(Color.green.opacity(0.8)))   // the opacity saved before comes back
    }

    @Test func clipsOpenedInsideTheContentCloseWithIt() throws {
        let ctx = GraphicsContext()
        ctx.clipToLayer { mask in
            mask.clip(to: Path(Rect(x: 0, y: 0, width: 5, height: 5)))
            mask.fill(Self.unit, with: .color(.black))
        }
        ctx.fill(Self.unit, with: .color(.red))
        let nodes = try ctx.renderTree().nodes
        guard case .group(let group) = nodes.first, let mask = group.mask, case .group(let clip) = mask.content.first else {
            Issue.record("expected a clip inside the mask, got \(nodes)")
            return
        }
        #expect(clip.clip != nil && clip.children.count == 1)
        #expect(group.children.count == 1)
    }

    struct Unusable: Error, CustomStringConvertible {
        var description: String { "the picture 'a.png' is missing" }
    }

    @Test func aReportedDrawingErrorIsThrownByTheTree() {
        let ctx = GraphicsContext()
        ctx.fill(Self.unit, with: .color(.red))
        ctx.reportDrawingError(Unusable())
        #expect(ctx.drawingErrors.count == 1)
        #expect(throws: RenderError.invalidValue(operation: 0, what: "drawing: the picture 'a.png' is missing")) {
            try ctx.renderTree()
        }
    }
}
