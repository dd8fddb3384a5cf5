import VellumCore
import VellumRaster
import VellumScene

/// Renders a scene frame after frame, each frame after the first drawn by updating the scene and
/// redrawing only the damaged region into the previous frame, which gives the same pixels as
/// rendering the whole frame again.
///
///     var frames = try FrameSequence(scene: scene, size: size)   // the first frame, in full
///     let damage = try frames.next { try $0.advance(to: start + 1) }
///     try frames.frame.write(to: "second.png")
public struct FrameSequence {
    /// The scene drawn.
    public let scene: Scene
    /// The canvas size.
    public let size: Size
    /// The frame drawn last.
    public private(set) var frame: Pixmap
    private let backend: RasterBackend

    /// Renders the first frame of `scene` on a `size` canvas in full.
    public init(scene: Scene, size: Size, backend: RasterBackend = RasterBackend()) throws {
        self.scene = scene
        self.size = size
        self.backend = backend
        frame = try backend.render(try scene.renderTree(size: size), size: size)
    }

    /// Changes the scene with `update`, which returns the damage it caused (what
    /// `Scene.update`, `replace` and `advance` return), and redraws that damage into ``frame``.
    @discardableResult
    public mutating func next(_ update: (Scene) throws -> Damage) throws -> Damage {
        let damage = try update(scene)
        backend.render(try scene.renderTree(size: size), into: &frame, damage: damage)
        return damage
    }
}
