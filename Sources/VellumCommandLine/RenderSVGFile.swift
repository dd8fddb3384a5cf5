import Foundation
import Vellum

/// Renders the SVG file `input` to `output` (PNG or SVG, by extension) — what `vellum render`
/// does for an argument ending in `.svg`.
///
/// The canvas is `size` when given, the document's intrinsic size times `scale` otherwise (both
/// rounded to whole pixels); the document's viewBox is fitted into it as its
/// `preserveAspectRatio` says (a document without a viewBox scales as if its intrinsic size were
/// its viewBox). Import warnings go to stderr; with `strict` they are errors. Errors are thrown
/// and no output file is written.
func renderSVGFile(input: String, output: String, size: CanvasSize?, scale: Double?, strict: Bool) throws {
    let format = try OutputFormat(path: output)
    if size != nil, scale != nil { throw CLIError("--size and --scale cannot be used together") }
    if let scale, !(scale.isFinite && scale > 0) { throw CLIError("--scale must be a positive number") }
    let image = try importSVG(input, strict: strict)
    let canvas: Size
    if let size {
        canvas = Size(width: Double(size.width), height: Double(size.height))
    } else {
        let s = scale ?? 1
        canvas = Size(width: max(1, (image.size.width * s).rounded()), height: max(1, (image.size.height * s).rounded()))
    }
    let list = try image.scene(size: canvas).displayList(size: canvas)
    try list.write(to: output, size: canvas, format: format)
}

/// Imports `path`, printing its warnings to stderr; import errors become CLI errors naming the file.
func importSVG(_ path: String, strict: Bool = false) throws -> SVGImage {
    let image: SVGImage
    do {
        image = try SVGImage(contentsOf: path, options: SVGImportOptions(strict: strict))
    } catch {
        if case .unreadableFile = error { throw CLIError("\(error)") }   // already names the file
        throw CLIError("\(path): \(error)")
    }
    for warning in image.warnings {
        FileHandle.standardError.write(Data("warning: \(path): \(warning)\n".utf8))
    }
    return image
}
