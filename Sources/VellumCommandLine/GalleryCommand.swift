import ArgumentParser
import Foundation
import Vellum
import VellumComponents

/// `vellum gallery`: every component with its defaults and its variations, as PNG and SVG, with
/// an index.html showing them with their parameters.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every component and its variations, with an index.html.")

    @Option(name: .shortAndLong, help: "Output folder (created if missing).")
    var output = "gallery"

    @Option(help: ArgumentHelp("Also write every picture into one document, a page each with its component's name and parameters (a PDF, or any format that holds pages).", valueName: "file"))
    var pdf: String?

    /// The formats each picture is written in: those that own their file extension. A format
    /// chosen only by name (Cairo's PNG, `--backend cairo`) would write a second file of a kind
    /// already written.
    static var galleryFormats: [OutputFormat] {
        let formats = VellumCommandLine.formats
        return formats.formats.filter { (try? formats.format(forPath: "x." + $0.fileExtension)) == $0 }
    }

    /// The backend writing `path`'s multi-page document.
    static func documentBackend(_ path: String) throws -> any DocumentRenderBackend {
        let format = try VellumCommandLine.formats.format(forPath: path)
        guard let backend = format.backend() as? any DocumentRenderBackend else {
            throw CLIError("--pdf '\(path)': the \(format.name) format holds one picture, not a page per component")
        }
        return backend
    }

    func run() throws {
        let start = Date()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        // Checked before anything is rendered, so a bad name fails at once.
        let document = try pdf.map(Self.documentBackend)
        var entries: [GalleryEntry] = []
        var pages: [DocumentPage] = []
        for (component, plugin) in VellumCommandLine.components.components {
            let cases = [Component.Variation("default", [:])] + component.variations
            for variation in cases {
                let entry = GalleryEntry(component: component, plugin: plugin, variation: variation)
                // Recorded once, written in every format.
                let tree = try component.renderTree(variation.arguments, size: component.defaultSize)
                for format in Self.galleryFormats {
                    try VellumCommandLine.formats.write(tree, size: component.defaultSize,
                                                        to: output + "/" + entry.fileName(format), format: format)
                }
                entries.append(entry)
                pages.append(DocumentPage(tree: tree, size: component.defaultSize, caption: entry.caption))
            }
        }
        try AtomicFile.write(Array(GalleryPage(entries: entries).html.utf8), to: output + "/index.html")
        if let pdf, let document { try AtomicFile.write(try document.documentData(for: pages), to: pdf) }
        let seconds = Date().timeIntervalSince(start)
        let names = Self.galleryFormats.map { $0.name.uppercased() }.joined(separator: ", ")
        print("rendered \(entries.count) images as \(names) into \(output)/ in \(String(format: "%.2f", seconds)) s")
    }
}

/// One rendered picture of the gallery.
struct GalleryEntry {
    var component: Component
    var plugin: String
    var variation: Component.Variation

    /// The component's name, the variation and every parameter's value, for a document's page.
    var caption: String {
        let values = component.parameters.map { p in
            "\(p.name)=\(variation.arguments[p.name] ?? ComponentListing.defaultText(p))"
        }
        return ([component.name + (variation.label == "default" ? "" : " (\(variation.label))")] + values)
            .joined(separator: "  ")
    }

    /// `badge.png` for the defaults, `badge--six.svg` for a variation.
    func fileName(_ format: OutputFormat) -> String {
        let stem = variation.label == "default" ? component.name : component.name + "--" + variation.label
        return stem + "." + format.fileExtension
    }
}

/// The gallery's index page: one card per picture with the parameter values used.
struct GalleryPage {
    var entries: [GalleryEntry]

    var html: String {
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Vellum gallery</title>
            <style>
            body { font-family: sans-serif; margin: 2em; background: #f4f4f6; color: #222; }
            .grid { display: flex; flex-wrap: wrap; gap: 1.2em; }
            .card { background: white; border-radius: 8px; padding: 1em; box-shadow: 0 1px 3px #0002; max-width: 22em; }
            .card img { background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; max-width: 100%; }
            table { font-size: 0.8em; border-collapse: collapse; } td { padding: 1px 6px; vertical-align: top; }
            .set { font-weight: bold; color: #0a5; } code { font-size: 0.95em; }
            </style></head><body>
            <h1>Vellum gallery</h1>
            <p>Every component with its defaults and variations; each picture links to its SVG.</p>
            <div class="grid">

            """
        for entry in entries { out += card(entry) }
        out += "</div></body></html>\n"
        return out
    }

    private func card(_ entry: GalleryEntry) -> String {
        let c = entry.component
        var rows = ""
        for p in c.parameters {
            let given = entry.variation.arguments[p.name]
            let value = given ?? ComponentListing.defaultText(p)
            rows += "<tr><td><code>\(XMLEscaping.text(p.name))</code></td><td\(given != nil ? " class=\"set\"" : "")>"
                + "\(XMLEscaping.text(value))</td></tr>\n"
        }
        let command = (["vellum render", c.name] + entry.variation.arguments.sorted { $0.key < $1.key }
            .map { "--param \($0.key)=\($0.value)" }).joined(separator: " ")
        return """
            <div class="card"><h3>\(XMLEscaping.text(c.name)) <small>\(XMLEscaping.text(entry.variation.label))</small></h3>
            <a href="\(entry.fileName(.svg))"><img src="\(entry.fileName(.png))" alt="\(XMLEscaping.attribute(c.name))"></a>
            <p>\(XMLEscaping.text(c.summary)) <small>(plugin \(XMLEscaping.text(entry.plugin)))</small></p>
            <p><code>\(XMLEscaping.text(command))</code></p>
            <table>\(rows)</table></div>

            """
    }
}
