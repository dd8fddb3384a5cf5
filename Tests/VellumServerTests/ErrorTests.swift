import Foundation
import Hummingbird
import Vellum
import HummingbirdTesting
import Testing
import VellumComponents
@testable import VellumServer
import VellumStandardPlugins

@Suite("Errors and limits")
struct ErrorTests {
    /// GETs `uri` and returns the status and the JSON error.
    private func refusal(_ client: any TestClientProtocol, _ uri: String) async throws -> (HTTPResponse.Status, ServerError.Body) {
        let response = try await get(client, uri)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8", "\(uri)")
        #expect(response.headers[.cacheControl] == "no-store", "\(uri)")
        return (response.status, try response.error())
    }

    @Test func unknownComponentIs404WithTheClosestName() async throws {
        try await withServer { client in
            let (status, body) = try await refusal(client, "/render/tier-bdge.svg")
            #expect(status == .notFound)
            #expect(body.error == "unknown-component")
            #expect(body.suggestion == "tier-badge")
            #expect(body.message.contains("did you mean 'tier-badge'?"))
        }
    }

    @Test func badValueIs400NamingTheParameterAndWhatIsAllowed() async throws {
        try await withServer { client in
            let (status, body) = try await refusal(client, "/render/tier-badge.svg?level=9")
            #expect(status == .badRequest)
            #expect(body.error == "invalid-parameter")
            #expect(body.parameter == "level")
            #expect(body.value == "9")
            #expect(body.allowed == "a whole number from 1 to 5")
        }
    }

    @Test func unknownParameterIs400WithTheClosestNameAndTheKnownOnes() async throws {
        try await withServer { client in
            let (status, body) = try await refusal(client, "/render/tier-badge.svg?levle=3")
            #expect(status == .badRequest)
            #expect(body.error == "unknown-parameter")
            #expect(body.parameter == "levle")
            #expect(body.suggestion == "level")
            #expect(body.allowed?.contains("tier") == true && body.allowed?.contains("size") == true)
        }
    }

    @Test func aComponentsOwnCheckIs400() async throws {
        try await withServer { client in
            let (status, body) = try await refusal(client, "/render/clock.svg?time=2026-11-22T01:09:30Z&sunrise=20&sunset=5")
            #expect(status == .badRequest)
            #expect(body.parameter == "sunset")
        }
    }

    @Test(arguments: [
        ("size=0x10", "size"), ("size=10", "size"), ("size=axb", "size"), ("scale=0", "scale"), ("scale=nan", "scale"),
        ("scale=100", "scale"), ("cacheSeconds=-1", "cacheSeconds"), ("cacheSeconds=soon", "cacheSeconds"),
        ("level=3&level=4", "level"),
    ])
    func serverParametersAreChecked(query: String, parameter: String) async throws {
        try await withServer { client in
            let (status, body) = try await refusal(client, "/render/tier-badge.svg?" + query)
            #expect(status == .badRequest, "\(query)")
            #expect(body.parameter == parameter, "\(query)")
            #expect(body.allowed != nil, "\(query)")
        }
    }

    @Test func canvasQueryLengthAndParameterCountAreLimited() async throws {
        var limits = ServerLimits()
        limits.maxCanvasSide = 1000
        limits.maxCanvasPixels = 500_000
        limits.maxQueryLength = 100
        limits.maxParameterCount = 3
        try await withServer(RenderServer(registry: StandardPlugins.registry(), limits: limits)) { client in
            for uri in ["/render/tier-badge.png?size=1001x10", "/render/tier-badge.png?size=500x500&scale=2",
                        "/render/tier-badge.png?size=800x800",
                        "/render/tier-badge.svg?label=" + String(repeating: "a", count: 100),
                        "/render/tier-badge.svg?tier=gold&level=3&index=1&label=x"] {
                let (status, body) = try await refusal(client, uri)
                #expect(status == .badRequest, "\(uri)")
                #expect(body.error == "limit-exceeded", "\(uri)")
                #expect(body.allowed?.hasPrefix("at most") == true, "\(uri)")
            }
            #expect(try await get(client, "/render/tier-badge.png?size=1000x500").status == .ok)
        }
    }

    @Test func unknownExtensionIs404() async throws {
        try await withServer { client in
            let (status, body) = try await refusal(client, "/render/tier-badge.gif")
            #expect(status == .notFound)
            #expect(body.allowed == "png, svg")
            #expect(try await refusal(client, "/render/tier-badge").0 == .notFound)
        }
    }

    /// Nothing in a URL reaches the file system: every attempt is an unknown route or component.
    @Test(arguments: [
        "/../Package.swift", "/render/../../Package.swift", "/render/..%2F..%2FPackage.swift",
        "/render/..%2F..%2Fetc%2Fpasswd.svg", "/%2e%2e/%2e%2e/etc/passwd", "/render/%2Fetc%2Fpasswd.png",
        "/Package.swift", "/Sources/VellumServer/RenderServer.swift", "/render/", "/render/.svg", "/components/x",
        "/render/tier-badge.svg/..", "/render/tier-badge%00.svg", "//etc/passwd",
    ])
    func hostilePathsFindNothing(path: String) async throws {
        try await withServer { client in
            let response = try await get(client, path)
            #expect(response.status == .notFound, "\(path)")
            #expect(response.headers[.contentType] == "application/json; charset=utf-8", "\(path)")
            #expect(!response.text.contains("swift-tools-version") && !response.text.contains("root:"), "\(path)")
        }
    }

    @Test func theServerKeepsServingAfterBadRequests() async throws {
        try await withServer { client in
            for uri in ["/render/nope.svg", "/render/tier-badge.svg?level=x", "/render/tier-badge.svg?%zz=1",
                        "/render/tier-badge.svg?size=99999x99999", "/nowhere", "/press/flo.svg?x=nan&y=1"] {
                let refused = try await get(client, uri)
                #expect(refused.status != .ok, "\(uri)")
            }
            let served = try await get(client, "/render/tier-badge.svg")
            #expect(served.status == .ok)
        }
    }

    @Test func rendersBeyondTheWaitingLineGet503WithRetryAfter() async throws {
        let latch = RenderLatch()
        var limits = ServerLimits()
        limits.maxConcurrentRenders = 1
        limits.maxWaitingRenders = 0
        limits.retryAfterSeconds = 2
        let server = RenderServer(registry: try registry(withSlowComponentAt: latch), limits: limits)
        try await withServer(server) { client in
            async let first = get(client, "/render/slow.png")
            await latch.waitForStart()
            let second = try await get(client, "/render/slow.png?size=9x9")
            #expect(second.status == .serviceUnavailable)
            #expect(second.headers[.retryAfter] == "2")
            #expect(try second.error().error == "busy")
            latch.open()
            #expect(try await first.status == .ok)
        }
    }

    @Test func aRenderPastTheTimeoutIs503AndItsSlotIsFreedWhenItEnds() async throws {
        let latch = RenderLatch()
        var limits = ServerLimits()
        limits.renderTimeout = .milliseconds(50)
        limits.maxConcurrentRenders = 1
        let server = RenderServer(registry: try registry(withSlowComponentAt: latch), limits: limits)
        try await withServer(server) { client in
            let response = try await get(client, "/render/slow.png")
            #expect(response.status == .serviceUnavailable)
            #expect(try response.error().error == "timeout")
            latch.open()
            // The late render left its slot: the next one runs.
            #expect(try await get(client, "/render/tier-badge.png?size=16x16").status == .ok)
        }
    }
}
