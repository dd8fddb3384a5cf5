/// A zero-initialised heap buffer that only ever grows, reused across paths and frames so that
/// the rasterizer's inner loops never allocate.
///
/// Elements must be trivial (numbers); the buffer hands out a raw pointer for tight loops, and
/// its owner guarantees it outlives every use of that pointer.
final class ScratchBuffer<Element: BitwiseCopyable> {
    /// The first element.
    private(set) var pointer: UnsafeMutablePointer<Element>
    /// How many elements `pointer` addresses.
    private(set) var capacity: Int
    private let zero: Element

    /// Creates a buffer of `capacity` elements set to `zero`.
    init(capacity: Int = 0, zero: Element) {
        self.zero = zero
        self.capacity = max(capacity, 1)
        pointer = .allocate(capacity: self.capacity)
        pointer.initialize(repeating: zero, count: self.capacity)
    }

    deinit {
        pointer.deallocate()
    }

    /// Makes room for at least `count` elements. When the buffer has to grow, every element is
    /// reset to zero; otherwise the contents are left as they are.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: zero, count: count)
    }
}
