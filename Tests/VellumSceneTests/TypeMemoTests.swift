import Testing
@testable import VellumScene
import VellumCore

/// A type memo asks once per type and keeps each type's answer apart.
@Suite struct TypeMemoTests {
    @Test func eachTypeIsAskedOnceAndKeepsItsOwnAnswer() {
        let memo = TypeMemo<String>()
        var asked: [String] = []
        func name(_ type: Any.Type) -> String {
            memo.answer(for: type) {
                asked.append(String(describing: type))
                return "\(type) #\(asked.count)"
            }
        }
        #expect(name(Int.self) == "Int #1")
        #expect(name(String.self) == "String #2")
        #expect(name(Int.self) == "Int #1")
        #expect(name(String.self) == "String #2")
        #expect(asked == ["Int", "String"])
    }

    @Test func typeNamesAreThoseStringDescribingWrites() {
        #expect(TypeNames.of(Capsule.self) == String(describing: Capsule.self))
        #expect(TypeNames.of([Int].self) == "Array<Int>")
    }
}
