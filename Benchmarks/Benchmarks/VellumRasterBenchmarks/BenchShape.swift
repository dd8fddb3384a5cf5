import Vellum

/// The shapes of Blend2D's bl_bench, each drawn inside a square of the benchmark's size.
enum BenchShape: CaseIterable {
    /// A square on whole pixels.
    case rectAligned
    /// A square at fractional coordinates: every edge is anti-aliased.
    case rectUnaligned
    /// A square turned by a random angle about its centre.
    case rectRotated
    /// A square with corners rounded by a fifth of its side (cubic curves).
    case roundRect
    /// Three random points in the square.
    case triangle
    /// Random points in the square, so the outline crosses itself (non-zero and even-odd differ).
    case polygon10, polygon20, polygon40

    /// The short name used in benchmark names.
    var name: String {
        switch self {
        case .rectAligned: "RectA"
        case .rectUnaligned: "RectU"
        case .rectRotated: "RectRot"
        case .roundRect: "RoundU"
        case .triangle: "Triangle"
        case .polygon10: "Poly10"
        case .polygon20: "Poly20"
        case .polygon40: "Poly40"
        }
    }

    /// Whether the fill rule changes what is drawn (the outline can cross itself).
    var crossesItself: Bool {
        switch self {
        case .polygon10, .polygon20, .polygon40: true
        default: false
        }
    }

    /// The shape inside the `size` × `size` square at `origin` (kept on whole pixels for
    /// ``rectAligned``), its random parts drawn from `random`.
    func path(at origin: Point, size: Double, random: inout SplitMix64) -> Path {
        switch self {
        case .rectAligned:
            return Path(Rect(x: origin.x.rounded(.down), y: origin.y.rounded(.down), width: size, height: size))
        case .rectUnaligned:
            return Path(Rect(x: origin.x, y: origin.y, width: size, height: size))
        case .rectRotated:
            let centre = Point(x: origin.x + size / 2, y: origin.y + size / 2)
            let turn = AffineTransform(rotationAngle: .radians(Double.random(in: 0..<(2 * .pi), using: &random)),
                                       anchor: centre)
            var path = Path()
            path.addPath(Path(Rect(x: origin.x, y: origin.y, width: size, height: size)), transform: turn)
            return path
        case .roundRect:
            return Path(roundedRect: Rect(x: origin.x, y: origin.y, width: size, height: size), cornerRadius: size / 5)
        case .triangle:
            return polygon(vertices: 3, at: origin, size: size, random: &random)
        case .polygon10:
            return polygon(vertices: 10, at: origin, size: size, random: &random)
        case .polygon20:
            return polygon(vertices: 20, at: origin, size: size, random: &random)
        case .polygon40:
            return polygon(vertices: 40, at: origin, size: size, random: &random)
        }
    }

    /// A closed polygon through `vertices` random points of the square.
    private func polygon(vertices: Int, at origin: Point, size: Double, random: inout SplitMix64) -> Path {
        var path = Path()
        for i in 0..<vertices {
            let point = Point(x: origin.x + Double.random(in: 0...size, using: &random),
                              y: origin.y + Double.random(in: 0...size, using: &random))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
