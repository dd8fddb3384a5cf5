import NIOPosix
import Synchronization

/// Bounds the renders running at once and how many wait for a turn, runs them on a thread pool of
/// its own (NIO's `NIOThreadPool`, one thread per slot), and gives up waiting for a render after a
/// timeout. Renders are synchronous, CPU-bound work, kept off the event loops and the concurrency
/// pool, so a long render blocks no request handler and no timer. A render that times out cannot
/// be stopped, so it finishes in the background and keeps its slot (and its thread) until it
/// does — the bound counts what really runs, and an admitted render always finds a thread free.
/// One watchdog task answers late renders (``RenderDeadlines``), and a render that finds a slot
/// free takes it without suspending: each suspension and timer is a thread hop that an uncached
/// badge, rendered in well under a tenth of a millisecond, would pay several times over.
final class RenderGate: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Bool, Never>] = []

        /// Takes a slot if fewer than `limit` run; `false` when all are taken.
        mutating func takeSlot(limit: Int) -> Bool {
            guard running < limit else { return false }
            running += 1
            return true
        }
    }

    private let threads: NIOThreadPool
    private let state = Mutex(State())
    private let limits: ServerLimits
    private let deadlines = RenderDeadlines()
    private let watchdog: Task<Void, Never>

    init(limits: ServerLimits) {
        self.limits = limits
        threads = NIOThreadPool(numberOfThreads: max(1, limits.maxConcurrentRenders))
        threads.start()
        let deadlines = deadlines, interval = RenderDeadlines.checkInterval(for: limits.renderTimeout)
        watchdog = Task { await deadlines.watch(every: interval) }
    }

    deinit {
        // Nothing runs any more: a running render holds the gate (it leaves its slot at the end).
        watchdog.cancel()
        threads.shutdownGracefully { _ in }
    }

    /// Runs `work` when a slot is free and returns its result, or throws 503 `busy` when too many
    /// renders wait already, and 503 `timeout` when `work` takes longer than the render timeout.
    func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        var admitted = takeFreeSlot()
        if !admitted { admitted = await waitForSlot() }
        guard admitted else {
            throw ServerError(.serviceUnavailable, "busy", "too many renders are waiting; try again shortly",
                              retryAfter: limits.retryAfterSeconds)
        }
        let outcome = Outcome<Value>()
        let timeoutError = ServerError(.serviceUnavailable, "timeout",
                                       "the render took longer than \(limits.renderTimeout)",
                                       retryAfter: limits.retryAfterSeconds)
        return try await withCheckedContinuation { continuation in
            outcome.waiting.withLock { $0 = continuation }
            let ticket = deadlines.add(deadline: .now + limits.renderTimeout) {
                outcome.resume(with: .failure(timeoutError))
            }
            // Off the concurrency pool: the watchdog can answer while the render runs.
            threads.submit { state in
                // A pool shuts down only with the gate, which a render in flight keeps.
                let result = state == .active ? Result { try work() } : .failure(CancellationError())
                self.leave()
                self.deadlines.remove(ticket)
                outcome.resume(with: result)
            }
        }.get()
    }

    /// Takes a slot if one is free; `false` when all are taken.
    private func takeFreeSlot() -> Bool {
        state.withLock { $0.takeSlot(limit: limits.maxConcurrentRenders) }
    }

    /// Takes a slot, waiting in line for one if all are taken; `false` when the line is full.
    private func waitForSlot() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let admitted: Bool? = state.withLock { state in
                // A slot may have come free since the caller found none.
                if state.takeSlot(limit: limits.maxConcurrentRenders) { return true }
                guard state.waiting.count < limits.maxWaitingRenders else { return false }
                state.waiting.append(continuation)
                return nil
            }
            if let admitted { continuation.resume(returning: admitted) }
        }
    }

    /// Hands the slot to the first in line, or frees it.
    private func leave() {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            if state.waiting.isEmpty {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: true)
    }
}

/// Where a render's result goes: to the request, once — whichever of the render and its timeout
/// ends first resumes it, and the other finds it gone.
private final class Outcome<Value: Sendable>: Sendable {
    let waiting = Mutex<CheckedContinuation<Result<Value, any Error>, Never>?>(nil)

    func resume(with result: Result<Value, any Error>) {
        waiting.withLock { $0.take() }?.resume(returning: result)
    }
}
