/// A growable list of plain values that the stroker and the dasher empty and fill again for every
/// polyline and dash: emptying it resets a count, and appending checks only its capacity.
///
/// An `Array` in a struct pays a uniqueness check (a runtime call) on every append and a generic
/// range replacement on every `removeAll(keepingCapacity:)`; a dashed stroke does both a few times
/// per dash, tens of thousands of times a frame. The list is a class so that copies of the
/// stroker or dasher share it, as they share its use (one copy works at a time).
final class ScratchList<Element: BitwiseCopyable> {
    /// How many elements the list holds.
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>

    /// An empty list with room for `capacity` elements.
    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The elements, valid until the list next changes.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage, count: count) }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return storage[index]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            storage[index] = newValue
        }
    }

    var last: Element? { count > 0 ? storage[count &- 1] : nil }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(to: 2 * capacity) }
        storage[count] = element
        count &+= 1
    }

    /// Appends `elements` in order.
    func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        reserve(count + elements.count)
        for element in elements {
            storage[count] = element
            count &+= 1
        }
    }

    /// Appends `other`'s elements last to first.
    func append(reversed other: ScratchList<Element>) {
        reserve(count + other.count)
        var i = other.count
        while i > 0 {
            i &-= 1
            storage[count] = other.storage[i]
            count &+= 1
        }
    }

    func removeLast() {
        precondition(count > 0, "removeLast on an empty list")
        count &-= 1
    }

    /// Empties the list, keeping its room.
    func removeAll() {
        count = 0
    }

    /// Reverses the elements in place.
    func reverse() {
        var elements = UnsafeMutableBufferPointer(start: storage, count: count)
        elements.reverse()
    }

    /// Makes room for at least `minimum` elements, doubling at least when it grows.
    @inline(__always)
    func reserve(_ minimum: Int) {
        if minimum > capacity { grow(to: max(minimum, 2 * capacity)) }
    }

    private func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.initialize(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }
}
