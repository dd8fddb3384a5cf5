import Foundation
import Vellum
import VellumComponents

/// Renders the SVG file `input` to `output` — what `vellum render` does for an argument ending
/// in `.svg`. The format is `format`, or the output file's extension.
///
/// The document is drawn at `size` (its intrinsic size when `nil`) times `scale` pixels per unit,
/// rounded to whole pixels, its viewBox fitted into that canvas as its `preserveAspectRatio` says
/// (a document without a viewBox scales as if its intrinsic box were one). Import warnings go to
/// stderr; with `strict` they are errors. Errors are thrown and no output file is written.
/// Images are read from files under `resources` (by default, the SVG file's own directory).
func renderSVGFile(input: String, output: String, size: PixelSize?, scale: Double = 1, strict: Bool,
                   resources: String? = nil, format: OutputFormat? = nil) throws {
    let format = try format ?? VellumCommandLine.formats.format(forPath: output)
    guard scale.isFinite, scale > 0 else { throw CLIError("--scale must be a positive number") }
    let image = try importSVG(input, strict: strict, resources: resources)
    let logical = size.map { Size(width: Double($0.width), height: Double($0.height)) } ?? image.size
    let canvas = Size(width: max(1, (logical.width * scale).rounded()), height: max(1, (logical.height * scale).rounded()))
    let tree = try image.scene(size: canvas).renderTree(size: canvas)
    try VellumCommandLine.formats.write(tree, size: canvas, to: output, format: format)
}

/// Imports `path`, printing its warnings to stderr; import errors become CLI errors naming the file.
func importSVG(_ path: String, strict: Bool = false, resources: String? = nil) throws -> SVGImage {
    let image: SVGImage
    do {
        image = try SVGImage(contentsOf: path, options: SVGImportOptions(strict: strict, resourceDirectory: resources))
    } catch {
        if case .unreadableFile = error { throw CLIError("\(error)") }   // already names the file
        throw CLIError("\(path): \(error)")
    }
    for warning in image.warnings {
        FileHandle.standardError.write(Data("warning: \(path): \(warning)\n".utf8))
    }
    return image
}
