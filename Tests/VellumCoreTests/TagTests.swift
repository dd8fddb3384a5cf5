import Testing
import VellumCore

/// Vellum's tag (Testing has a `Tag` of its own).
private typealias NodeTag = VellumCore.Tag

/// Tags compare by type and value, and hash as they compare.
@Suite struct TagTests {
    enum Part: Hashable, Sendable { case hand, face }

    @Test func equalValuesOfOneTypeAreOneTagAndHashAlike() {
        let pairs: [(NodeTag, NodeTag)] = [(NodeTag(7), 7), (NodeTag("dial"), "dial"), (NodeTag(Part.hand), NodeTag(Part.hand)), (NodeTag(NodeTag(3)), NodeTag(3))]
        for (a, b) in pairs {
            #expect(a == b)
            #expect(a.hashValue == b.hashValue)
        }
    }

    @Test func anotherTypeOrValueIsAnotherTag() {
        let tags: [NodeTag] = [NodeTag(1), NodeTag(Int32(1)), NodeTag(UInt8(1)), NodeTag("1"), NodeTag(2), NodeTag(Part.hand), NodeTag(Part.face)]
        for (i, a) in tags.enumerated() {
            for (j, b) in tags.enumerated() { #expect((a == b) == (i == j), "\(a) against \(b)") }
        }
        // As keys: every tag finds its own entry and no other.
        var table: [NodeTag: Int] = [:]
        for (i, tag) in tags.enumerated() { table[tag] = i }
        #expect(table.count == tags.count)
        for (i, tag) in tags.enumerated() { #expect(table[tag] == i) }
        #expect(table[NodeTag(Int64(1))] == nil && table[NodeTag(Part.hand)] == 5)
    }

    @Test func theValueComesBackAsItsOwnTypeOnly() {
        #expect(NodeTag(42).value(as: Int.self) == 42)
        #expect(NodeTag(42).value(as: String.self) == nil)
        #expect(NodeTag("42").description == "\"42\"" && NodeTag(42).description == "42")
    }
}
