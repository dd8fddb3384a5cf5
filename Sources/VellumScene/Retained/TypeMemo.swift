import VellumCore

/// Answers about types, found once per type and kept by one thread: what asking costs each time
/// (a cast to a protocol, a type's printed name) is paid once, and the table takes no lock and
/// shares no memory with the threads building scenes beside it. Keep one in a ``PerThread``.
final class TypeMemo<Answer> {
    private var answers: [ObjectIdentifier: Answer] = [:]

    /// The answer for `type`, found with `find` on this memo's first question about it.
    @inline(__always)
    func answer(for type: Any.Type, find: () -> Answer) -> Answer {
        let key = ObjectIdentifier(type)
        if let known = answers[key] { return known }
        let answer = find()
        answers[key] = answer
        return answer
    }
}
