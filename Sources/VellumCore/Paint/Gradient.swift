/// Colour stops along a gradient's axis, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through explicit stops. Locations are clamped to 0…1 and made non-decreasing,
    /// as SVG requires.
    public init(stops: [Stop]) {
        var last = 0.0
        self.stops = stops.map { stop in
            let loc = max(last, min(1, max(0, stop.location.isFinite ? stop.location : 0)))
            last = loc
            return Stop(color: stop.color, location: loc)
        }
    }

    /// A gradient through colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        self.init(stops: colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        })
    }

    /// The colour at `t` (clamped to 0…1), interpolated in straight (not premultiplied) sRGB as
    /// SVG specifies.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, (t - a.location) / span) : b.color
        }
        return last.color
    }

    /// The gradient with every stop's alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color.opacity(opacity), location: $0.location) })
    }
}

/// How a gradient continues beyond its end points.
public enum SpreadMethod: String, CaseIterable, Hashable, Sendable {
    /// The end colours extend outward.
    case pad
    /// The gradient repeats mirrored: start → end → start …
    case reflect
    /// The gradient repeats: start → end, start → end …
    case `repeat`
}

/// The coordinate space a gradient's geometry is given in.
public enum GradientUnits: Hashable, Sendable {
    /// Absolute coordinates in the user space of the drawing that uses the gradient.
    case userSpace
    /// The unit square mapped onto the bounding box of the filled shape, as SVG's
    /// `objectBoundingBox` and SwiftUI's `UnitPoint`s: (0, 0) is its top-left corner, (1, 1) its
    /// bottom-right. Lengths stretch with the box.
    case objectBoundingBox
    /// Points are unit points in the bounding box, but lengths (radii) are absolute, as SwiftUI's
    /// `RadialGradient(gradient:center:startRadius:endRadius:)`.
    case boundingBoxPositions
}
