import Foundation
import VellumCore

/// A conic (angular) gradient in SVG, which has none: a `<pattern>` of thin solid sectors, plus a
/// luminance `<mask>` of the same sectors in grey when the gradient's alpha varies.
///
/// The turn is cut where the colour interpolates between two stops
/// (``AngularLocationLayout/colorPieces(of:)``) and each such stretch into sectors narrow enough
/// that neighbouring sectors differ by at most one 8-bit level in every channel (and span at most
/// 5°); each sector is filled with the colour at its middle, so no point is more than half a level
/// from the gradient's colour at its own angle, before the colours are written as `#rrggbb`. The
/// gap of a sweep under a full turn is two solid sectors, exactly.
///
/// Sectors drawn side by side would let the background through along every shared edge, where
/// anti-aliasing covers a pixel partly by each (near the centre, where sectors are thinner than a
/// pixel, everywhere). So each sector reaches 15° past its end (never past the end of the turn),
/// under the sectors that follow, and a rectangle in the first sector's colour lies under all: a
/// pixel on an edge is fully covered by the earlier sector and partly by the later one, and shows
/// a mix of two neighbouring colours. As the overlap would compound a translucent colour, the
/// pattern's sectors are opaque and the alpha, when not 1 everywhere, comes from a luminance mask
/// built the same way with each sector's alpha as a grey.
///
/// The pattern is one tile over the painted area (the drawing's bounds, strokes included),
/// placed there by its `patternTransform`; the sectors reach past the area's farthest corner.
enum SVGConicGradient {
    /// How far each sector extends under the ones after it.
    static let overlap = Double.pi / 12
    /// The widest sector.
    static let maximumSector = Double.pi / 36

    /// A sector: offsets from the gradient's start angle and its colour.
    struct Sector {
        var start: Double, end: Double
        var color: Color
    }

    /// The sectors of `gradient`, from offset 0 to a full turn.
    static func sectors(_ gradient: AngularGradient) -> [Sector] {
        gradient.locationLayout.colorPieces(of: gradient.gradient).flatMap { piece -> [Sector] in
            let from = gradient.gradient.color(at: piece.startLocation)
            let to = gradient.gradient.color(at: piece.endLocation)
            let levels = [to.red - from.red, to.green - from.green, to.blue - from.blue, to.alpha - from.alpha]
                .map { abs($0) * 255 }.max()!
            let span = piece.end - piece.start
            let count = Int(max(1, levels.rounded(.up), (span / maximumSector).rounded(.up)))
            return (0..<count).map { k in
                let a = piece.start + span * Double(k) / Double(count)
                let b = piece.start + span * Double(k + 1) / Double(count)
                return Sector(start: a, end: b,
                              color: gradient.gradient.color(at: piece.location(atOffset: (a + b) / 2)))
            }
        }
    }

    /// The pattern (and the mask, when the alpha varies) for `gradient` on a path bounded by
    /// `bbox` painting `area`; `nil` when the gradient's mapping collapses.
    static func definitions(_ gradient: AngularGradient, bbox: Rect, area: Rect, _ format: SVGNumberFormat)
        -> (pattern: SVGNode, mask: SVGNode?)?
    {
        let (center, toUser) = gradient.resolved(in: bbox)
        guard let reach = AngularGradient.radius(around: center, covering: area, gradientToUser: toUser),
              area.width.isFinite, area.height.isFinite
        else { return nil }
        let tile = area.insetBy(dx: -1, dy: -1)
        let radius = reach * 1.01 + 2
        let all = sectors(gradient)
        let layout = gradient.locationLayout
        let turn = 2 * Double.pi
        // The sectors' outlines in user space, shifted to the tile's origin for the pattern.
        let toTile = toUser.concatenating(VellumCore.AffineTransform(translationX: -tile.minX, y: -tile.minY))
        let outlines = all.map { sector in
            wedge(center: center, radius: radius, from: layout.angle(atOffset: sector.start),
                  to: layout.angle(atOffset: min(sector.end + overlap, turn)))
        }
        func content(_ color: (Color) -> Color, transform: VellumCore.AffineTransform, under: Rect) -> [SVGNode] {
            let base = SVGNode("rect", [("x", format(under.minX)), ("y", format(under.minY)),
                                        ("width", format(under.width)), ("height", format(under.height)),
                                        ("fill", color(all[0].color).opaqueHexString)])
            return [base] + zip(all, outlines).map { sector, outline in
                SVGNode("path", [("d", outline.applying(transform).svgPathData(precision: format.decimals)),
                                 ("fill", color(sector.color).opaqueHexString)])
            }
        }
        let pattern = SVGNode("pattern", [
            ("patternUnits", "userSpaceOnUse"), ("width", format(tile.width)), ("height", format(tile.height)),
            ("patternTransform", format.transform(VellumCore.AffineTransform(translationX: tile.minX, y: tile.minY))),
        ], children: content({ Color(red: $0.red, green: $0.green, blue: $0.blue) }, transform: toTile,
                             under: Rect(x: 0, y: 0, width: tile.width, height: tile.height)))
        guard gradient.gradient.stops.contains(where: { $0.color.rgba8.a != 255 }) else { return (pattern, nil) }
        let mask = SVGNode("mask", [
            ("maskUnits", "userSpaceOnUse"), ("x", format(tile.minX)), ("y", format(tile.minY)),
            ("width", format(tile.width)), ("height", format(tile.height)), ("color-interpolation", "sRGB"),
        ], children: content({ Color(white: $0.alpha) }, transform: toUser, under: tile))
        return (pattern, mask)
    }

    /// The outline of the sector from angle `from` to angle `to`, in gradient space: the centre and points on a circle a little outside `radius`, at most
    /// 10° apart, so the chords stay outside it.
    private static func wedge(center: Point, radius: Double, from: Double, to: Double) -> Path {
        let span = abs(to - from)
        let steps = max(1, Int((span / (Double.pi / 18)).rounded(.up)))
        let outer = radius / cos(span / Double(steps) / 2)
        var path = Path()
        path.move(to: center)
        for k in 0...steps {
            let angle = from + (to - from) * Double(k) / Double(steps)
            path.addLine(to: center + Point(x: cos(angle), y: sin(angle)) * outer)
        }
        path.closeSubpath()
        return path
    }
}
