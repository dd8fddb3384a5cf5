import Foundation
import Hummingbird
import Vellum
import HummingbirdTesting
import Testing
@testable import VellumServer

@Suite("GET /press")
struct PressRouteTests {
    private struct Answer: Decodable {
        var changed: Bool
        var arguments: [String: String]
        var url: String
    }

    private func press(_ client: any TestClientProtocol, _ uri: String) async throws -> Answer {
        let response = try await get(client, uri)
        #expect(response.status == .ok, "\(uri): \(response.text)")
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        return try JSONDecoder().decode(Answer.self, from: Data(response.bytes))
    }

    // Flo's screen at its design size, 320 × 480: the plus button's centre is (160, 345), the
    // minus button's (160, 430).
    @Test func flosPlusButtonRaisesTheCounterThroughTheHitTest() async throws {
        try await withServer { client in
            let answer = try await press(client, "/press/flo.svg?counter=5&x=160&y=345")
            #expect(answer.changed)
            #expect(answer.arguments == ["counter": "6"])
            #expect(answer.url == "/render/flo.svg?counter=6")
            #expect(try await get(client, answer.url).status == .ok)
        }
    }

    @Test func flosMinusButtonLowersItAndKeepsTheOtherArguments() async throws {
        try await withServer { client in
            let answer = try await press(client, "/press/flo.png?background=%23ffeedd&size=320x480&x=160&y=430")
            #expect(answer.changed)
            #expect(answer.arguments == ["counter": "4", "background": "#ffeedd", "size": "320x480"])
            #expect(answer.url == "/render/flo.png?background=%23ffeedd&counter=4&size=320x480")
        }
    }

    @Test func pressesScaleWithTheCanvas() async throws {
        try await withServer { client in
            // At 640 × 960 everything is twice as large.
            let answer = try await press(client, "/press/flo.svg?size=640x960&x=320&y=690")
            #expect(answer.arguments["counter"] == "6")
        }
    }

    @Test func pressesBesideTheButtonsOrPastTheLimitsChangeNothing() async throws {
        try await withServer { client in
            for uri in ["/press/flo.svg?x=5&y=5", "/press/flo.svg?x=160&y=140", "/press/flo.svg?counter=8&x=160&y=345",
                        "/press/flo.svg?counter=0&x=160&y=430", "/press/flo.svg?x=5000&y=5",
                        "/press/tier-badge.svg?x=128&y=128"] {
                let answer = try await press(client, uri)
                #expect(!answer.changed, "\(uri)")
            }
        }
    }

    @Test func pressesNeedFiniteCoordinates() async throws {
        try await withServer { client in
            for uri in ["/press/flo.svg?y=3", "/press/flo.svg?x=a&y=3", "/press/flo.svg?x=1&y=inf"] {
                let response = try await get(client, uri)
                #expect(response.status == .badRequest, "\(uri)")
                #expect(["x", "y"].contains(try response.error().parameter), "\(uri)")
            }
            #expect(try await get(client, "/press/flo.svg?x=1&y=1&counter=99").status == .badRequest)
        }
    }
}
