import Foundation
import HTTPTypes
import Hummingbird
import VellumComponents

/// A request the server refuses, with the status and the JSON body that say why: which
/// parameter, what was given and what is allowed.
///
///     {"error": "invalid-parameter", "message": "…", "parameter": "level", "value": "x",
///      "allowed": "a whole number from 1 to 5"}
public struct ServerError: Error, Sendable, Equatable, HTTPResponseError {
    /// The JSON body.
    public struct Body: Codable, Sendable, Equatable {
        /// A stable code: `invalid-parameter`, `unknown-parameter`, `unknown-component`,
        /// `not-found`, `not-live`, `limit-exceeded`, `busy`, `timeout`, `render-failed`.
        public var error: String
        /// What went wrong, in words.
        public var message: String
        /// The parameter at fault, if one is.
        public var parameter: String?
        /// The value given, if one was.
        public var value: String?
        /// What is allowed instead, in words.
        public var allowed: String?
        /// The closest known name, for a misspelt component or parameter.
        public var suggestion: String?
    }

    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// What the body says.
    public var body: Body
    /// Seconds a client should wait before trying again (503 only).
    public var retryAfter: Int?

    init(_ status: HTTPResponse.Status, _ error: String, _ message: String, parameter: String? = nil,
         value: String? = nil, allowed: String? = nil, suggestion: String? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.body = Body(error: error, message: message, parameter: parameter, value: value, allowed: allowed,
                         suggestion: suggestion)
        self.retryAfter = retryAfter
    }

    /// A query value that is not allowed for the server's own parameters (`size`, `scale`, …).
    static func invalid(_ parameter: String, _ value: String, allowed: String) -> ServerError {
        ServerError(.badRequest, "invalid-parameter", "parameter '\(parameter)': '\(value)' is not allowed: expected \(allowed)",
                    parameter: parameter, value: value, allowed: allowed)
    }

    /// A request over one of the ``ServerLimits``.
    static func limit(_ message: String, parameter: String? = nil, allowed: String) -> ServerError {
        ServerError(.badRequest, "limit-exceeded", message, parameter: parameter, allowed: allowed)
    }

    /// A path that names nothing the server has.
    static func notFound(_ path: String) -> ServerError {
        ServerError(.notFound, "not-found", "nothing at '\(path)': see / for the preview page, /components for the list, "
                    + "/render/{component}.{svg|png} for pictures")
    }

    /// A component's refusal, as the registry and the component's own checks word it.
    init(_ error: ComponentError) {
        switch error {
        case .unknownComponent(let name, let suggestion):
            self.init(.notFound, "unknown-component", "unknown component '\(name)'" + Self.hint(suggestion)
                      + "; /components lists them all", value: name, suggestion: suggestion)
        case .unknownParameter(let component, let name, let suggestion, let known):
            self.init(.badRequest, "unknown-parameter", error.description, parameter: name,
                      allowed: Self.knownParameters(component: component, known), suggestion: suggestion)
        case .invalidValue(_, let parameter, let problem):
            self.init(.badRequest, "invalid-parameter", error.description, parameter: parameter, value: problem.value,
                      allowed: problem.allowed)
        case .duplicateName, .invalidDefinition:
            self.init(.internalServerError, "render-failed", error.description)
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    private static func knownParameters(component: String, _ known: [String]) -> String {
        let own = known.isEmpty ? "'\(component)' takes no parameters of its own" : "parameters of '\(component)': "
            + known.joined(separator: ", ")
        return own + "; and size, scale, cacheSeconds"
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(body)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
