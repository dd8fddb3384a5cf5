/// The node identities a tree's check has met: an open-addressing table with a multiplicative
/// hash, since every node of every tree — a scene's whole tree on every update — passes through
/// it once, and a `Set` would run SipHash for each.
struct IdentitySet {
    /// Pairs of words per slot: the scope, and the index plus one (0 marks an empty slot).
    private var slots: [UInt64]
    private var count = 0
    /// Slots minus one: the table has a power-of-two number of slots.
    private var mask: Int

    /// A set with room for `capacity` identities before it grows.
    init(capacity: Int = 8) {
        let slotCount = max(8, (max(capacity, 1) * 2).nextPowerOfTwo)
        slots = [UInt64](repeating: 0, count: slotCount * 2)
        mask = slotCount - 1
    }

    /// Adds `id`; returns false when it was in the set already.
    mutating func insert(_ id: RenderNodeID) -> Bool {
        if (count + 1) * 2 > mask + 1 { grow() }
        let index = UInt64(id.index) &+ 1
        var slot = Self.slot(of: id, mask: mask)
        while slots[2 &* slot &+ 1] != 0 {
            if slots[2 &* slot] == id.scope && slots[2 &* slot &+ 1] == index { return false }
            slot = (slot &+ 1) & mask
        }
        slots[2 &* slot] = id.scope
        slots[2 &* slot &+ 1] = index
        count += 1
        return true
    }

    private static func slot(of id: RenderNodeID, mask: Int) -> Int {
        let mixed = id.word &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// Doubles the slots, putting every identity back.
    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = mask * 2 + 1
        count = 0
        for pair in stride(from: 0, to: old.count, by: 2) where old[pair + 1] != 0 {
            _ = insert(RenderNodeID(scope: old[pair], index: UInt32(truncatingIfNeeded: old[pair + 1] &- 1)))
        }
    }
}

extension Int {
    /// The smallest power of two at least this (1 for values up to 1).
    fileprivate var nextPowerOfTwo: Int {
        self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
