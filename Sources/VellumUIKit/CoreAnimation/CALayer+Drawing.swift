import VellumScene

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's superlayer's coordinates,
    /// with the model values: as Apple's `render(in:)`, animations are left out.
    public func render(in ctx: CGContext) {
        drawTree(in: ctx, time: nil, ancestors: [])
    }

    /// Draws the layer tree as it shows `time` seconds into its timeline: every layer at the
    /// values its animations give then (``presentation(atTime:)``).
    public func render(in ctx: CGContext, atTime time: CFTimeInterval) {
        drawTree(in: ctx, time: time, ancestors: [])
    }

    /// Draws the layer tree with the model values in the layer's own bounds coordinates, its
    /// ``position``, ``anchorPoint`` and ``transform`` left out: how a window's view is drawn.
    func render(inOwnCoordinates ctx: CGContext) {
        drawTree(in: ctx, time: nil, ancestors: [], placed: false)
    }

    /// Draws this layer and its subtree: placed by its geometry (or, not `placed`, with its bounds'
    /// origin at the context's), masked, clipped, shadowed and
    /// faded as one group whose children are the background, the contents, the sublayers and the
    /// border. A layer that cannot be drawn (a cycle through masks, non-finite geometry, an
    /// unusable animation) is left out and reported as a drawing error of `context`.
    private func drawTree(in context: GraphicsContext, time: Double?, ancestors: [CALayer], placed: Bool = true) {
        guard !ancestors.contains(where: { $0 === self }) else {
            return context.reportDrawingError(CALayerError(self, "is its own ancestor through its mask or sublayers; left out"))
        }
        // Each layer opens a group at least: a deeper tree could not be rendered, and walking it
        // would recurse as deep as it goes.
        guard ancestors.count < RenderTree.maxDepth else {
            return context.reportDrawingError(CALayerError(
                self, "sublayers nest more than \(RenderTree.maxDepth) deep; the deeper ones are left out"))
        }
        var layer = self
        if let time {
            do {
                layer = try presentation(atTime: time)
            } catch {
                return context.reportDrawingError(error)
            }
        }
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if let problem = layer.geometryProblem { return context.reportDrawingError(CALayerError(self, problem)) }
        let ancestors = ancestors + [self]
        context.withSavedGState {
            context.concatenate(placed ? layer.placement
                                       : CGAffineTransform(translationX: -layer.bounds.minX, y: -layer.bounds.minY))
            if let mask = layer.mask {
                context.clipToLayer { mask.drawTree(in: $0, time: time, ancestors: ancestors) }
            }
            if layer.masksToBounds { context.clip(to: layer.outline) }
            context.drawLayer(opacity: Double(min(layer.opacity, 1)), shadow: layer.contentShadow) { content in
                layer.drawShadowPath(in: content)
                UIGraphicsPushContext(content) { layer.drawContent(in: content) }
                for sublayer in sublayersInDrawingOrder {
                    sublayer.drawTree(in: content, time: time, ancestors: ancestors)
                }
                layer.drawBorder(in: content)
            }
        }
    }

    /// What makes the layer's geometry unusable, if anything.
    private var geometryProblem: String? {
        let numbers: [(String, [Double])] = [
            ("bounds", [bounds.minX, bounds.minY, bounds.width, bounds.height]), ("position", [position.x, position.y]),
            ("anchorPoint", [anchorPoint.x, anchorPoint.y]), ("cornerRadius", [cornerRadius]),
            ("borderWidth", [borderWidth]), ("shadowRadius", [shadowRadius]),
            ("shadowOffset", [shadowOffset.width, shadowOffset.height]),
        ]
        if let bad = numbers.first(where: { !$0.1.allSatisfy(\.isFinite) }) {
            return "\(bad.0) is not finite (\(bad.1.map { "\($0)" }.joined(separator: ", ")))"
        }
        return transform.isFinite ? nil : "transform is not finite"
    }

    /// The bounds rounded by ``cornerRadius`` at the ``maskedCorners``, inset by `inset`.
    func outline(insetBy inset: Double) -> Path {
        let radius = max(cornerRadius - inset, 0)
        func r(_ corner: CACornerMask) -> Double { maskedCorners.contains(corner) ? radius : 0 }
        let radii = RectangleCornerRadii(topLeading: r(.layerMinXMinYCorner), bottomLeading: r(.layerMinXMaxYCorner),
                                         bottomTrailing: r(.layerMaxXMaxYCorner), topTrailing: r(.layerMaxXMinYCorner))
        return UnevenRoundedRectangle(cornerRadii: radii).path(in: Rect(bounds).insetBy(dx: inset, dy: inset))
    }

    /// The rounded bounds.
    var outline: Path { outline(insetBy: 0) }

    /// The shadow the layer's drawing casts, when it casts one and ``shadowPath`` does not replace it.
    private var contentShadow: Shadow? {
        guard shadowPath == nil, let shadowColor = visibleShadowColor else { return nil }
        return Shadow(color: shadowColor, radius: shadowRadius, x: shadowOffset.width, y: shadowOffset.height)
    }

    /// The shadow's colour at ``shadowOpacity``; `nil` when the shadow cannot be seen.
    private var visibleShadowColor: CGColor? {
        guard let shadowColor, shadowOpacity > 0 else { return nil }
        return shadowColor.opacity(Double(min(shadowOpacity, 1)))
    }

    /// The shadow of ``shadowPath``: the path filled with the shadow's colour, offset and blurred
    /// as a shadow is (a Gaussian of half the radius).
    private func drawShadowPath(in context: GraphicsContext) {
        guard let shadowPath, let color = visibleShadowColor else { return }
        context.withSavedGState {
            if shadowRadius > 0 { context.addFilter(.blur(radius: shadowRadius / 2)) }
            context.translateBy(x: shadowOffset.width, y: shadowOffset.height)
            context.fill(shadowPath.path, with: .color(color))
        }
    }

    /// The border, inside the bounds: the rounded bounds less the same inset by the width.
    private func drawBorder(in context: GraphicsContext) {
        guard borderWidth > 0, let borderColor else { return }
        var ring = outline
        ring.addPath(outline(insetBy: min(borderWidth, Double(min(bounds.width, bounds.height)) / 2)))
        context.fill(ring, with: .color(borderColor), rule: .evenOdd)
    }
}
