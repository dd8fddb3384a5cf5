import VellumCore
import VellumScene

extension Component {
    /// The arguments a press at `point` (canvas pixels, origin top-left) changes, found by hit
    /// testing the retained scene built from `values` and asking ``press`` about the node hit;
    /// `nil` when the component does not answer presses, nothing that answers is under the point,
    /// or the press changes no value.
    public func arguments(pressedAt point: Point, values: ParameterValues) throws -> [String: String]? {
        guard let press else { return nil }
        let scene = try make(values).scene()
        _ = try scene.renderTree(size: values.canvasSize)
        guard let hit = try scene.hitTest(at: point), let pressed = press(hit.tags, values) else { return nil }
        let changes = pressed.arguments(changedFrom: values)
        return changes.isEmpty ? nil : changes
    }
}
