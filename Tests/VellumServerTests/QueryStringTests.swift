import Testing
@testable import VellumServer

/// The query is read as a form is written (what the preview page's `URLSearchParams` sends):
/// what Hummingbird's `queryParameters` does not do, and why the server reads queries itself.
@Suite struct QueryStringTests {
    @Test func aPlusIsASpaceAndAnEscapedPlusAPlusInNamesAndValues() throws {
        let query = try QueryString("label=Gold+tier%2B&n%61me=x", limits: ServerLimits())
        #expect(query.values == ["label": "Gold tier+", "name": "x"])
    }

    @Test func aMalformedEscapeIsRejected() {
        #expect(throws: ServerError.self) { try QueryString("label=100%", limits: ServerLimits()) }
    }
}
