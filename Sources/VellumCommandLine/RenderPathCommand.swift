import ArgumentParser
import Vellum
import VellumComponents

/// `vellum render-path`: fills and/or strokes one SVG path and writes a PNG.
struct RenderPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-path",
        abstract: "Render SVG path data to a PNG.",
        discussion: """
            Coordinates are in pixels, origin top-left, y down. The path is filled with --fill \
            (black unless --stroke is given) and then stroked with --stroke.
            Example: vellum render-path "M10 10 L90 50 L10 90 Z" --size 100x100 --fill '#ec9a00' -o tri.png
            """)

    @Argument(help: "SVG path data, e.g. \"M10 10 L90 50 L10 90 Z\".")
    var pathData: String

    @Option(help: "Canvas size in pixels, WIDTHxHEIGHT.", transform: PixelSize.parse)
    var size: PixelSize

    @Option(help: "Fill colour, or 'none'. Default: black, or none when --stroke is given.")
    var fill: String?

    @Option(help: "Stroke colour.", transform: parseColor)
    var stroke: Color?

    @Option(help: "Stroke width in pixels.", transform: { try parseNumber($0, in: 0...100_000) })
    var lineWidth: Double = 1

    @Option(help: "Stroke end caps: butt, round or square.", transform: { try parseChoice($0, as: LineCap.self) })
    var lineCap: LineCap = .butt

    @Option(help: "Stroke corners: miter, round or bevel.", transform: { try parseChoice($0, as: LineJoin.self) })
    var lineJoin: LineJoin = .miter

    @Option(help: "Miter limit (ratio of miter length to line width).", transform: { try parseNumber($0, in: 1...1000) })
    var miterLimit: Double = 10

    @Option(help: "Dash pattern, e.g. \"6,3\".", transform: parseDashPattern)
    var dash: [Double]?

    @Option(help: "Offset into the dash pattern.", transform: { try parseNumber($0, in: -1e9...1e9) })
    var dashPhase: Double = 0

    @Option(help: "Fill rule: nonzero or evenodd.", transform: { try parseChoice($0, as: FillRule.self) })
    var fillRule: FillRule = .nonZero

    @Option(help: "Background colour (default transparent).", transform: parseColor)
    var background: Color = .clear

    @Option(name: .shortAndLong, help: "Output PNG file.")
    var output: String

    func run() throws {
        guard output.lowercased().hasSuffix(".png") else {
            throw CLIError("--output '\(output)': render-path writes PNG; use a .png file name")
        }
        let path: Path
        do {
            path = try Path(svgPathData: pathData)
        } catch {
            throw CLIError("path data: \(error)")
        }
        var pixmap = try Pixmap(width: size.width, height: size.height)
        pixmap.clear(background)
        let fillColor: Color?
        if let fill {
            do { fillColor = try parseOptionalColor(fill) } catch { throw CLIError("--fill '\(fill)': \(error)") }
        } else {
            fillColor = stroke == nil ? .black : nil
        }
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                miterLimit: miterLimit, dash: dash ?? [], dashPhase: dashPhase)
        try pixmap.draw { context in
            if let fillColor { context.fill(path, with: .color(fillColor), rule: fillRule) }
            if let stroke { context.stroke(path, with: .color(stroke), style: style) }
        }
        try pixmap.write(to: output)
    }
}
