/// A name for a node or a symbol: any hashable, sendable value (an `Int`, a `String`, an enum
/// case), compared by type and value as SwiftUI's `.tag(_:)` does.
public struct Tag: Hashable, Sendable, CustomStringConvertible {
    private let value: any Hashable & Sendable
    private let equals: @Sendable (any Hashable & Sendable) -> Bool
    /// The value's hash, with its type's, taken once: a tag is hashed far more often than made
    /// (every symbol table and tag lookup), and two tags with different hashes differ.
    private let hash: Int
    /// The value's type, and its bytes (zero-padded) when it is at most 16 bytes long: the same
    /// bits in the same type are the same value for any reflexive `==` (an identical string, the
    /// same number, one reference).
    private let valueType: ObjectIdentifier
    private let bits: Bits?

    private struct Bits: Equatable {
        var low: UInt64 = 0, high: UInt64 = 0
    }

    /// Wraps a value as a tag.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if Value.self == Tag.self, let tag = value as? Tag {
            self = tag
            return
        }
        self.value = value
        self.equals = { other in (other as? Value) == value }
        valueType = ObjectIdentifier(type(of: value))
        if MemoryLayout<Value>.size <= MemoryLayout<Bits>.size {
            var bits = Bits()
            withUnsafeBytes(of: value) { value in withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: value) } }
            self.bits = bits
        } else {
            bits = nil
        }
        var hasher = Hasher()
        hasher.combine(valueType)
        hasher.combine(value)
        hash = hasher.finalize()
    }

    /// The wrapped value, if it has type `Value`.
    public func value<Value: Hashable & Sendable>(as _: Value.Type) -> Value? { value as? Value }

    /// Two tags of one type whose values have the same bits are equal without the cast
    /// `equals` makes (a tag passed along, a string or number tag made again by a component's
    /// body); other pairs are compared by the value's own `==`.
    public static func == (a: Tag, b: Tag) -> Bool {
        guard a.hash == b.hash else { return false }
        if let bits = a.bits, bits == b.bits, a.valueType == b.valueType { return true }
        return a.equals(b.value)
    }

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
