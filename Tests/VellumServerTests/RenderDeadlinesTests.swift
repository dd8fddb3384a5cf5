import Foundation
import Synchronization
import Testing
@testable import VellumServer

@Suite struct RenderDeadlinesTests {
    private final class Calls: Sendable {
        let names = Mutex<[String]>([])
        func record(_ name: String) -> @Sendable () -> Void { { self.names.withLock { $0.append(name) } } }
    }

    /// Only deadlines already passed run, each once; a removed one never does.
    @Test func dueDeadlinesRunOnceAndRemovedOnesNever() {
        let deadlines = RenderDeadlines(), calls = Calls()
        let start = ContinuousClock.now
        _ = deadlines.add(deadline: start + .milliseconds(10), expire: calls.record("early"))
        _ = deadlines.add(deadline: start + .seconds(60), expire: calls.record("late"))
        let removed = deadlines.add(deadline: start + .milliseconds(5), expire: calls.record("removed"))
        deadlines.remove(removed)
        deadlines.expire(before: start + .milliseconds(20))
        deadlines.expire(before: start + .milliseconds(30))
        #expect(calls.names.withLock { $0 } == ["early"])
        deadlines.expire(before: start + .seconds(61))
        #expect(calls.names.withLock { $0 } == ["early", "late"])
    }

    @Test func theCheckIsATenthOfTheTimeoutWithinBounds() {
        #expect(RenderDeadlines.checkInterval(for: .seconds(10)) == .seconds(1))
        #expect(RenderDeadlines.checkInterval(for: .seconds(60)) == .seconds(1))
        #expect(RenderDeadlines.checkInterval(for: .milliseconds(50)) == .milliseconds(5))
        #expect(RenderDeadlines.checkInterval(for: .microseconds(10)) == .milliseconds(1))
    }

    /// The watchdog answers a render that outlives the timeout with 503 `timeout`; the render keeps
    /// its slot until it ends, so the next render waits for it and then runs.
    @Test func theWatchdogAnswersALateRenderWhichKeepsItsSlot() async throws {
        var limits = ServerLimits()
        limits.renderTimeout = .milliseconds(30)
        limits.maxConcurrentRenders = 1
        let gate = RenderGate(limits: limits)
        let release = DispatchSemaphore(value: 0)
        let ended = Mutex(false)
        do {
            try await gate.run {
                release.wait()
                ended.withLock { $0 = true }
            }
            Issue.record("a render blocked past its timeout must be answered 503")
        } catch let error as ServerError {
            #expect(error.status == .serviceUnavailable)
            #expect(error.body.error == "timeout")
        }
        #expect(ended.withLock { $0 } == false)
        let next = Task { try await gate.run { ended.withLock { $0 } } }
        release.signal()
        #expect(try await next.value == true)
    }
}
