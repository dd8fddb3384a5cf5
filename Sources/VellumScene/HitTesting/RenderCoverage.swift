import VellumCore

/// Whether render nodes visibly cover a device point: the geometry every backend draws, tested
/// exactly — a fill by its rule, a stroke by the outline of the stroke (the same
/// ``VellumCore/Path/strokedPath(_:tolerance:)`` the raster backend fills, flattened as finely in
/// device pixels), a symbol use by its definition, a group only inside its clip.
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
            return group.children.contains { covers($0, base: inner, at: point) }
        }
    }

    /// Whether the area `clip` lets through, its group's space mapped to the device by
    /// `transform`, contains `point`.
    static func clip(_ clip: RenderClip, through transform: AffineTransform, contains point: Point) -> Bool {
        guard let inverse = clip.transform.concatenating(transform).inverted() else { return false }
        return clip.path.contains(point.applying(inverse), eoFill: clip.rule == .evenOdd)
    }

    private func covers(_ draw: RenderDraw, transform: AffineTransform, at point: Point) -> Bool {
        guard draw.paint.isVisible, let inverse = transform.inverted() else { return false }
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
        }
    }
}
