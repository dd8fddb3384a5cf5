import Foundation
import VellumCore

extension Component {
    /// Builds the component from validated `values` for their canvas and records it, enlarged by
    /// `scale`: the one path from parameters to a picture that `vellum render`, the gallery and
    /// `vellum serve` share. Write the tree at `values.canvasSize * scale`.
    public func renderTree(for values: ParameterValues, scale: Double = 1) throws -> RenderTree {
        try make(values).scene().renderTree(size: values.canvasSize).scaled(by: scale)
    }

    /// Validates command-line style `arguments` for a canvas of `size`, builds the component and
    /// records it, enlarged by `scale` (see ``renderTree(for:scale:)``).
    public func renderTree(_ arguments: [String: String], size: Size, scale: Double = 1,
                           now: Date = Date()) throws -> RenderTree {
        try renderTree(for: values(from: arguments, size: size, now: now), scale: scale)
    }
}
