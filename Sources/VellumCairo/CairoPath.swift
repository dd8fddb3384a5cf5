import CCairo
import VellumCore

extension AffineTransform {
    /// The transform as a Cairo matrix (Cairo's xx, yx, xy, yy, x0, y0 are a, b, c, d, tx, ty).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// Whether Cairo can use the transform: a singular matrix would put the context in an error
    /// state for good, and it draws nothing anyway (it collapses every area to zero).
    var isCairoInvertible: Bool { inverted() != nil }
}

extension Path {
    /// Replaces the context's current path with this path, mapped by the context's matrix.
    /// Quadratic curves become the cubics they equal (Cairo has none of its own).
    func append(to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = Point.zero
        var start = Point.zero
        forEach { element in
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                (current, start) = (p, p)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                let c1 = current + (c - current) * (2.0 / 3.0)
                let c2 = p + (c - p) * (2.0 / 3.0)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }
}

extension FillRule {
    var cairoFillRule: cairo_fill_rule_t {
        switch self {
        case .nonZero: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
