import Foundation
import Vellum

/// A small, fast, seedable generator (SplitMix64), so random tests can print the seed of a
/// failing case and run it again.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator started from `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random scene content covering what a render tree carries: shapes filled with colours and
/// gradients by both rules, strokes with every cap, join and dashes, clips, nested opacity, drop
/// shadows, rotations and scales, symbol references, text and canvases.
public enum RandomScenes {
    /// The tag of the symbol every random scene defines.
    public static let symbolTag: VellumCore.Tag = "random-symbol"

    /// The symbol table to give a scene holding random items.
    public static var symbols: [VellumCore.Tag: any Node] {
        [symbolTag: ZStack {
            Circle().fill(Color(red8: 200, green8: 60, blue8: 40)).frame(width: 18, height: 18)
            Rectangle().stroke(Color(red8: 20, green8: 80, blue8: 160), lineWidth: 2).frame(width: 12, height: 12)
        }]
    }

    /// One random item, nesting containers up to `depth` levels.
    public static func item(_ rng: inout SplitMix64, depth: Int = 2) -> AnyNode {
        let kind = Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &rng)
        let node: AnyNode
        switch kind {
        case 0: node = filledShape(&rng)
        case 1: node = strokedShape(&rng)
        case 2: node = AnyNode(Text(["Vellum", "42", "Ag", "0.5 ≤ x"].randomElement(using: &rng)!)
                                .font(.system(size: Double.random(in: 9...30, using: &rng)))
                                .foregroundColor(color(&rng)))
        case 3: node = AnyNode(SymbolReference(symbolTag))
        case 4: node = canvas(&rng)
        default:
            let count = Int.random(in: 1...3, using: &rng)
            let children = (0..<count).map { _ in item(&rng, depth: depth - 1) }
            node = effects(AnyNode(ZStack { ForEach(0..<count) { children[$0] } }), &rng)
        }
        return AnyNode(node.offset(x: Double.random(in: -60...60, using: &rng), y: Double.random(in: -60...60, using: &rng)))
    }

    private static func color(_ rng: inout SplitMix64) -> Color {
        Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
              blue: .random(in: 0...1, using: &rng), opacity: [1, 1, 0.7, 0.4].randomElement(using: &rng)!)
    }

    private static func paint(_ rng: inout SplitMix64) -> Paint {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: .linearGradient(LinearGradient(colors: [color(&rng), color(&rng)], startPoint: .topLeading,
                                               endPoint: .bottomTrailing))
        case 1: .radialGradient(RadialGradient(gradient: Gradient(colors: [color(&rng), color(&rng)]), center: .center,
                                               startRadius: 0, endRadius: .random(in: 5...50, using: &rng)))
        default: .color(color(&rng))
        }
    }

    private static func shape(_ rng: inout SplitMix64) -> AnyShape {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: AnyShape(Rectangle())
        case 1: AnyShape(Circle())
        case 2: AnyShape(Ellipse())
        case 3: AnyShape(Capsule())
        default: AnyShape(RoundedRectangle(cornerRadius: .random(in: 1...12, using: &rng)))
        }
    }

    private static func size(_ rng: inout SplitMix64) -> (Double, Double) {
        (.random(in: 4...90, using: &rng), .random(in: 4...90, using: &rng))
    }

    private static func filledShape(_ rng: inout SplitMix64) -> AnyNode {
        let (w, h) = size(&rng)
        let eo = Bool.random(using: &rng)
        return AnyNode(shape(&rng).fill(paint(&rng), style: FillStyle(eoFill: eo)).frame(width: w, height: h))
    }

    private static func strokedShape(_ rng: inout SplitMix64) -> AnyNode {
        let (w, h) = size(&rng)
        let dash: [Double] = Bool.random(using: &rng) ? [] : [.random(in: 1...9, using: &rng), .random(in: 1...9, using: &rng)]
        let style = StrokeStyle(lineWidth: .random(in: 0.5...9, using: &rng), lineCap: LineCap.allCases.randomElement(using: &rng)!,
                                lineJoin: LineJoin.allCases.randomElement(using: &rng)!,
                                miterLimit: .random(in: 1...10, using: &rng), dash: dash,
                                dashPhase: .random(in: 0...5, using: &rng))
        return AnyNode(shape(&rng).stroke(paint(&rng), style: style).frame(width: w, height: h))
    }

    private static func canvas(_ rng: inout SplitMix64) -> AnyNode {
        let seed = rng.next()
        return AnyNode(Canvas { context, size in
            var local = SplitMix64(seed: seed)
            context.saveGState()
            if Bool.random(using: &local) {
                context.clip(to: Path(ellipseIn: Rect(size: size)))
            }
            context.drawLayer(opacity: .random(in: 0.3...1, using: &local)) { layer in
                layer.fill(Path(Rect(x: 5, y: 5, width: size.width / 2, height: size.height / 3)), with: .color(.cssOrange))
                layer.stroke(Path(ellipseIn: Rect(x: 0, y: 0, width: size.width / 2, height: size.height / 2)),
                             with: .color(.cssPurple), lineWidth: .random(in: 1...6, using: &local))
            }
            context.restoreGState()
        }.frame(width: .random(in: 20...80, using: &rng), height: .random(in: 20...80, using: &rng)))
    }

    private static func effects(_ node: AnyNode, _ rng: inout SplitMix64) -> AnyNode {
        var node = node
        if Int.random(in: 0..<3, using: &rng) == 0 { node = AnyNode(node.opacity(.random(in: 0...1, using: &rng))) }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            node = AnyNode(node.shadow(color: color(&rng), radius: .random(in: 0...8, using: &rng),
                                       x: .random(in: -6...6, using: &rng), y: .random(in: -6...6, using: &rng)))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            node = AnyNode(node.clipShape(shape(&rng), style: FillStyle(eoFill: Bool.random(using: &rng))))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 { node = AnyNode(node.rotationEffect(.degrees(.random(in: 0...360, using: &rng)))) }
        if Int.random(in: 0..<4, using: &rng) == 0 { node = AnyNode(node.scaleEffect(.random(in: 0.3...2, using: &rng))) }
        return node
    }
}

/// Renders a scene frame after frame the way a retained-mode client does — the first frame
/// whole, each later one by redrawing only the damage an update reports — and checks every frame
/// against a full render of the same tree.
public struct IncrementalRenderCheck {
    public let scene: Scene
    public let size: Size
    /// The backend redrawing the damage, frame after frame.
    public let backend: RasterBackend
    private var pixmap: Pixmap
    private var tree: RenderTree

    /// Renders the first frame of `scene` on a canvas of `size` with `backend`.
    public init(scene: Scene, size: Size, backend: RasterBackend = RasterBackend()) throws {
        self.scene = scene
        self.size = size
        self.backend = backend
        tree = try scene.renderTree(size: size)
        pixmap = try backend.render(tree, size: size)
    }

    /// Applies `update` (which returns the damage the scene reported), redraws the damage into
    /// the previous frame, and returns whether that frame equals a full render byte for byte,
    /// with the damage the trees give, for a message.
    public mutating func step(_ update: (Scene) throws -> Damage) throws -> (equal: Bool, damage: Damage) {
        let reported = try update(scene)
        let next = try scene.renderTree(size: size)
        let damage = next.damage(since: tree, canvas: size)
        guard reported == damage else { return (false, reported) }
        backend.render(next, into: &pixmap, damage: damage)
        tree = next
        let full = try RasterBackend().render(next, size: size)
        return (full.bytes == pixmap.bytes, damage)
    }
}
