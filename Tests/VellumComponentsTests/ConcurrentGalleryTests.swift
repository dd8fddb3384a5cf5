import Foundation
import Testing
import Vellum
import VellumComponents
import VellumStandardPlugins

/// The public API from many tasks at once: every gallery picture (each standard component with
/// its defaults and each variation) built, laid out, recorded and rendered to PNG by 8 concurrent
/// tasks gives the bytes a serial run gives. Run under `swift test --sanitize=thread`
/// (scripts/sanitize.sh) this also checks for data races in fonts, shaping and the backends.
@Suite("Concurrent gallery")
struct ConcurrentGalleryTests {
    /// One picture of the gallery.
    struct Picture: Sendable {
        var component: Component
        var arguments: [String: String]
        var label: String
    }

    static func pictures() throws -> [Picture] {
        try StandardPlugins.registry().components.flatMap { entry in
            ([Component.Variation("default", [:])] + entry.component.variations).map {
                Picture(component: entry.component, arguments: $0.arguments, label: "\(entry.component.name) \($0.label)")
            }
        }
    }

    /// The picture as PNG bytes, built at a fixed clock time.
    static func render(_ picture: Picture) throws -> [UInt8] {
        let size = picture.component.defaultSize
        let body = try picture.component.build(picture.arguments, size: size,
                                               now: Date(timeIntervalSince1970: 1_763_000_000))
        let tree = try body.scene().renderTree(size: size)
        return try RasterBackend().render(tree, size: size).pngData()
    }

    @Test func eightTasksRenderTheGalleryAsOneDoes() async throws {
        let pictures = try Self.pictures()
        #expect(pictures.count > 10)
        let serial = try pictures.map(Self.render)
        let tasks = 8
        let concurrent = try await withThrowingTaskGroup(of: (Int, [[UInt8]]).self) { group in
            for task in 0..<tasks {
                group.addTask {
                    // Each task renders the whole gallery, starting at a different picture so
                    // that different components run at the same moment.
                    var out = [[UInt8]](repeating: [], count: pictures.count)
                    for step in 0..<pictures.count {
                        let i = (step + task * pictures.count / tasks) % pictures.count
                        out[i] = try Self.render(pictures[i])
                    }
                    return (task, out)
                }
            }
            var results: [(Int, [[UInt8]])] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == tasks)
        for (task, images) in concurrent {
            for (i, bytes) in images.enumerated() {
                #expect(bytes == serial[i], "task \(task): \(pictures[i].label) differs from the serial render")
            }
        }
    }
}
