import ArgumentParser

@main
struct Vellum: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render Vellum paths, components and scenes.")
}
