import Hummingbird

/// Turns every failure into a JSON answer: the server's own refusals pass through, a path no
/// route knows becomes 404 `not-found`, anything else 500, so no error escapes as an empty body
/// and no bad request stops the server.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ServerError {
            throw error
        } catch let error as any HTTPResponseError where error.status == .notFound {
            throw ServerError.notFound(request.uri.path)
        } catch let error as any HTTPResponseError {
            throw ServerError(error.status, "bad-request", "the request was refused: \(error)")
        } catch {
            throw ServerError(.internalServerError, "internal-error", "the request failed: \(error)")
        }
    }
}
