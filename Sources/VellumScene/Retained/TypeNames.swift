import VellumCore

/// Type names as `String(describing:)` writes them (`Capsule`, `RadialLayout`), found once per
/// type and thread. Each shape node is named after its shape for its structural identity, and
/// writing a type's name reflects on it and asks the runtime, whose table of names every thread
/// shares behind a lock: two shapes had cost 14 k instructions, a fiftieth, of serving a badge.
enum TypeNames {
    /// The name of `type`.
    static func of(_ type: Any.Type) -> String {
        known.current.answer(for: type) { String(describing: type) }
    }

    /// The names each thread has found.
    private static let known = PerThread { TypeMemo<String>() }
}
