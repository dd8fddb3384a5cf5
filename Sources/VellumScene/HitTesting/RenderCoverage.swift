import VellumCore

/// Whether render nodes visibly cover a device point: the geometry every backend draws, tested
/// exactly — a fill by its rule, a stroke by the outline of the stroke (the same
/// ``VellumCore/Path/strokedPath(_:tolerance:)`` the raster backend fills, flattened as finely in
/// device pixels), a symbol use by its definition, a group only inside its clip and where its
/// mask lets drawing through.
///
/// Invisible drawing covers nothing: a paint whose every colour has no alpha, a layer of zero
/// opacity, a transform that collapses the drawing to a line. Drop shadows are not content and
/// never cover anything, as in SwiftUI.
struct RenderCoverage {
    /// The symbol definitions of the tree the nodes belong to.
    let symbols: [Tag: [RenderNode]]
    /// How far flattened curves may stray from the true ones, in device pixels: the raster
    /// backend's default, so a stroke is hit where it is drawn.
    var tolerance = Path.defaultTolerance

    /// Whether `node`, whose enclosing space `base` maps to the device, covers `point`.
    func covers(_ node: RenderNode, base: AffineTransform, at point: Point) -> Bool {
        switch node {
        case .draw(let draw):
            return covers(draw, transform: draw.transform.concatenating(base), at: point)
        case .symbol(let use):
            let inner = use.transform.concatenating(base)
            return symbols[use.tag, default: []].contains { covers($0, base: inner, at: point) }
        case .group(let group):
            guard group.opacity > 0 else { return false }
            let inner = group.transform.concatenating(base)
            if let clip = group.clip, !Self.clip(clip, through: inner, contains: point) { return false }
            if let mask = group.mask, !self.mask(mask, through: inner, letsThrough: point) { return false }
            return group.children.contains { covers($0, base: inner, at: point) }
        }
    }

    /// Whether `mask`, its group's space mapped to the device by `transform`, lets anything
    /// through at `point`: decided by the topmost drawing of its content there that decides —
    /// one whose paint gives some coverage lets through; an opaque one that gives none (black,
    /// in luminance mode) hides; a translucent one that gives none leaves it to what lies below.
    /// Gradients count as giving coverage when one of their stops does.
    func mask(_ mask: RenderMask, through transform: AffineTransform, letsThrough point: Point) -> Bool {
        maskDecision(mask.content, mode: mask.mode, base: transform, at: point) ?? false
    }

    private func maskDecision(_ nodes: [RenderNode], mode: RenderMask.Mode, base: AffineTransform,
                              at point: Point) -> Bool? {
        for node in nodes.reversed() {
            let decision: Bool?
            switch node {
            case .draw(let draw):
                let transform = draw.transform.concatenating(base)
                guard draw.paint.isVisible, geometry(of: draw, transform: transform, contains: point) else { continue }
                decision = draw.paint.givesCoverage(mode) ? true : draw.paint.isOpaque ? false : nil
            case .symbol(let use):
                decision = maskDecision(symbols[use.tag, default: []], mode: mode,
                                        base: use.transform.concatenating(base), at: point)
            case .group(let group):
                // A group's own effects only take away: it decides only where it is drawn.
                decision = covers(node, base: base, at: point)
                    ? maskDecision(group.children, mode: mode, base: group.transform.concatenating(base), at: point)
                    : nil
            }
            if let decision { return decision }
        }
        return nil
    }

    /// Whether the area `clip` lets through, its group's space mapped to the device by
    /// `transform`, contains `point`.
    static func clip(_ clip: RenderClip, through transform: AffineTransform, contains point: Point) -> Bool {
        guard let inverse = clip.transform.concatenating(transform).inverted() else { return false }
        return clip.path.contains(point.applying(inverse), eoFill: clip.rule == .evenOdd)
    }

    private func covers(_ draw: RenderDraw, transform: AffineTransform, at point: Point) -> Bool {
        draw.paint.isVisible && geometry(of: draw, transform: transform, contains: point)
    }

    /// Whether the area `draw` paints through `transform` contains `point`, whatever its paint.
    private func geometry(of draw: RenderDraw, transform: AffineTransform, contains point: Point) -> Bool {
        guard let inverse = transform.inverted() else { return false }
        let local = point.applying(inverse)
        switch draw.kind {
        case .fill(let rule):
            return draw.path.contains(local, eoFill: rule == .evenOdd)
        case .stroke(let style):
            // As the raster backend strokes: the outline in the path's own space, flattened to
            // the device tolerance scaled back by the transform, filled by the non-zero rule.
            let outline = draw.path.strokedPath(style, tolerance: tolerance / transform.maxScale)
            return outline.contains(local)
        }
    }
}

extension Paint {
    /// Whether painting with it can change a pixel: some colour of it keeps an alpha that does
    /// not round to zero in 8 bits, as the raster backend decides.
    var isVisible: Bool {
        switch self {
        case .color(let color): color.rgba8.a != 0
        case .linearGradient(let gradient): gradient.gradient.stops.contains { $0.color.rgba8.a != 0 }
        case .radialGradient(let gradient): gradient.gradient.stops.contains { $0.color.rgba8.a != 0 }
        case .angularGradient(let gradient): gradient.gradient.stops.contains { $0.color.rgba8.a != 0 }
        case .image(let image): image.opacity * 255 >= 0.5
        }
    }

    /// The colours the paint can give.
    private var colors: [Color] {
        switch self {
        case .color(let color): [color]
        case .linearGradient(let gradient): gradient.gradient.stops.map(\.color)
        case .radialGradient(let gradient): gradient.gradient.stops.map(\.color)
        case .angularGradient(let gradient): gradient.gradient.stops.map(\.color)
        // An image counts as its opacity in white: it may hold any colour.
        case .image(let image): [Color(white: 1, opacity: image.opacity)]
        }
    }

    /// Whether some colour of the paint gives a mask read in `mode` non-zero coverage, as the
    /// backends compute it from the premultiplied 8-bit colour.
    func givesCoverage(_ mode: RenderMask.Mode) -> Bool {
        colors.contains { color in
            let c = color.rgba8, a = UInt32(c.a)
            func premultiplied(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
            return mode.coverage(red: premultiplied(c.r), green: premultiplied(c.g), blue: premultiplied(c.b),
                                 alpha: a) != 0
        }
    }

    /// Whether every colour of the paint is opaque.
    var isOpaque: Bool { colors.allSatisfy { $0.rgba8.a == 255 } }
}
