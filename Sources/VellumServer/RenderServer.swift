import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Vellum
import VellumComponents

/// `vellum serve`: renders any registered component by URL, lists the components, answers
/// presses by hit testing, and serves the live preview page. It keeps no state between requests
/// (the picture is all in the URL), so any number of instances can stand behind a load balancer.
///
///     var registry = try StandardPlugins.registry()
///     try registry.registerShape("star", summary: "A five-pointed star") { Star() }
///     try await RenderServer(registry: registry).run(host: "127.0.0.1", port: 8080)
///
/// Routes: `GET /` (the preview page), `GET /components` (the JSON of `vellum list --json`),
/// `GET /render/{component}.{svg|png}?…` (the picture), `GET /live/{component}.svg?…` (a live SVG
/// whose moving parts keep moving in the browser), `GET /press/{component}.{svg|png}?…&x=X&y=Y`
/// (what a press at canvas point X, Y changes). See Docs/Serving.md.
public struct RenderServer: Sendable {
    /// The components served.
    public let registry: ComponentRegistry
    /// The formats pictures are served in, chosen by the URL's extension.
    public let formats: OutputFormats
    /// The limits on requests and renders.
    public let limits: ServerLimits
    private let gate: RenderGate
    private let cache: RenderCache

    /// A server for `registry`'s components in `formats`, within `limits`.
    public init(registry: ComponentRegistry, formats: OutputFormats = .standard, limits: ServerLimits = ServerLimits()) {
        self.registry = registry
        self.formats = formats
        self.limits = limits
        self.gate = RenderGate(limits: limits)
        self.cache = RenderCache(capacity: limits.cacheBytes)
    }

    /// The routes, for an application or a test.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.addMiddleware { JSONErrorMiddleware() }
        router.get("/") { _, _ in PreviewPage.response() }
        router.get("/components") { _, _ in try componentsResponse() }
        router.get("/render/:file") { request, context in
            try await render(request, file: context.parameters.require("file"))
        }
        // What image proxies and link checkers ask before fetching: the GET's status and
        // headers, no body.
        router.head("/render/:file") { request, context in
            let response = try await render(request, file: context.parameters.require("file"))
            return Response(status: response.status, headers: response.headers)
        }
        router.get("/live/:file") { request, context in
            try await live(request, file: context.parameters.require("file"))
        }
        router.get("/press/:file") { request, context in
            try await press(request, file: context.parameters.require("file"))
        }
        return router
    }

    /// An application listening on `host`:`port` (port 0 picks a free one); `listening` is told
    /// the port once the server listens.
    public func application(host: String = "127.0.0.1", port: Int = 8080,
                            listening: @escaping @Sendable (Int) async -> Void = { _ in })
    -> some ApplicationProtocol {
        Application(router: router(),
                    configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "vellum"),
                    onServerRunning: { channel in await listening(channel.localAddress?.port ?? port) },
                    logger: Logger(label: "vellum-serve"))
    }

    /// Serves on `host`:`port` until the process is interrupted (SIGINT or SIGTERM); `listening`
    /// is told the port once the server listens.
    public func run(host: String = "127.0.0.1", port: Int = 8080,
                    listening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await application(host: host, port: port, listening: listening).runService()
    }

    // MARK: - Routes

    private func componentsResponse() throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: try registry.listingJSON())))
    }

    private func render(_ request: Request, file: String) async throws -> Response {
        let query = try QueryString(request.uri.query, limits: limits)
        let picture = try renderRequest(file: file, query: query)
        let etag = picture.entityTag
        var headers = HTTPFields()
        headers[.eTag] = etag
        headers[.cacheControl] = cacheControl(for: picture)
        if let tags = request.headers[.ifNoneMatch], EntityTags.list(tags, matches: etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = ContentTypes.mediaType(of: picture.format)
        headers[ContentTypes.optionsField] = "nosniff"
        let bytes = try await bytes(of: picture, key: etag)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The live SVG of a component with parts that move with time (`vellum animate … -o live.svg`):
    /// the picture at the query's instant, its moving parts kept moving by the browser.
    private func live(_ request: Request, file: String) async throws -> Response {
        let picture = try renderRequest(file: file, query: try QueryString(request.uri.query, limits: limits))
        guard picture.format.fileExtensions.contains("svg") else {
            throw ServerError(.notFound, "not-found", "a live picture is an SVG: /live/\(picture.component.name).svg",
                              value: file, allowed: "svg")
        }
        guard picture.scale == 1 else {
            throw ServerError.invalid("scale", String(picture.scale), allowed: "1: a live SVG is drawn at its canvas size")
        }
        let name = picture.component.name, values = picture.values, size = values.canvasSize
        let notLive = ServerError(.badRequest, "not-live", "nothing in component '\(name)' moves with time with these "
                                  + "parameters; /render/\(name).svg is its still picture")
        guard let make = picture.component.liveSVG else { throw notLive }
        let document = try await gate.run {
            try Self.reportingComponentErrors { () -> [UInt8]? in
                let live = try make(values)
                guard live.moves else { return nil }
                let tree = try live.body.scene().renderTree(size: size)
                return try SVGBackend.standard.render(tree, size: size, moving: live.parts).data
            }
        }
        guard let bytes = document else { throw notLive }
        var headers = HTTPFields()
        headers[.contentType] = ContentTypes.mediaType(of: picture.format)
        headers[ContentTypes.optionsField] = "nosniff"
        headers[.cacheControl] = cacheControl(for: picture)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// What a press at `x`, `y` (canvas pixels) on the picture the rest of the query describes
    /// changes: `{"changed": …, "arguments": {…}, "url": "/render/…"}`, the URL of the next picture.
    private func press(_ request: Request, file: String) async throws -> Response {
        var query = try QueryString(request.uri.query, limits: limits)
        let x = try Self.coordinate("x", query.take("x")), y = try Self.coordinate("y", query.take("y"))
        let picture = try renderRequest(file: file, query: query)
        let component = picture.component, values = picture.values
        let changes = try await gate.run {
            try Self.reportingComponentErrors { try component.arguments(pressedAt: Point(x: x, y: y), values: values) }
        }
        let answer = PressAnswer(component: component.name, format: picture.format, query: query.values, changes: changes)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: try answer.json())))
    }

    // MARK: - Rendering

    private func renderRequest(file: String, query: QueryString) throws(ServerError) -> RenderRequest {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { throw .notFound("/render/" + file) }
        // The present moment to the second, so that renders within one second agree byte for byte.
        let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        return try RenderRequest(name: String(file[..<dot]), fileExtension: String(file[file.index(after: dot)...]),
                                 query: query, registry: registry, formats: formats, limits: limits, now: now)
    }

    /// The picture's bytes: kept ones when its parameters fix it, otherwise rendered within the
    /// gate's bounds.
    private func bytes(of picture: RenderRequest, key: String) async throws -> [UInt8] {
        if !picture.dependsOnNow, let kept = cache[key] { return kept }
        let component = picture.component, values = picture.values, scale = picture.scale, format = picture.format
        let bytes = try await gate.run {
            try Self.reportingComponentErrors {
                let tree = try component.renderTree(for: values, scale: scale)
                return try format.backend().fileData(for: tree, size: values.canvasSize * scale)
            }
        }
        if !picture.dependsOnNow { cache.insert(bytes, for: key) }
        return bytes
    }

    /// A component's own checks (a sunset before the sunrise) are the client's fault: 400.
    private static func reportingComponentErrors<Value>(_ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch let error as ComponentError {
            throw ServerError(error)
        } catch {
            throw ServerError(.internalServerError, "render-failed", "the render failed: \(error)")
        }
    }

    private func cacheControl(for picture: RenderRequest) -> String {
        if let seconds = picture.cacheSeconds { return seconds == 0 ? "no-cache" : "public, max-age=\(seconds)" }
        if picture.dependsOnNow { return "public, max-age=\(limits.nowCacheSeconds)" }
        return "public, max-age=\(limits.maxCacheSeconds), immutable"
    }

    private static func coordinate(_ name: String, _ text: String?) throws(ServerError) -> Double {
        guard let text, let value = Double(text), value.isFinite else {
            throw .invalid(name, text ?? "", allowed: "a finite number of canvas pixels from the picture's top-left corner")
        }
        return value
    }
}
