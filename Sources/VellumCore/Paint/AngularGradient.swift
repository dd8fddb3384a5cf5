import Foundation

/// A gradient whose colour changes with the angle around a centre — a conic gradient — as
/// SwiftUI's `AngularGradient`.
///
/// Angles are measured from the positive x axis (3 o'clock), clockwise on screen because y points
/// down. Location 0 lies at ``startAngle``, location 1 at ``endAngle``, and the stops spread
/// between them, clockwise when the end is past the start and counter-clockwise when it is
/// before it. As SwiftUI documents it:
///
/// - a sweep shorter than a full turn leaves a gap, filled with the end colour (location 1) for
///   its first half and the start colour (location 0) for its second half;
/// - a sweep longer than a full turn draws only its last complete turn, the one that ends at
///   ``endAngle``.
///
/// Equal start and end angles (the default) make a full turn from the start angle, as SwiftUI
/// draws `AngularGradient(gradient:center:)`. ``locationLayout`` is that rule, the one every
/// backend follows.
public struct AngularGradient: Hashable, Sendable {
    public var gradient: Gradient
    /// The centre, in ``units``.
    public var center: Point
    /// Where location 0 lies.
    public var startAngle: Angle
    /// Where location 1 lies.
    public var endAngle: Angle
    /// The space the centre is given in. Only ``GradientUnits/objectBoundingBox`` stretches the
    /// angles with the box (as an SVG bounding-box gradient would); SwiftUI's unit-point centre is
    /// ``GradientUnits/boundingBoxPositions``, which keeps them.
    public var units: GradientUnits
    /// An extra transform applied to the gradient's geometry, inside the units' mapping.
    public var transform: AffineTransform

    /// A gradient centred on a unit point of the filled shape's bounding box, as SwiftUI's
    /// `AngularGradient(gradient:center:startAngle:endAngle:)`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: gradient, center: Point(x: center.x, y: center.y), startAngle: startAngle,
                  endAngle: endAngle, units: .boundingBoxPositions)
    }

    /// A gradient through evenly spaced `colors`, as SwiftUI's
    /// `AngularGradient(colors:center:startAngle:endAngle:)`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops`, as SwiftUI's `AngularGradient(stops:center:startAngle:endAngle:)`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient that makes one full clockwise turn from `angle`, as SwiftUI's
    /// `AngularGradient(gradient:center:angle:)` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn from `angle` through evenly spaced `colors`, as SwiftUI's
    /// `AngularGradient(colors:center:angle:)`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn from `angle` through `stops`, as SwiftUI's `AngularGradient(stops:center:angle:)`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// A gradient with explicit geometry in the given units (user space by default).
    public init(gradient: Gradient, center: Point, startAngle: Angle, endAngle: Angle,
                units: GradientUnits = .userSpace, transform: AffineTransform = .identity) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.units = units
        self.transform = transform
    }

    /// A full turn from `angle`, as SwiftUI's `AngularGradient.conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// Whether every number in the gradient is finite.
    public var isFinite: Bool {
        center.isFinite && startAngle.radians.isFinite && endAngle.radians.isFinite && transform.isFinite
            && gradient.stops.allSatisfy { $0.color.isFinite }
    }

    /// The gradient's geometry for a shape bounded by `bbox`: the centre in gradient space and the
    /// transform from gradient space to user space.
    public func resolved(in bbox: Rect) -> (center: Point, transform: AffineTransform) {
        if units == .boundingBoxPositions {
            return (center.applying(GradientUnits.objectBoundingBox.userSpaceTransform(for: bbox)), transform)
        }
        return (center, transform.concatenating(units.userSpaceTransform(for: bbox)))
    }

    /// The radius around `center` (gradient space) that reaches every corner of `area` (user
    /// space), given the gradient → user transform: how far the vector backends draw sectors.
    public static func radius(around center: Point, covering area: Rect, gradientToUser: AffineTransform) -> Double? {
        guard let toGradient = gradientToUser.inverted() else { return nil }
        let corners = [Point(x: area.minX, y: area.minY), Point(x: area.maxX, y: area.minY),
                       Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY)]
        return corners.map { ($0.applying(toGradient) - center).length }.max()
    }

    /// How locations are laid out around the centre.
    public var locationLayout: AngularLocationLayout {
        AngularLocationLayout(startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
}

/// Where each direction around an ``AngularGradient``'s centre takes its colour from, in gradient
/// space: the rule every backend follows.
///
/// Directions are described by their *offset*: the angle turned from the start angle in the
/// direction the gradient runs (clockwise when the end angle is past the start angle), folded
/// into 0 ..< 2π.
public struct AngularLocationLayout: Hashable, Sendable {
    /// Location 0's angle, radians.
    public let startAngle: Double
    /// +1 when the stops run clockwise (end ≥ start), −1 when counter-clockwise.
    public let direction: Double
    /// |end − start|, radians.
    public let sweep: Double

    /// The layout of a gradient from `startAngle` to `endAngle` (radians, finite).
    public init(startAngle: Double, endAngle: Double) {
        self.startAngle = startAngle
        direction = endAngle >= startAngle ? 1 : -1
        // Equal angles make a full turn, as SwiftUI draws `AngularGradient(gradient:center:)`.
        sweep = endAngle == startAngle ? 2 * Double.pi : abs(endAngle - startAngle)
    }

    /// The angle (radians, not folded) at `offset` from the start.
    public func angle(atOffset offset: Double) -> Double { startAngle + direction * offset }

    /// The offset (0 ..< 2π) of the direction at `angle` radians.
    public func offset(ofAngle angle: Double) -> Double {
        let turn = 2 * Double.pi
        let u = (direction * (angle - startAngle)).truncatingRemainder(dividingBy: turn)
        return u < 0 ? u + turn : u
    }

    /// The location (0…1) of the direction at `offset` (0 ..< 2π) from the start.
    public func location(atOffset offset: Double) -> Double {
        piece(containing: offset).location(atOffset: offset)
    }

    /// The stretches the turn is made of, in order of offset from 0 to 2π: along each the location
    /// is a linear function of the offset (constant in the gap).
    public var pieces: [Piece] {
        let turn = 2 * Double.pi
        if sweep >= turn {
            // The last complete turn: the offset where the sweep ends splits it. Before it the
            // locations run up to 1, after it they start a turn earlier.
            let fullTurns = (sweep / turn).rounded(.down)
            let split = sweep - fullTurns * turn
            var pieces: [Piece] = []
            if split > 0 {
                pieces.append(Piece(start: 0, end: split, startLocation: fullTurns * turn / sweep, endLocation: 1))
            }
            pieces.append(Piece(start: split, end: turn, startLocation: (sweep - turn) / sweep,
                                endLocation: fullTurns * turn / sweep))
            return pieces
        }
        let middle = sweep + (turn - sweep) / 2
        var pieces: [Piece] = []
        if sweep > 0 { pieces.append(Piece(start: 0, end: sweep, startLocation: 0, endLocation: 1)) }
        pieces.append(Piece(start: sweep, end: middle, startLocation: 1, endLocation: 1))
        pieces.append(Piece(start: middle, end: turn, startLocation: 0, endLocation: 0))
        return pieces
    }

    /// ``pieces`` cut where they cross a stop of `gradient`, so the colour along each is a
    /// straight interpolation between the colours at its ends: what the vector backends draw
    /// sector by sector.
    public func colorPieces(of gradient: Gradient) -> [Piece] {
        pieces.flatMap { piece -> [Piece] in
            let low = min(piece.startLocation, piece.endLocation), high = max(piece.startLocation, piece.endLocation)
            guard high > low else { return [piece] }
            let cuts = gradient.stops.map(\.location).filter { $0 > low && $0 < high }
            let locations = [piece.startLocation] + (piece.endLocation > piece.startLocation ? cuts : cuts.reversed())
                + [piece.endLocation]
            let offsets = locations.map { piece.start + (piece.end - piece.start) * ($0 - piece.startLocation)
                / (piece.endLocation - piece.startLocation) }
            return (1..<locations.count).compactMap { i in
                offsets[i] > offsets[i - 1]
                    ? Piece(start: offsets[i - 1], end: offsets[i], startLocation: locations[i - 1],
                            endLocation: locations[i]) : nil
            }
        }
    }

    private func piece(containing offset: Double) -> Piece {
        let all = pieces
        return all.first { offset < $0.end } ?? all[all.count - 1]
    }

    /// A stretch of offsets whose location changes linearly from `startLocation` to `endLocation`.
    public struct Piece: Hashable, Sendable {
        /// Offsets from the start angle, radians: `start ..< end`.
        public let start: Double, end: Double
        /// The locations at `start` and at `end`.
        public let startLocation: Double, endLocation: Double

        /// The location at `offset`, interpolated linearly along the piece.
        public func location(atOffset offset: Double) -> Double {
            let span = end - start
            guard span > 0 else { return endLocation }
            return startLocation + (endLocation - startLocation) * (offset - start) / span
        }
    }
}
