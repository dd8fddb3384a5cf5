import VellumCore

/// Type names as `String(describing:)` writes them (`Capsule`, `RadialLayout`), found once per
/// type and thread. Each shape node is named after its shape for its structural identity, and
/// writing a type's name reflects on it and asks the runtime, whose table of names every thread
/// shares behind a lock: two shapes had cost 14 k instructions, a fiftieth, of serving a badge.
enum TypeNames {
    /// The name of `type`.
    static func of(_ type: Any.Type) -> String {
        KnownNames.perThread.current.name(of: type)
    }
}

/// The names found so far on one thread.
private final class KnownNames {
    private var names: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = names[key] { return known }
        let name = String(describing: type)
        names[key] = name
        return name
    }

    /// Each thread's names.
    static let perThread = PerThread { KnownNames() }
}
