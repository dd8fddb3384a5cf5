import Synchronization

/// When each render in flight runs out of time, watched by one task for all of them: a render
/// registers its deadline and what to do when it passes, and removes it when it ends. A timer task
/// per render (created, scheduled and cancelled for every request) had cost a badge server a
/// sixth of its uncached responses a second.
final class RenderDeadlines: Sendable {
    private struct Entry {
        let deadline: ContinuousClock.Instant
        let expire: @Sendable () -> Void
    }

    private struct State {
        var nextTicket = 0
        var entries: [Int: Entry] = [:]
    }

    private let state = Mutex(State())

    /// Registers `expire`, to run once `deadline` has passed unless ``remove(_:)`` comes first;
    /// returns the ticket that removes it.
    func add(deadline: ContinuousClock.Instant, expire: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            state.nextTicket &+= 1
            state.entries[state.nextTicket] = Entry(deadline: deadline, expire: expire)
            return state.nextTicket
        }
    }

    /// Forgets the deadline of `ticket` (the render ended in time, or its deadline was handled).
    func remove(_ ticket: Int) {
        _ = state.withLock { $0.entries.removeValue(forKey: ticket) }
    }

    /// Runs and forgets every `expire` whose deadline is before `now`, outside the lock.
    func expire(before now: ContinuousClock.Instant) {
        let due = state.withLock { state -> [Entry] in
            let due = state.entries.filter { $0.value.deadline <= now }
            for ticket in due.keys { state.entries.removeValue(forKey: ticket) }
            return Array(due.values)
        }
        for entry in due { entry.expire() }
    }

    /// Checks the deadlines every `interval` until the task running it is cancelled.
    func watch(every interval: Duration) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            expire(before: .now)
        }
    }

    /// How often to check for a render `timeout`: a tenth of it, from a millisecond to a second,
    /// so a late render is answered at most that long after its deadline.
    static func checkInterval(for timeout: Duration) -> Duration {
        min(max(timeout / 10, .milliseconds(1)), .seconds(1))
    }
}
