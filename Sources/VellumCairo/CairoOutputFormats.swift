import VellumCore

extension OutputFormat {
    /// PDF, written by Cairo: vector paths and gradients, shadows as images.
    public static let pdf = OutputFormat(name: "pdf", fileExtensions: ["pdf"]) { CairoDocumentBackend(.pdf) }

    /// PostScript, written by Cairo (`.ps`).
    public static let ps = OutputFormat(name: "ps", fileExtensions: ["ps"]) { CairoDocumentBackend(.postScript) }

    /// Encapsulated PostScript, written by Cairo (`.eps`).
    public static let eps = OutputFormat(name: "eps", fileExtensions: ["eps"]) {
        CairoDocumentBackend(.encapsulatedPostScript)
    }

    /// PNG rendered by Cairo, chosen by name (`--backend cairo`). It claims no extension, so
    /// `.png` files keep the raster backend however the list is ordered.
    public static let cairoPNG = OutputFormat(name: "cairo", fileExtensions: []) { CairoBackend() }
}
