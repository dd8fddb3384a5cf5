import Synchronization

/// Rendered pictures kept by `ETag`, so that a picture asked for again is not rendered again;
/// the oldest go first when the bytes kept would pass the limit. Output is deterministic, so a
/// kept picture is exactly what rendering again would give.
final class RenderCache: Sendable {
    private struct State {
        var pictures: [String: [UInt8]] = [:]
        var order: [String] = []
        var first = 0
        var bytes = 0
    }

    private let state = Mutex(State())
    private let capacity: Int

    /// A cache of at most `capacity` bytes; 0 keeps nothing.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The picture kept under `key`, if any.
    subscript(key: String) -> [UInt8]? {
        state.withLock { $0.pictures[key] }
    }

    /// Keeps `picture` under `key`, evicting the oldest pictures to stay within the capacity.
    func insert(_ picture: [UInt8], for key: String) {
        guard picture.count <= capacity else { return }
        state.withLock { state in
            guard state.pictures[key] == nil else { return }
            while state.bytes + picture.count > capacity, state.first < state.order.count {
                let oldest = state.order[state.first]
                state.first += 1
                state.bytes -= state.pictures.removeValue(forKey: oldest)?.count ?? 0
            }
            // Drop the evicted prefix now and then, so the order list does not grow for ever.
            if state.first > 1024, state.first * 2 > state.order.count {
                state.order.removeFirst(state.first)
                state.first = 0
            }
            state.pictures[key] = picture
            state.order.append(key)
            state.bytes += picture.count
        }
    }
}
