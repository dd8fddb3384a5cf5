import VellumCore

/// A scene node's identity by its place in the tree, as SwiftUI's structural identity: the path of
/// child indices and node kinds from the content's root (or a symbol's), folded into 64 bits with
/// FNV-1a. Two nodes in the same place of two versions of the tree share it; two places never do
/// (short of a 64-bit collision, which the render tree would reject as a repeated identity).
enum StructuralIdentity {
    /// The content's root.
    static let root = fold(offset, "content")

    /// The root of the symbol `tag`.
    static func symbol(_ tag: Tag) -> UInt64 {
        fold(fold(offset, "symbol"), tag.description)
    }

    /// The child at `index` of the node `parent`, a node of kind `kind`.
    static func child(of parent: UInt64, at index: Int, kind: String) -> UInt64 {
        var h = parent
        for byte in withUnsafeBytes(of: UInt64(index).littleEndian, Array.init) { h = (h ^ UInt64(byte)) &* prime }
        return fold(h, kind)
    }

    private static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    private static func fold(_ hash: UInt64, _ text: String) -> UInt64 {
        var h = hash
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* prime }
        return (h ^ 0xFF) &* prime
    }
}
