/// A name for a node or a symbol: any hashable, sendable value (an `Int`, a `String`, an enum
/// case), compared by type and value as SwiftUI's `.tag(_:)` does.
public struct Tag: Hashable, Sendable, CustomStringConvertible {
    private let value: any Hashable & Sendable
    private let equals: @Sendable (any Hashable & Sendable) -> Bool
    /// The value's hash, with its type's, taken once: a tag is hashed far more often than made
    /// (every symbol table and tag lookup), and two tags with different hashes differ.
    private let hash: Int

    /// Wraps a value as a tag.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if Value.self == Tag.self, let tag = value as? Tag {
            self = tag
            return
        }
        self.value = value
        self.equals = { other in (other as? Value) == value }
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(type(of: value)))
        hasher.combine(value)
        hash = hasher.finalize()
    }

    /// The wrapped value, if it has type `Value`.
    public func value<Value: Hashable & Sendable>(as _: Value.Type) -> Value? { value as? Value }

    public static func == (a: Tag, b: Tag) -> Bool { a.hash == b.hash && a.equals(b.value) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    public var description: String {
        value is String ? "\"\(value)\"" : "\(value)"
    }
}

extension Tag: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(value) }
}
