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

    @Test func escapesDecodeToUTF8InEitherCase() throws {
        let query = try QueryString("label=caf%C3%a9%20%e2%9c%93&plain=a-b_c.d~e", limits: ServerLimits())
        #expect(query.values == ["label": "café ✓", "plain": "a-b_c.d~e"])
    }

    @Test(arguments: ["label=%4", "label=%zz", "label=%FF", "label=%C3", "n%G1me=x", "label=%%41"])
    func aTruncatedNonHexOrNonUTF8EscapeIsRejected(query: String) {
        #expect(throws: ServerError.self) { try QueryString(query, limits: ServerLimits()) }
    }
}
