// Caps: what the outline does at the open ends of a subpath or dash.

extension StrokeShape {
    /// Appends the points strictly between the outline's two corners at an end `p`, going from
    /// `p + h·n` to `p − h·n`, where n is `outward` turned right (so at the end of a subpath
    /// `outward` is the direction of travel and at its start the opposite).
    ///
    /// The cap then turns the same way as the segment rectangles, which keeps the outline's
    /// winding positive wherever pieces overlap.
    func appendCap(at p: Point, outward: Point, into points: ScratchList<Point>) {
        let offset = outward.perpendicular * halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            let ahead = outward * halfWidth
            points.append(p + offset + ahead)
            points.append(p - offset + ahead)
        case .round:
            appendArcInterior(center: p, from: offset, to: -offset, through: outward, into: points)
        }
    }
}
