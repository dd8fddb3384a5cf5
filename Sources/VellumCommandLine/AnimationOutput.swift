import Foundation
import Vellum
import VellumComponents

/// Where `vellum animate` writes: a folder of numbered PNG frames or one animated PNG. The path
/// is checked before any frame is rendered, and nothing is written until every frame is encoded,
/// so a failure leaves no partial file and no stray frames.
enum AnimationOutput {
    /// Numbered frames `frame-00000.png`… in an existing folder.
    case frames(folder: String)
    /// An animated PNG.
    case animatedPNG(path: String)
    /// One SVG that moves in a browser: over time, a component's moving parts kept moving in real
    /// time from the start instant; for a change of state, the frames as a flipbook.
    case liveSVG(path: String)

    /// The output `path` names: a `.png` file in an existing folder, or an existing folder.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let fileExtension = url.pathExtension.lowercased()
        if ["png", "svg"].contains(fileExtension), !(exists && isDirectory.boolValue) {
            let parent = url.deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CLIError("-o '\(path)': the folder '\(parent)' does not exist; create it first")
            }
            self = fileExtension == "png" ? .animatedPNG(path: path) : .liveSVG(path: path)
        } else {
            guard exists, isDirectory.boolValue else {
                throw CLIError("-o '\(path)': no such folder; give an existing folder for numbered PNG frames, "
                               + "a file ending in .png for an animated PNG or .svg for a live SVG")
            }
            self = .frames(folder: path)
        }
    }

    private func isStateChange(_ animation: ComponentAnimation) -> Bool {
        if case .state = animation.change { true } else { false }
    }

    /// The file name of frame `index` in a folder of frames.
    static func frameName(_ index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }

    /// Checks that `animation` can be written here, before any frame is rendered.
    func check(_ animation: ComponentAnimation) throws {
        guard case .liveSVG(let path) = self, case .time = animation.change else { return }
        _ = try Self.liveSVG(of: animation, path: path)
    }

    /// The still and moving parts of `animation` at its start instant, for a live SVG: an error
    /// when the component has none that move with time.
    private static func liveSVG(of animation: ComponentAnimation, path: String) throws -> LiveSVG {
        let name = animation.component.name
        let reason = "so it cannot be a live SVG (the clock can, and the daytime-bar with show-now=true); "
            + "write a .png or a folder of frames"
        guard let make = animation.component.liveSVG else {
            throw CLIError("-o '\(path)': component '\(name)' has no parts that move with time, " + reason)
        }
        let live = try make(animation.values(at: animation.start))
        guard live.moves else {
            throw CLIError("-o '\(path)': nothing in component '\(name)' moves with time with these parameters, " + reason)
        }
        return live
    }

    /// Renders `frames` of `animation`, writes them and returns the bytes written.
    func write(frames: [(instant: Date, seconds: TimeInterval)], of animation: ComponentAnimation,
               progress: ProgressBar) throws -> Int {
        switch self {
        case .liveSVG(let path) where isStateChange(animation):
            let trees = try animation.stateTrees(frames.map(\.instant))
            progress.update(frames.count)
            let starts = frames.map { $0.instant.timeIntervalSince(frames[0].instant) }
            let data = try SVGBackend.standard.render(frames: Array(zip(trees, starts)), size: animation.size).data
            try AtomicFile.write(data, to: path)
            return data.count
        case .liveSVG(let path):
            let live = try Self.liveSVG(of: animation, path: path)
            let tree = try live.body.scene().renderTree(size: animation.size)
            let data = try SVGBackend.standard.render(tree, size: animation.size, moving: live.parts).data
            try AtomicFile.write(data, to: path)
            return data.count
        case .animatedPNG(let path):
            let data = try Self.animatedPNG(frames: frames, of: animation, progress: progress)
            try AtomicFile.write(data, to: path)
            return data.count
        case .frames(let folder):
            var files: [[UInt8]] = []
            try animation.render(frames.map(\.instant)) { index, pixmap, _ in
                files.append(try pixmap.pngData())
                progress.update(index + 1)
            }
            var written: [String] = []
            do {
                for (index, data) in files.enumerated() {
                    let path = URL(fileURLWithPath: folder).appendingPathComponent(Self.frameName(index)).path
                    try AtomicFile.write(data, to: path)
                    written.append(path)
                }
            } catch {
                for path in written { try? FileManager.default.removeItem(atPath: path) }
                throw error
            }
            return files.reduce(0) { $0 + $1.count }
        }
    }

    /// The animated PNG of `frames`: the first frame whole, each later one the damaged rectangle
    /// of the frame (``VellumRaster/AnimatedPNGWriter``).
    static func animatedPNG(frames: [(instant: Date, seconds: TimeInterval)], of animation: ComponentAnimation,
                            incremental: Bool = true, progress: ProgressBar? = nil) throws -> [UInt8] {
        var writer = AnimatedPNGWriter(size: animation.size, frameCount: frames.count)
        try animation.render(frames.map(\.instant), incremental: incremental) { index, pixmap, damage in
            try writer.add(pixmap, damage: damage, seconds: frames[index].seconds)
            progress?.update(index + 1)
        }
        return writer.finish()
    }
}
