import Foundation
import Synchronization
import Testing
@testable import VellumServer

@Suite struct RenderGateTests {
    /// How many times each render ran.
    private final class Tally: Sendable {
        let counts = Mutex<[Int: Int]>([:])
    }

    /// Renders submitted in bursts, some of them blocking for a moment, all run exactly once on
    /// the gate's threads.
    @Test func everyRenderRunsOnce() async throws {
        let gate = RenderGate(limits: ServerLimits())
        let runs = Tally()
        for burst in 0..<20 {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for job in 0..<8 {
                    group.addTask {
                        try await gate.run {
                            if job.isMultiple(of: 3) { Thread.sleep(forTimeInterval: 0.001) }
                            runs.counts.withLock { $0[burst * 8 + job, default: 0] += 1 }
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        let counts = runs.counts.withLock { $0 }
        #expect(counts.count == 160)
        #expect(counts.values.allSatisfy { $0 == 1 })
    }

    /// A render that blocks does not hold up the next: each slot has a thread of its own.
    @Test func aBlockedRenderDoesNotHoldUpTheNext() async throws {
        let gate = RenderGate(limits: ServerLimits())
        let release = DispatchSemaphore(value: 0)
        let blocked = Task { try await gate.run { release.wait() } }
        #expect(try await gate.run { 7 } == 7)
        release.signal()
        try await blocked.value
    }
}
