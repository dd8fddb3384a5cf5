/// How the ends of open subpaths (and of dashes) are drawn.
public enum LineCap: String, CaseIterable, Hashable, Sendable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disc of the line width's diameter is added at the end.
    case round
    /// A half square of the line width is added beyond the end.
    case square
}

/// How two connected segments of a stroke meet.
public enum LineJoin: String, CaseIterable, Hashable, Sendable {
    /// The outer edges are extended to meet at a point, unless that point lies beyond the miter
    /// limit, in which case the join is bevelled.
    case miter
    /// A circular arc joins the outer edges.
    case round
    /// A straight line joins the outer edges' ends.
    case bevel
}

/// The geometry of a stroke, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width, centred on the path.
    public var lineWidth: Double
    /// The shape of open ends.
    public var lineCap: LineCap
    /// The shape of corners.
    public var lineJoin: LineJoin
    /// The largest ratio of miter length to line width before a miter join becomes a bevel.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps; empty for a solid stroke.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// The most points a dashed stroke's outline may have, its caps' chords counted at the width
    /// and tolerance it is drawn with (as many as a path may have elements). A pattern so fine that
    /// its dashes would need more is not applied: the stroke is drawn solid, as Skia does past a
    /// million dashes. Without this bound a pattern of tiny dots along a long, very wide path
    /// makes billions of points on every frame.
    public static let maxDashedOutlinePoints = 1 << 22

    /// Creates a stroke style. The defaults match SwiftUI's and Core Graphics'.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether every number is finite.
    public var isFinite: Bool {
        lineWidth.isFinite && miterLimit.isFinite && dashPhase.isFinite && dash.allSatisfy(\.isFinite)
    }
}
