import Foundation
import Testing
import VellumCore
import VellumImageIO
import VellumRaster

/// `vellum list`, `render` and `animate` of a component built from Core Animation layers: the
/// `layers` plugin's `loading-ring`, whose arc's `strokeEnd` a `CABasicAnimation` takes from 0 to
/// 0.8 over the first two seconds of the layer timeline (the Unix epoch).
@Suite struct LayerAnimateCLITests {
    static let start = "1970-01-01T00:00:00Z"
    /// The 64-point canvas's ring: the tile (52 points) is centred 2 points above the middle,
    /// the ring's radius 0.3 of it and its line a ninth.
    static let (center, radius, halfLine) = ((x: 32.0, y: 30.0), 0.3 * 52, 52.0 / 18)

    /// Whether the pixel at (x, y) lies on the ring, with a pixel of anti-aliasing either side.
    static func isOnRing(_ x: Int, _ y: Int) -> Bool {
        let distance = ((Double(x) + 0.5 - center.x) * (Double(x) + 0.5 - center.x)
                        + (Double(y) + 0.5 - center.y) * (Double(y) + 0.5 - center.y)).squareRoot()
        return abs(distance - radius) <= halfLine + 1.5
    }

    /// Renders the frames of `loading-ring` at 64 × 64, two a second for `duration`.
    static func frames(duration: String) throws -> [Pixmap] {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["animate", "loading-ring", "--from", start, "--duration", duration,
                                        "--schedule", "fps:2", "--size", "64x64", "-o", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        return try names.map { try Pixmap(pngData: [UInt8](try Data(contentsOf: dir.appendingPathComponent($0)))) }
    }

    @Test func theLayerComponentIsListed() throws {
        let result = try CLIRunner.run(["list", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"name\" : \"loading-ring\""))
    }

    @Test func framesDifferOnlyWhereTheRingGrowsAndStopWithTheAnimation() throws {
        let frames = try Self.frames(duration: "3s")  // 0, 0.5, … 2.5 s
        try #require(frames.count == 6)
        // Teal arc pixels (the track and the tile are grey and white: red high).
        let arc = frames.map { frame in
            (0..<64).reduce(0) { count, y in count + (0..<64).filter { frame.straightPixel(x: $0, y: y).r < 150 }.count }
        }
        #expect(zip(arc, arc.dropFirst()).prefix(4).allSatisfy { $0 < $1 }, "the arc grows until 2 s: \(arc)")
        for (earlier, later) in zip(frames, frames.dropFirst()).prefix(4) {
            let changed = (0..<64).flatMap { y in (0..<64).map { (x: $0, y: y) } }
                .filter { earlier.straightPixel(x: $0.x, y: $0.y) != later.straightPixel(x: $0.x, y: $0.y) }
            #expect(!changed.isEmpty && changed.allSatisfy { Self.isOnRing($0.x, $0.y) },
                    "only ring pixels change: \(changed.filter { !Self.isOnRing($0.x, $0.y) }.prefix(5))")
        }
        // From 2 s the animation is over and removed: the model value shows, as `render` draws it.
        #expect(frames[4].bytes == frames[5].bytes)
        let still = try CLIRunner.temporaryDirectory().appendingPathComponent("still.png")
        let render = try CLIRunner.run(["render", "loading-ring", "--size", "64x64", "-o", still.path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try Pixmap(pngData: [UInt8](try Data(contentsOf: still))).bytes == frames[5].bytes)
    }

    @Test func anAnimatedPNGHoldsOnlyWhatChangedAfterTheFirstFrame() throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("ring.png")
        // From 1 s: frames at 1, 1.5, 2 and 2.5 s, the last after the animation is over.
        let result = try CLIRunner.run(["animate", "loading-ring", "--from", "1970-01-01T00:00:01Z", "--duration", "2s",
                                        "--schedule", "fps:2", "--size", "64x64", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("animate: 4 frames, "), "\(result.stdout)")
        let chunks = try #require(PNGChunk.chunks(of: [UInt8](try Data(contentsOf: out))))
        let widths = chunks.filter { $0.type == "fcTL" }.map { $0.data[4..<8].reduce(0) { $0 << 8 | Int($1) } }
        try #require(widths.count == 4)
        #expect(widths[0] == 64)
        #expect(widths[1] < 64 && widths[2] < 64, "the tile's rectangle, not the canvas: \(widths)")
        #expect(widths[3] == 1, "nothing changes once the animation is over (a frame's least rectangle): \(widths)")
    }
}
