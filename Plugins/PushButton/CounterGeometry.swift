import Foundation
import VellumCore

/// The measurements of Flo's counter view (Ray Wenderlich, *Core Graphics Tutorial Part 1*) in a
/// frame of a given size: pure values, so they can be checked against the tutorial.
///
/// The tutorial draws a 230 × 230 view with a 76-point arc and a 5-point outline. Here those two
/// widths and the label's 36-point font grow with the frame (``scale`` is the smaller side over
/// 230), so that the counter looks the same at any size; at 230 × 230 every number is the
/// tutorial's. The radii keep the tutorial's formulas (`max(w, h)` for the arc, the width for the
/// outline), which agree in the square frame ``CounterView`` gives itself.
public struct CounterGeometry: Hashable, Sendable {
    /// The side of the tutorial's view.
    public static let referenceSide = 230.0
    /// The tutorial's `arcWidth` at the reference side.
    public static let referenceArcWidth = 76.0
    /// The tutorial's outline `lineWidth` at the reference side.
    public static let referenceLineWidth = 5.0
    /// The label's font size at the reference side.
    public static let referenceFontSize = 36.0
    /// Where the arc starts: 3π/4, down and to the left (angles grow clockwise on screen).
    public static let startAngle = 3 * Double.pi / 4
    /// Where the full arc ends: π/4, down and to the right, 270° clockwise from the start.
    public static let endAngle = Double.pi / 4

    /// The frame's size.
    public var size: Size
    /// The glasses drunk, already limited to `0...numberOfGlasses`.
    public var counter: Int
    /// The day's goal: the full arc stands for this many glasses.
    public var numberOfGlasses: Int

    /// The geometry for `counter` glasses out of `numberOfGlasses` in a frame of `size`; the
    /// counter is clamped to `0...numberOfGlasses`, since the outline cannot go past the arc.
    public init(size: Size, counter: Int, numberOfGlasses: Int = 8) {
        self.size = size
        self.numberOfGlasses = max(1, numberOfGlasses)
        self.counter = min(max(counter, 0), self.numberOfGlasses)
    }

    /// How much larger than the tutorial's view the frame is.
    public var scale: Double { min(size.width, size.height) / Self.referenceSide }
    /// The width of the thick arc.
    public var arcWidth: Double { Self.referenceArcWidth * scale }
    /// The width of the outline.
    public var lineWidth: Double { Self.referenceLineWidth * scale }
    /// The numeral's font size.
    public var fontSize: Double { Self.referenceFontSize * scale }
    /// The centre of the frame, which the arcs turn around.
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The radius of the thick arc's centre line: it touches the frame's edge.
    public var arcRadius: Double { max(size.width, size.height) / 2 - arcWidth / 2 }
    /// The outline's outer radius: its stroke touches the frame's edge.
    public var outerRadius: Double { size.width / 2 - lineWidth / 2 }
    /// The outline's inner radius: its stroke lies just inside the thick arc's inner edge.
    public var innerRadius: Double { size.width / 2 - arcWidth + lineWidth / 2 }

    /// The whole arc's sweep, 2π − 3π/4 + π/4 = 3π/2 (270°).
    public static var angleDifference: Double { 2 * .pi - startAngle + endAngle }
    /// The sweep standing for one glass.
    public var arcLengthPerGlass: Double { Self.angleDifference / Double(numberOfGlasses) }
    /// Where the outline ends: `counter` glasses' worth clockwise from the start.
    public var outlineEndAngle: Double { arcLengthPerGlass * Double(counter) + Self.startAngle }

    /// The thick arc's centre line, from 3π/4 clockwise to π/4; stroke it ``arcWidth`` wide.
    public var arcPath: Path {
        var path = Path()
        path.addArc(center: center, radius: arcRadius, startAngle: .radians(Self.startAngle),
                    endAngle: .radians(Self.endAngle), clockwise: true)
        return path
    }

    /// The outline: the outer arc clockwise to ``outlineEndAngle``, the inner arc back
    /// counter-clockwise (the line between them comes with it), closed. For no glasses both arcs
    /// have no sweep and the outline is the radial line at the start.
    public var outlinePath: Path {
        var path = Path()
        path.addArc(center: center, radius: outerRadius, startAngle: .radians(Self.startAngle),
                    endAngle: .radians(outlineEndAngle), clockwise: true)
        path.addArc(center: center, radius: innerRadius, startAngle: .radians(outlineEndAngle),
                    endAngle: .radians(Self.startAngle), clockwise: false)
        path.closeSubpath()
        return path
    }
}
