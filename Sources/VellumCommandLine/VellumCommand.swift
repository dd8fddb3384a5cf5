import ArgumentParser
import Foundation
import Synchronization
import Vellum
import VellumComponents

/// The `vellum` command line as a library: an executable starts it with the registry of
/// components it offers. Vellum's own `vellum` passes the standard plugins; a user's executable
/// can add its own shapes and components first:
///
///     var registry = try StandardPlugins.registry()
///     try registry.registerShape("star", summary: "A five-pointed star") { Star() }
///     VellumCommandLine.main(registry: registry)
public enum VellumCommandLine {
    /// The components the subcommands see; set once by ``main(registry:formats:arguments:)``.
    static let registry = Mutex(ComponentRegistry())
    /// The formats the subcommands write; set once by ``main(registry:formats:arguments:)``.
    static let outputFormats = Mutex(OutputFormats.standard)

    /// Parses the arguments (the process's own by default), runs the subcommand and exits: with 0
    /// on success, with 2 and a message on stderr for any error.
    ///
    /// `formats` are the file formats `render`, `render-text` and `gallery` write; add a backend's
    /// format to write it too (`.standard.adding(.pdf)`).
    public static func main(registry: ComponentRegistry, formats: OutputFormats = .standard,
                            arguments: [String]? = nil) -> Never {
        Self.registry.withLock { $0 = registry }
        Self.outputFormats.withLock { $0 = formats }
        if arguments == nil, let problem = ArgumentEncoding.firstInvalidArgument() {
            FileHandle.standardError.write(Data("Error: \(problem)\n".utf8))
            Foundation.exit(2)
        }
        do {
            var command = try VellumCommand.parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            if VellumCommand.exitCode(for: error) == .success {
                VellumCommand.exit(withError: error)  // --help, --version: print and exit 0.
            }
            // Argument Parser would use 64 for usage errors; Vellum promises 2 for any bad input so
            // that scripts check one code.
            let message = VellumCommand.fullMessage(for: error)  // "Error: …", with usage when useful.
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
    }

    /// The registered components, for the subcommands, the standard ones and those `main` added.
    public static var components: ComponentRegistry { registry.withLock { $0 } }

    /// The formats files are written in.
    public static var formats: OutputFormats { outputFormats.withLock { $0 } }
}

/// The root command; each subcommand has its own type and file.
struct VellumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vellum",
        abstract: "Render Vellum components, paths, text and SVG files, and serve components over HTTP.",
        subcommands: [ListCommand.self, RenderCommand.self, GalleryCommand.self, RenderPathCommand.self,
                      RenderTextCommand.self, AnimateCommand.self, BenchCommand.self, ServeCommand.self])
}

/// A failure the CLI reports as it is: the message already says what and where.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
