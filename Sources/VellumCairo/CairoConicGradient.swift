import CCairo
import Foundation
import VellumCore

/// A conic (angular) gradient as a Cairo mesh pattern, which Cairo has no gradient type for.
///
/// Each stretch of the turn along which the colour interpolates between two stops
/// (``AngularLocationLayout/colorPieces(of:)``), and each half of the gap, is split into sectors
/// of at most 10°, and each sector is one Coons patch: from the centre out along the sector's
/// first side, along its arc (one cubic), and back along its second side, the fourth side
/// degenerate at the centre. With the centre's corners coloured as the sides they start, the
/// patch maps (u, v) to u·arc(v) and its colour depends on v alone: the colour interpolates along
/// the angle and is constant along each ray, as the raster backend shades it. The patches reach
/// past the farthest corner of the painted area; PDF and PostScript keep the mesh as a vector
/// shading (type 7), the image surface rasterizes it.
///
/// A sector where the alpha changes is split further (at least eight patches per stop interval),
/// so the difference between interpolating premultiplied and straight colours stays below an
/// 8-bit step.
enum CairoConicGradient {
    /// The widest sector one patch covers: its arc's cubic is within 10⁻⁶ of the radius.
    static let maximumSector = Double.pi / 18

    /// The mesh for `gradient` on a path bounded by `bbox`, covering `area` (user space), or `nil`
    /// when the gradient's mapping collapses.
    static func pattern(_ gradient: AngularGradient, bbox: Rect, area: Rect) -> OpaquePointer? {
        let (center, toUser) = gradient.resolved(in: bbox)
        guard let toGradient = toUser.inverted(),
              let reach = AngularGradient.radius(around: center, covering: area, gradientToUser: toUser)
        else { return nil }
        let radius = reach * 1.01 + 1
        let layout = gradient.locationLayout
        let mesh = cairo_pattern_create_mesh()!
        for piece in layout.colorPieces(of: gradient.gradient) {
            let from = gradient.gradient.color(at: piece.startLocation)
            let to = gradient.gradient.color(at: piece.endLocation)
            let span = piece.end - piece.start
            let minimum = from.alpha != to.alpha ? 8.0 : 1.0
            let count = Int(max(minimum, (span / maximumSector).rounded(.up)))
            for k in 0..<count {
                let a = piece.start + span * Double(k) / Double(count)
                let b = piece.start + span * Double(k + 1) / Double(count)
                let colorA = gradient.gradient.color(at: piece.location(atOffset: a))
                let colorB = gradient.gradient.color(at: piece.location(atOffset: b))
                addSector(to: mesh, center: center, radius: radius, from: layout.angle(atOffset: a),
                          to: layout.angle(atOffset: b), colors: (colorA, colorB))
            }
        }
        var matrix = toGradient.cairoMatrix
        cairo_pattern_set_matrix(mesh, &matrix)
        return mesh
    }

    /// One sector from angle `a` to `b` as a Coons patch coloured `colors.0` along its first side
    /// and `colors.1` along its second.
    private static func addSector(to mesh: OpaquePointer, center: Point, radius: Double, from a: Double, to b: Double,
                                  colors: (Color, Color)) {
        // The cubic of a circular arc: control points along the tangents, 4/3·tan(θ/4) of the radius.
        let k = 4.0 / 3.0 * tan((b - a) / 4) * radius
        func point(_ angle: Double) -> Point { center + Point(x: cos(angle), y: sin(angle)) * radius }
        func tangent(_ angle: Double) -> Point { Point(x: -sin(angle), y: cos(angle)) * k }
        let start = point(a), end = point(b)
        let c1 = start + tangent(a), c2 = end - tangent(b)
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, center.x, center.y)
        cairo_mesh_pattern_line_to(mesh, start.x, start.y)
        cairo_mesh_pattern_curve_to(mesh, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
        cairo_mesh_pattern_line_to(mesh, center.x, center.y)
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue,
                                                     color.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}
