import ArgumentParser
import Foundation
import VellumComponents

/// `vellum list`: every component with its parameters, as text or JSON.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the components and their parameters.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let registry = VellumCommandLine.components
        if json {
            print(String(decoding: try registry.listingJSON(), as: UTF8.self))
        } else {
            print(ComponentListing(registry).text, terminator: "")
        }
    }
}
