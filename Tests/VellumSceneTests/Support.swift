import Testing
@testable import VellumScene
import VellumCore

/// The display list's tag, not Swift Testing's.
typealias Tag = VellumCore.Tag

/// A scene under test, with shortcuts to sizes, frames and recorded operations.
struct Probe {
    let scene: Scene

    init<Content: Node>(symbols: [Tag: any Node] = [:], @NodeBuilder _ content: () -> Content) {
        scene = Scene(symbols: symbols, content: content)
    }

    /// The root's size for a proposal.
    func size(_ width: Double?, _ height: Double?) throws -> Size {
        try scene.root().size(for: ProposedSize(width: width, height: height), in: scene.graph)
    }

    /// Lays out and records on a canvas.
    @discardableResult
    func list(_ width: Double, _ height: Double) throws -> DisplayList {
        try scene.displayList(size: Size(width: width, height: height))
    }

    /// The device frame (origin through the recorded transform, laid-out size) of a tagged node.
    func frame(_ tag: String) throws -> Rect {
        let node = try scene.node(tagged: tag)
        let transform = try #require(node.deviceTransform)
        return Rect(origin: Point(x: transform.tx, y: transform.ty), size: node.frame.size)
    }
}

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree within `tolerance`.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Whether two transforms agree within `tolerance`.
func close(_ t: AffineTransform, _ u: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    close(t.a, u.a, tolerance) && close(t.b, u.b, tolerance) && close(t.c, u.c, tolerance)
        && close(t.d, u.d, tolerance) && close(t.tx, u.tx, tolerance) && close(t.ty, u.ty, tolerance)
}

/// The transforms of the fill operations, in order.
func fillTransforms(_ list: DisplayList) -> [AffineTransform] {
    list.operations.compactMap { op in
        if case .fill(_, _, _, let transform) = op { return transform }
        return nil
    }
}

/// The display list with every symbol use replaced by the symbol's operations, transformed.
func inlined(_ list: DisplayList) -> [DrawOperation] {
    list.operations.flatMap { op -> [DrawOperation] in
        guard case .useSymbol(let tag, let use) = op, let symbol = list.symbols[tag] else { return [op] }
        return inlined(DisplayList(symbol.operations, symbols: list.symbols)).map { inner in
            switch inner {
            case .fill(let p, let paint, let rule, let t): .fill(p, paint: paint, rule: rule, transform: t.concatenating(use))
            case .stroke(let p, let paint, let style, let t): .stroke(p, paint: paint, style: style, transform: t.concatenating(use))
            case .pushClip(let p, let rule, let t): .pushClip(p, rule: rule, transform: t.concatenating(use))
            case .useSymbol(let tag, let t): .useSymbol(tag, transform: t.concatenating(use))
            default: inner
            }
        }
    }
}

/// Whether two operation lists match, transforms within a tolerance.
func matching(_ a: [DrawOperation], _ b: [DrawOperation]) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
        switch (x, y) {
        case (.fill(let p, let paint, let rule, let t), .fill(let q, let paint2, let rule2, let u)):
            p == q && paint == paint2 && rule == rule2 && close(t, u)
        case (.stroke(let p, let paint, let style, let t), .stroke(let q, let paint2, let style2, let u)):
            p == q && paint == paint2 && style == style2 && close(t, u)
        default:
            x == y
        }
    }
}

/// The error a throwing expression throws, as a `SceneError`.
func sceneError(_ body: () throws -> Void) -> SceneError? {
    do {
        try body()
        return nil
    } catch {
        return error as? SceneError
    }
}

/// A square ring: a rectangle with a smaller one inside, both wound the same way, so the
/// even-odd rule makes a hole and the non-zero rule does not.
struct SquareRing: Shape {
    func path(in rect: Rect) -> Path {
        var path = Path(rect)
        path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}
