extension Array {
    /// Whether the two arrays are one storage — one a copy of the other, neither written to
    /// since — and so equal without a look at their elements.
    func sharesStorage(with other: [Element]) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
