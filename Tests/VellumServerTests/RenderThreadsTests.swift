import Foundation
import Synchronization
import Testing
@testable import VellumServer

@Suite struct RenderThreadsTests {
    /// How many times each job ran.
    private final class Tally: Sendable {
        let counts = Mutex<[Int: Int]>([:])
    }

    /// Jobs submitted in bursts, some while others block, all run exactly once: none is lost
    /// between a thread going idle and a job claiming it.
    @Test func everyJobRunsOnce() async {
        let threads = RenderThreads()
        let runs = Tally()
        for burst in 0..<20 {
            await withTaskGroup(of: Void.self) { group in
                for job in 0..<8 {
                    group.addTask {
                        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                            threads.run {
                                if job.isMultiple(of: 3) { Thread.sleep(forTimeInterval: 0.001) }
                                runs.counts.withLock { $0[burst * 8 + job, default: 0] += 1 }
                                done.resume()
                            }
                        }
                    }
                }
            }
        }
        let counts = runs.counts.withLock { $0 }
        #expect(counts.count == 160)
        #expect(counts.values.allSatisfy { $0 == 1 })
    }

    /// A job that blocks does not hold up the others: each runs on a thread of its own.
    @Test func aBlockedJobDoesNotHoldUpTheNext() async {
        let threads = RenderThreads()
        let release = DispatchSemaphore(value: 0)
        threads.run { release.wait() }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            threads.run { done.resume() }
        }
        release.signal()
    }
}
