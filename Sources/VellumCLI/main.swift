import VellumCommandLine
import VellumStandardPlugins

// `vellum`: the command line over the plugins that ship with Vellum.
do {
    VellumCommandLine.main(registry: try StandardPlugins.registry())
} catch {
    fatalError("the standard plugins failed to register: \(error)")
}
