import Foundation
import Synchronization
import Testing
@testable import VellumScene
import VellumCore

/// Each thread finds the kinds of description types itself; scenes built on several threads at
/// once come out as one built on one thread, and an update in place still finds its way.
@Suite struct DescriptionKindTests {
    /// A component (equatable), a shape, and primitives that do and do not refresh in place.
    struct Card: Node, Equatable {
        var title: String
        var body: some Node {
            VStack {
                Capsule().fill(.blue).frame(width: 60, height: 12)
                Text(title)
                Circle().stroke(.red, lineWidth: 2).frame(width: 20, height: 20)
            }
            .padding(4)
        }
    }

    @Test func kindsAreWhatTheTypesAre() {
        let card = DescriptionKind.of(Card(title: "a"))
        #expect(card.make == nil && card.refresh == nil && card.equatable != nil && !card.isShape)
        let shape = DescriptionKind.of(Capsule())
        #expect(shape.make == nil && shape.isShape)
        let stack = DescriptionKind.of(VStack { Circle() })
        #expect(stack.make != nil)
        let tuple = DescriptionKind.of(Group { Circle(); Capsule() })
        #expect(tuple.make != nil && tuple.refresh != nil)
    }

    @Test func scenesBuiltOnManyThreadsAtOnceAreTheSame() throws {
        let size = Size(width: 120, height: 80)
        let expected = try Scene { Card(title: "Gold") }.displayList(size: size)
        let results = Mutex<[DisplayList]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5 {
                guard let list = try? Scene(content: { Card(title: "Gold") }).displayList(size: size) else { continue }
                results.withLock { $0.append(list) }
            }
        }
        let lists = results.withLock { $0 }
        #expect(lists.count == 40)
        #expect(lists.allSatisfy { $0 == expected })
    }
}
