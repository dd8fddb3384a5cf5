import ArgumentParser
import Foundation
import Vellum
import VellumComponents

/// `vellum bench --memory SCENARIO`: peak resident memory of one worst case, in a process of its
/// own (peak memory is per process, so scripts/memory.sh runs each scenario separately).
enum MemoryScenario: String, CaseIterable, ExpressibleByArgument {
    /// A 4096 × 4096 canvas with 8 nested semi-transparent layers around a 512 × 512 picture.
    case layers
    /// A dashed stroke of a zigzag of one million segments (980,000 dashes) on a 2048 × 2048 canvas.
    case dashes
    /// Every gallery picture rendered to pixels, round and round, 10,000 renders in all.
    case gallery

    /// Runs the scenario, printing what it measured; the last line is JSON.
    func run(components: ComponentRegistry) throws {
        switch self {
        case .layers: try Self.renderLayers()
        case .dashes: try Self.renderDashes()
        case .gallery: try Self.renderGallery(components, renders: 10_000, checkpoint: 100)
        }
    }

    private static func renderLayers() throws {
        let context = GraphicsContext()
        func nest(_ level: Int) {
            guard level < 8 else { return }
            context.drawLayer(opacity: 0.9) { layer in
                let inset = Double(level * 24)
                layer.fill(Path(ellipseIn: Rect(x: 100 + inset, y: 100 + inset, width: 512 - 2 * inset,
                                               height: 512 - 2 * inset)),
                           with: .color(Color(red: Double(level) / 8, green: 0.4, blue: 0.6)))
                nest(level + 1)
            }
        }
        nest(0)
        let pixmap = try RasterBackend().render(try context.renderTree(), size: Size(square: 4096))
        report(.layers, check: pixmap.bytes.count)
    }

    private static func renderDashes() throws {
        var path = Path()
        path.move(to: Point(x: 8, y: 8))
        // A million segments about 4.9 pixels long, zigzagging back and forth in rows of 400:
        // with a period of 5 that is about 980,000 dashes, just under the most one subpath is
        // cut into.
        for i in 1...1_000_000 {
            let row = i / 400, column = row.isMultiple(of: 2) ? i % 400 : 399 - i % 400
            path.addLine(to: Point(x: 8 + Double(column) * 4.8, y: 8 + Double(row) * 0.8 + Double(i % 2)))
        }
        let context = GraphicsContext()
        context.stroke(path, with: .color(.black), style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
        let pixmap = try RasterBackend().render(try context.renderTree(), size: Size(square: 2048))
        report(.dashes, check: pixmap.bytes.count)
    }

    private static func renderGallery(_ registry: ComponentRegistry, renders: Int, checkpoint: Int) throws {
        var done = 0
        var atCheckpoint = 0
        let backend = RasterBackend()
        while done < renders {
            for (component, _) in registry.components {
                for variation in [Component.Variation("default", [:])] + component.variations where done < renders {
                    // Built and recorded afresh each time: text is laid out again, fonts looked up again.
                    let tree = try component.renderTree(variation.arguments, size: component.defaultSize)
                    _ = try backend.render(tree, size: component.defaultSize)
                    done += 1
                    if done == checkpoint { atCheckpoint = currentResidentBytes() }
                }
            }
        }
        let now = currentResidentBytes()
        print("resident after \(checkpoint) renders: \(mebibytes(atCheckpoint)) MiB, after \(renders): "
              + "\(mebibytes(now)) MiB")
        report(.gallery, check: renders, extra: ", \"rss_after_\(checkpoint)_mib\": \(mebibytes(atCheckpoint)), "
               + "\"rss_after_\(renders)_mib\": \(mebibytes(now))")
    }

    /// Prints the peak resident memory so far.
    private static func report(_ scenario: MemoryScenario, check: Int, extra: String = "") {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        // Linux reports ru_maxrss in KiB.
        let peak = Int(usage.ru_maxrss) * 1024
        print("{\"scenario\": \"\(scenario.rawValue)\", \"peak_rss_mib\": \(mebibytes(peak)), \"check\": \(check)\(extra)}")
    }

    /// The resident memory now, from /proc/self/statm (pages).
    private static func currentResidentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }
}
