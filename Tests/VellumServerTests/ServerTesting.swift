import Foundation
import Vellum
import Hummingbird
import HummingbirdTesting
import Synchronization
import VellumComponents
import VellumServer
import VellumStandardPlugins

/// The standard plugins behind a server, driven in-process through Hummingbird's router tester.
func withServer(_ server: RenderServer? = nil,
                _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
    let server = try server ?? RenderServer(registry: StandardPlugins.registry())
    try await server.application(port: 0).test(.router, test)
}

/// GETs `uri` with `headers`.
func get(_ client: any TestClientProtocol, _ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
    try await client.execute(uri: uri, method: .get, headers: headers)
}

extension TestResponse {
    /// The body's bytes.
    var bytes: [UInt8] { Array(body.readableBytesView) }
    /// The body as UTF-8 text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The body as the server's JSON error.
    func error() throws -> ServerError.Body { try JSONDecoder().decode(ServerError.Body.self, from: Data(bytes)) }
}

/// A signal a synchronous render can send and a test can await, and a barrier the render waits
/// at until the test opens it: renders that hold their slot for as long as a test needs.
final class RenderLatch: Sendable {
    private let started = Mutex<(count: Int, waiters: [CheckedContinuation<Void, Never>])>((0, []))
    private let release = DispatchSemaphore(value: 0)

    /// Called by the render: tells the test it started, then waits until ``open()``.
    func enterAndWait() {
        let waiters = started.withLock { state in
            state.count += 1
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
        release.wait()
    }

    /// Waits until a render has started.
    func waitForStart() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let already = started.withLock { state -> Bool in
                if state.count > 0 { return true }
                state.waiters.append(continuation)
                return false
            }
            if already { continuation.resume() }
        }
    }

    /// Lets `count` waiting renders finish.
    func open(_ count: Int = 1) {
        for _ in 0..<count { release.signal() }
    }
}

/// The standard registry with `slow`, a component whose render waits at `latch`.
func registry(withSlowComponentAt latch: RenderLatch) throws -> ComponentRegistry {
    var registry = try StandardPlugins.registry()
    try registry.register(Component(name: "slow", summary: "Waits at a latch", defaultSize: Size(square: 8)) { _ in
        latch.enterAndWait()
        return ComponentBody(Rectangle().fill(.black))
    }, plugin: "test")
    return registry
}
