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

    /// Equal values whose bits differ, and values too long to compare by bits, are one tag all
    /// the same: the same bits are a shortcut to equality, never its definition.
    @Test func equalValuesWithOtherBitsAreOneTag() {
        #expect(NodeTag(0.0) == NodeTag(-0.0))
        let long = String(repeating: "hand of the clock ", count: 3)
        #expect(NodeTag(long) == NodeTag(String(long.reversed().reversed())))
        #expect(NodeTag(long) != NodeTag(long + "!"))
        let name = Name("dial")
        #expect(NodeTag(name) == NodeTag(name) && NodeTag(name) == NodeTag(Name("dial")))
        #expect(NodeTag(name) != NodeTag(Name("face")))
    }

    /// A reference type equal by content, to tell one instance from an equal one.
    final class Name: Hashable, Sendable {
        let text: String
        init(_ text: String) { self.text = text }
        static func == (a: Name, b: Name) -> Bool { a.text == b.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    @Test func theValueComesBackAsItsOwnTypeOnly() {
        #expect(NodeTag(42).value(as: Int.self) == 42)
        #expect(NodeTag(42).value(as: String.self) == nil)
        #expect(NodeTag("42").description == "\"42\"" && NodeTag(42).description == "42")
    }
}
