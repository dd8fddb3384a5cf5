import Foundation
import Synchronization
import Testing
import VellumCore

/// Each thread has its own instance, kept for as long as the thread runs and released when it
/// ends.
@Suite struct PerThreadTests {
    /// Counts the instances alive.
    final class Counted {
        static let alive = Atomic<Int>(0)
        let id = UUID()
        init() { Self.alive.add(1, ordering: .relaxed) }
        deinit { Self.alive.subtract(1, ordering: .relaxed) }
    }

    static let storage = PerThread { Counted() }

    /// Runs `body` on a new thread and waits until the thread has ended.
    static func onNewThread(_ body: @escaping @Sendable () -> Void) {
        let ended = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            ended.signal()
        }
        thread.start()
        ended.wait()
        // The thread's keys are destroyed after its body returns: wait until it has finished.
        while !thread.isFinished { usleep(1000) }
    }

    @Test func oneThreadKeepsOneInstance() {
        let ids = Mutex<[UUID]>([])
        Self.onNewThread {
            let first = Self.storage.current, second = Self.storage.current
            #expect(first === second)
            ids.withLock { $0.append(first.id) }
        }
        #expect(ids.withLock { $0.count } == 1)
    }

    @Test func threadsHaveTheirOwnAndReleaseThemWhenTheyEnd() {
        let before = Counted.alive.load(ordering: .relaxed)
        let ids = Mutex<Set<UUID>>([])
        for _ in 0..<4 {
            Self.onNewThread { ids.withLock { _ = $0.insert(Self.storage.current.id) } }
        }
        #expect(ids.withLock { $0.count } == 4)
        #expect(Counted.alive.load(ordering: .relaxed) == before)
    }
}
