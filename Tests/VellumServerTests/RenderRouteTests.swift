import Foundation
import Hummingbird
import Vellum
import HummingbirdTesting
import Testing
import VellumComponents
@testable import VellumServer
import VellumStandardPlugins

@Suite("GET /render")
struct RenderRouteTests {
    @Test func svgHasItsContentTypeAStrongETagAndImmutableCaching() async throws {
        try await withServer { client in
            let response = try await get(client, "/render/tier-badge.svg?tier=gold&level=3&size=128x128")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let etag = try #require(response.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 34)  // strong: no W/
            #expect(response.text.hasPrefix("<?xml"))
            #expect(response.text.contains(#"width="128" height="128""#))
        }
    }

    @Test func headGivesTheHeadersOfGetWithoutABody() async throws {
        try await withServer { client in
            let uri = "/render/tier-badge.png?tier=gold&level=3&size=128x128"
            let full = try await get(client, uri)
            let head = try await client.execute(uri: uri, method: .head, headers: [:])
            #expect(head.status == .ok)
            #expect(head.headers[.eTag] == full.headers[.eTag])
            #expect(head.headers[.contentType] == "image/png")
            #expect(head.headers[.cacheControl] == full.headers[.cacheControl])
            #expect(head.bytes.isEmpty)
            let missing = try await client.execute(uri: "/render/no-such.png", method: .head, headers: [:])
            #expect(missing.status == .notFound)
        }
    }

    @Test func pngIsAPNGOfTheAskedSizeTimesTheScale() async throws {
        try await withServer { client in
            let response = try await get(client, "/render/tier-badge.png?size=128x128&scale=2")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            let bytes = response.bytes
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            // IHDR: width and height, big-endian, at bytes 16 and 20.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 256 && height == 256)
        }
    }

    @Test func theBytesAreTheLibraryRenderOfTheSameParameters() async throws {
        let registry = try StandardPlugins.registry()
        let component = try registry.component(named: "tier-badge")
        let size = Size(width: 128, height: 96)
        let tree = try component.renderTree(["tier": "ruby", "level": "2", "label": "Vellum"], size: size, scale: 1.5)
        let expected = try OutputFormat.png.backend().fileData(for: tree, size: size * 1.5)
        try await withServer { client in
            let response = try await get(client, "/render/tier-badge.png?label=Vellum&level=2&tier=ruby&size=128x96&scale=1.5")
            #expect(response.bytes == expected)
            // Deterministic: asked again (from the cache) and from a fresh server, the same bytes.
            let again = try await get(client, "/render/tier-badge.png?tier=ruby&level=2&label=Vellum&size=128x96&scale=1.5")
            #expect(again.bytes == expected)
        }
        try await withServer { client in
            let fresh = try await get(client, "/render/tier-badge.png?label=Vellum&level=2&tier=ruby&size=128x96&scale=1.5")
            #expect(fresh.bytes == expected)
        }
    }

    @Test func svgIsSelfContainedWithTextAsPaths() async throws {
        try await withServer { client in
            let svg = try await get(client, "/render/tier-badge.svg?label=Gold%20III&size=200x240").text
            #expect(svg.contains("<path"))
            #expect(!svg.contains("<text"))
            #expect(!svg.contains("<image"))
            // No reference leaves the document: the only URLs are the XML namespaces.
            #expect(!svg.replacingOccurrences(of: "http://www.w3.org/", with: "").contains("http"))
            #expect(!svg.contains("@font-face"))
        }
    }

    @Test func equivalentURLsShareTheETagAndDifferentPicturesDoNot() async throws {
        try await withServer { client in
            func etag(_ uri: String) async throws -> String {
                let response = try await get(client, uri)
                #expect(response.status == .ok, "\(uri)")
                return try #require(response.headers[.eTag])
            }
            let base = try await etag("/render/tier-badge.svg?tier=gold&level=3")
            #expect(try await etag("/render/tier-badge.svg?level=3&tier=gold") == base)  // order
            #expect(try await etag("/render/tier-badge.svg?level=03&tier=GOLD") == base)  // canonical values
            #expect(try await etag("/render/tier-badge.svg?tier=gold&level=3&cacheSeconds=60") == base)  // same bytes
            #expect(try await etag("/render/tier-badge.svg?tier=gold&level=4") != base)
            #expect(try await etag("/render/tier-badge.png?tier=gold&level=3") != base)
            #expect(try await etag("/render/tier-badge.svg?tier=gold&level=3&size=128x128") != base)
            #expect(try await etag("/render/tier-badge.svg?tier=gold&level=3&scale=2") != base)
        }
    }

    @Test func ifNoneMatchWithTheETagGives304WithoutABody() async throws {
        try await withServer { client in
            let uri = "/render/badge.svg?rotation-count=5"
            let etag = try #require(try await get(client, uri).headers[.eTag])
            for header in [etag, "\"other\", \(etag)", "W/\(etag)", "*"] {
                let response = try await get(client, uri, headers: [.ifNoneMatch: header])
                #expect(response.status == .notModified, "If-None-Match: \(header)")
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.eTag] == etag)
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            }
            let other = try await get(client, uri, headers: [.ifNoneMatch: "\"0123\""])
            #expect(other.status == .ok)
            #expect(other.body.readableBytes > 0)
        }
    }

    @Test func aPictureOfThePresentMomentIsShortLivedAndCacheSecondsChooses() async throws {
        try await withServer { client in
            let expected = [
                "/render/clock.svg": "public, max-age=1",
                "/render/clock.svg?time=now": "public, max-age=1",
                "/render/clock.svg?time=2026-11-22T01:09:30Z": "public, max-age=31536000, immutable",
                "/render/clock.svg?cacheSeconds=300": "public, max-age=300",
                "/render/tier-badge.svg?cacheSeconds=0": "no-cache",
                // The daytime bar shows now only through its instant, which defaults to now.
                "/render/daytime-bar.svg?time=2026-11-22T01:09:30Z": "public, max-age=31536000, immutable",
            ]
            for (uri, cacheControl) in expected {
                let response = try await get(client, uri)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.cacheControl] == cacheControl, "\(uri)")
            }
        }
    }

    @Test func timeNowIsTheCurrentSecond() async throws {
        try await withServer { client in
            let before = Date().timeIntervalSince1970.rounded(.down)
            let now = try await get(client, "/render/clock.svg?time=now")
            let after = Date().timeIntervalSince1970.rounded(.down)
            // The same picture as the explicit instant of that second, for one of the seconds the
            // request spanned.
            let formatter = ISO8601DateFormatter()
            var tags: [String] = []
            for second in stride(from: before, through: after, by: 1) {
                let text = formatter.string(from: Date(timeIntervalSince1970: second))
                tags.append(try #require(try await get(client, "/render/clock.svg?time=\(text)").headers[.eTag]))
            }
            #expect(tags.contains(try #require(now.headers[.eTag])))
        }
    }

    @Test func componentsListIsTheJSONOfVellumList() async throws {
        let expected = try StandardPlugins.registry().listingJSON()
        try await withServer { client in
            let response = try await get(client, "/components")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.bytes == Array(expected))
        }
    }

    @Test func previewPageIsHTMLThatLoadsOnlyTheServersOwnURLs() async throws {
        try await withServer { client in
            let response = try await get(client, "/")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.hasPrefix("<!doctype html>"))
            #expect(response.text.contains("fetch(\"/components\")"))
            #expect(!response.text.contains("<script src"))
        }
    }
}
