import VellumCore

/// Why ``Scene/hitTest(at:)`` could not answer. A point that is merely outside the canvas is not
/// an error: nothing is there, and the answer is `nil`.
public enum HitTestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The point has a NaN or infinite coordinate.
    case nonFinitePoint(Point)
    /// The scene was never laid out and recorded, so nothing is anywhere yet: record it for a
    /// canvas size first (``Scene/renderTree(size:)``, ``Scene/render(size:backend:)``).
    case notLaidOut
    /// The last recording had been discarded and recording it again failed.
    case recording(SceneError)

    public var description: String {
        switch self {
        case .nonFinitePoint(let point):
            "cannot hit-test at (\(point.x), \(point.y)): both coordinates must be finite numbers"
        case .notLaidOut:
            "cannot hit-test a scene that was never laid out; record it for a canvas size first"
        case .recording(let error):
            "cannot hit-test: recording the scene failed: \(error)"
        }
    }
}
