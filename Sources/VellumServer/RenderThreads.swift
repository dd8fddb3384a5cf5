import Foundation
import Synchronization

/// Threads that run renders: synchronous, CPU-bound work kept off the concurrency pool, so a
/// long render blocks no request handler and no timer. A thread that finishes a render takes the
/// next one waiting; one that has had nothing to do for a while ends, and a render that finds no
/// idle thread starts one — the gate in front bounds how many run, so threads stay few, and a
/// busy server does not pay for starting a thread per render.
final class RenderThreads: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        /// Threads waiting for a job that no job has claimed yet.
        var idle = 0
    }

    /// Scenes nest deeply; give renders the stack a main thread has.
    private static let stackSize = 8 << 20
    /// How long a thread waits for work before it ends.
    private static let idleLifetime: DispatchTimeInterval = .seconds(10)

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// Runs `job` on an idle thread, or on a new one when none is idle.
    func run(_ job: @escaping @Sendable () -> Void) {
        let startsThread = state.withLock { state -> Bool in
            state.jobs.append(job)
            guard state.idle > 0 else { return true }
            state.idle -= 1
            return false
        }
        if startsThread {
            let thread = Thread { self.work() }
            thread.stackSize = Self.stackSize
            thread.start()
        } else {
            wake.signal()
        }
    }

    private func work() {
        while true {
            while let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) { job() }
            let waits = state.withLock { state -> Bool in
                guard state.jobs.isEmpty else { return false }
                state.idle += 1
                return true
            }
            guard waits else { continue }
            if wake.wait(timeout: .now() + Self.idleLifetime) == .success { continue }
            // Timed out. If a job claimed an idle thread meanwhile, its signal is on the way:
            // take it; otherwise give up the idle place and end.
            let ends = state.withLock { state -> Bool in
                guard state.idle > 0 else { return false }
                state.idle -= 1
                return true
            }
            if ends { return }
            wake.wait()
        }
    }
}
