import ArgumentParser
import Foundation

/// The `vellum` command: renders paths, text, components and SVG files, and benchmarks the
/// rasterizer.
@main
struct VellumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render Vellum paths, components and scenes.",
        subcommands: [RenderPathCommand.self, RenderTextCommand.self, BenchCommand.self])

    /// Runs the command, mapping every failure to exit code 2 with its message on stderr.
    ///
    /// Argument Parser would use 64 for usage errors; Vellum promises 2 for any bad input so
    /// scripts need to check one code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)  // --help, --version: print and exit 0.
            }
            let message = fullMessage(for: error)
            FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// A failure the CLI reports as it is: the message already says what and where.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
