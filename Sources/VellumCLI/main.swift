import VellumCairo
import VellumCommandLine
import VellumCore
import VellumStandardPlugins

// `vellum`: the command line over the plugins and the backends that ship with Vellum. Cairo adds
// PDF and PostScript (chosen by `.pdf`, `.ps`, `.eps`) and its own PNG by name (`--backend
// cairo`), which claims no extension: `.png` files stay with the raster backend.
do {
    let formats = OutputFormats.standard.adding(.pdf).adding(.ps).adding(.eps).adding(.cairoPNG)
    VellumCommandLine.main(registry: try StandardPlugins.registry(), formats: formats)
} catch {
    fatalError("the standard plugins failed to register: \(error)")
}
