import VellumCore
import VellumScene

extension Component {
    /// The arguments a press at `point` (canvas pixels, origin top-left) changes, found by hit
    /// testing the retained scene built from `values` and asking ``press`` about the node hit;
    /// `nil` when the component does not answer presses or nothing that answers is under the point.
    public func arguments(pressedAt point: Point, values: ParameterValues) throws -> [String: String]? {
        guard let press else { return nil }
        let scene = try make(values).scene()
        _ = try scene.renderTree(size: values.canvasSize)
        guard let hit = try scene.hitTest(at: point) else { return nil }
        return press(hit.tags, values)
    }
}
