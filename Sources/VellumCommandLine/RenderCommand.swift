import ArgumentParser
import Vellum
import VellumComponents

/// `vellum render`: one component with parameters, or one SVG file, to a PNG or SVG file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a component or an SVG file to a PNG or SVG file.",
        discussion: """
            The format follows the output file's extension unless --backend says otherwise. \
            'vellum list' shows every component and its parameters. An argument ending in .svg (or .svgz) is \
            imported as an SVG document and rendered at its own size, or scaled to --size.
            Examples: vellum render tier-badge --param tier=gold --param level=3 -o gold3.png
                      vellum render icon.svg --size 512x512 -o icon.png
            """)

    @Argument(help: "The component's name, or an SVG file.")
    var component: String

    @Option(name: .customLong("param"), help: "A parameter as NAME=VALUE; repeat for several.")
    var parameters: [String] = []

    @Option(help: "Canvas size in pixels, WIDTHxHEIGHT (default: the component's own).", transform: PixelSize.parse)
    var size: PixelSize?

    @Option(help: "Render at this many pixels per unit (e.g. 2 for a sharper, twice as large image).",
            transform: { try parseNumber($0, in: 0.01...64) })
    var scale: Double = 1

    @Option(help: "Output format: png or svg, or any other the command knows (default: from the output file's extension).",
            transform: { try VellumCommandLine.formats.format(named: $0) })
    var backend: OutputFormat?

    @Flag(help: "With an SVG file: treat import warnings (skipped elements, bad attributes) as errors.")
    var strict = false

    @Option(help: ArgumentHelp("With an SVG file: the directory tree its images may be read from (default: the SVG file's own directory).",
                               valueName: "directory"))
    var resources: String?

    @Option(name: .shortAndLong, help: "Output file.")
    var output: String

    func run() throws {
        let format = try backend ?? VellumCommandLine.formats.format(forPath: output)
        if component.lowercased().hasSuffix(".svg") || component.lowercased().hasSuffix(".svgz") {
            guard parameters.isEmpty else { throw CLIError("--param applies to components, not to SVG files") }
            return try renderSVGFile(input: component, output: output, size: size, scale: scale, strict: strict,
                                     resources: resources, format: format)
        }
        let component = try VellumCommandLine.components.component(named: self.component)
        let arguments = try ComponentRendering.parseParameters(parameters)
        let logical = size.map { Size(width: Double($0.width), height: Double($0.height)) } ?? component.defaultSize
        let tree = try component.renderTree(arguments, size: logical, scale: scale)
        try VellumCommandLine.formats.write(tree, size: logical * scale, to: output, format: format)
    }
}
