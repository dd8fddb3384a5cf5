import Vellum

/// What a shape benchmark's frame draws: ``shapesPerFrame`` shapes of one kind and size at random
/// places on a ``canvasSide``-square canvas, each filled or stroked with its own random paint.
struct ShapeScene {
    /// Room for the largest shapes (512 px) to land at different places.
    static let canvasSide = 640
    static let shapesPerFrame = 100
    /// The shape sizes of bl_bench, in pixels.
    static let sizes = [8, 32, 128, 512]

    /// How every shape is drawn.
    enum Operation {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    /// What every shape is painted with: a solid colour or a gradient across its own bounds.
    enum Shading {
        case solid, linearGradient, radialGradient
    }

    var shape: BenchShape
    var size: Int
    var operation: Operation
    var shading = Shading.solid

    /// The scene recorded once (validated, bounds computed), as a retained scene or an imported
    /// document is; the same seed gives the same shapes and paints in every run.
    func renderTree(seed: UInt64 = 1) throws -> RenderTree {
        var random = SplitMix64(seed: seed)
        let context = GraphicsContext()
        let room = Double(Self.canvasSide - size)
        let side = Double(size)
        for _ in 0..<Self.shapesPerFrame {
            let origin = Point(x: Double.random(in: 0...room, using: &random),
                               y: Double.random(in: 0...room, using: &random))
            let path = shape.path(at: origin, size: side, random: &random)
            let paint = paint(random: &random)
            switch operation {
            case .fill(let rule): context.fill(path, with: paint, rule: rule)
            case .stroke(let style): context.stroke(path, with: paint, style: style)
            }
        }
        return try context.renderTree()
    }

    /// A random translucent colour, or a gradient between two of them.
    private func paint(random: inout SplitMix64) -> Paint {
        let first = Self.color(random: &random)
        switch shading {
        case .solid:
            return .color(first)
        case .linearGradient:
            let colors = [first, Self.color(random: &random)]
            return .linearGradient(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        case .radialGradient:
            let gradient = Gradient(colors: [first, Self.color(random: &random)])
            return .radialGradient(RadialGradient(gradient: gradient, center: .center, startRadius: 0,
                                                  endRadius: Double(size) / 2))
        }
    }

    /// A random colour with an opacity of at least one half, so most pixels are blended.
    static func color(random: inout SplitMix64) -> Color {
        Color(red8: Int.random(in: 0...255, using: &random), green8: Int.random(in: 0...255, using: &random),
              blue8: Int.random(in: 0...255, using: &random), alpha8: Int.random(in: 128...255, using: &random))
    }
}
