/// Whether `a` and `b` have the same bits: the same references and the same stored values, and
/// so equal under any `==` that is reflexive. Different bits say nothing (padding, or two
/// instances with equal contents), so this is a fast path in front of `==`, never instead of it.
/// Used where values passed along unchanged are compared often: render nodes carried over from
/// one tree to the next (one box), and a node's locale, time zone and calendar. (A tag keeps its
/// value's bytes when it is made, since the existential it holds may differ in unused bytes.)
@inlinable package func haveSameBits<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { a in
        withUnsafeBytes(of: b) { b in
            var offset = 0
            while offset + 8 <= a.count {
                guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                offset += 8
            }
            while offset < a.count {
                guard a[offset] == b[offset] else { return false }
                offset += 1
            }
            return true
        }
    }
}
