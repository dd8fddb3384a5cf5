import CCairo
import VellumCore

extension StrokeStyle {
    /// Sets the context's line width, caps, joins, miter limit and dashes. They are read in the
    /// user space current when the path is stroked, so they scale with the drawing's transform.
    func apply(to cr: OpaquePointer) {
        cairo_set_line_width(cr, lineWidth)
        let cap: cairo_line_cap_t = switch lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        cairo_set_miter_limit(cr, miterLimit)
        let dashes = cairoDashes
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), dashPhase) }
    }

    /// The dash pattern Cairo is given: empty (solid) where Vellum strokes solid — a negative
    /// length or a pattern summing to zero, which Cairo would reject with an error that poisons
    /// the context. Odd patterns are repeated by Cairo as by Vellum.
    var cairoDashes: [Double] {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 }), dash.reduce(0, +) > 0 else { return [] }
        return dash
    }
}
