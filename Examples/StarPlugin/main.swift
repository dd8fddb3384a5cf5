import Foundation
import VellumCommandLine
import VellumCore
import VellumStandardPlugins

/// A user's own shape: a star with `points` tips, its inner radius a fraction of the outer.
struct Star: Shape {
    var points = 5
    var innerRatio = 0.45

    func path(in rect: Rect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let corners = (0..<2 * points).map { i in
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let radius = i.isMultiple(of: 2) ? r : r * innerRatio
            return Point(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
        }
        return Path { $0.addLines(corners + [corners[0]]); $0.closeSubpath() }
    }
}

// Vellum's command line, with the star added to the standard components; its `serve` serves them
// all over HTTP (`/render/star.svg?fill=gold`).
var registry = try StandardPlugins.registry()
try registry.registerShape("star", summary: "A five-pointed star") { Star() }
VellumCommandLine.main(registry: registry)
