import ArgumentParser
import Foundation
import Synchronization
import VellumServer

/// `vellum serve`: the components the executable registered, over HTTP, through
/// ``VellumServer/RenderServer``.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the components over HTTP: pictures by URL and a live preview page.",
        discussion: """
            Pictures: GET /render/{component}.{svg|png}?param=value&size=WxH&scale=S&cacheSeconds=N. \
            The list: GET /components. The preview page: GET /. Docs/Serving.md has the details.
            Example: vellum serve --port 8080, then open http://127.0.0.1:8080/
            """)

    @Option(help: "The address to listen on; 0.0.0.0 listens on every interface.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "Megabytes of rendered pictures kept to answer repeated requests; 0 renders every request.")
    var cacheMegabytes = 64

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard (0...65536).contains(cacheMegabytes) else {
            throw ValidationError("--cache-megabytes must be from 0 to 65536")
        }
    }

    func run() throws {
        var limits = ServerLimits()
        limits.cacheBytes = cacheMegabytes << 20
        let server = RenderServer(registry: VellumCommandLine.components, limits: limits)
        let host = host, port = port
        // The command line runs synchronously; the server is async. Wait here until it stops.
        let failure = Mutex<(any Error)?>(nil)
        let stopped = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run(host: host, port: port) { port in
                    // Written at once, unbuffered: a script waiting for the port reads it now.
                    let line = "serving \(server.registry.components.count) components on http://\(host):\(port)/\n"
                    FileHandle.standardOutput.write(Data(line.utf8))
                }
            } catch {
                failure.withLock { $0 = error }
            }
            stopped.signal()
        }
        stopped.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
