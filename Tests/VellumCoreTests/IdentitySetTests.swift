import Testing
@testable import VellumCore

/// The table a tree's check finds repeated identities with.
@Suite struct IdentitySetTests {
    @Test func everyIdentityGoesInOnceAsTheTableGrows() {
        var set = IdentitySet(capacity: 2)
        var ids: [RenderNodeID] = []
        for scope in [0, 1, 0x9E37_79B9_7F4A_7C15, .max] as [UInt64] {
            for index in [0, 1, 2, 7, 1000, .max - 1, .max] as [UInt32] { ids.append(RenderNodeID(scope: scope, index: index)) }
        }
        for i in 0..<3000 { ids.append(RenderNodeID(scope: 100 + UInt64(i % 37), index: UInt32(i))) }
        for id in ids {
            let inserted = set.insert(id)
            #expect(inserted, "\(id) was new")
        }
        // After many growths, every identity is still found, and only those.
        for id in ids {
            let inserted = set.insert(id)
            #expect(!inserted, "\(id) was already in")
        }
        let others = [RenderNodeID(scope: 38, index: 3), RenderNodeID(scope: .max, index: 3)]
        #expect(others.allSatisfy { set.insert($0) })
    }
}
