import Dispatch
import Foundation
import Synchronization

/// `map` over a few worker threads, each taking the next element when it is free: child
/// processes that mostly wait (mutant builds and test runs), where one at a time leaves the
/// machine idle, and parsing, which is CPU-bound over independent files (one worker a core).
struct WorkerPool {
    let jobs: Int

    /// One worker per active core.
    static var perCore: WorkerPool {
        WorkerPool(jobs: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// `map` with a `transform` that cannot fail and needs no worker number.
    func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        // Cannot throw: the transform does not.
        (try? map(elements) { _, element in transform(element) }) ?? []
    }

    /// `transform` gets the worker's number (0..<jobs: for its own log file) and the element;
    /// the first error thrown is rethrown once every worker has stopped.
    func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Int, Element) throws -> Mapped
    ) throws -> [Mapped] {
        let next = Mutex(0)
        let results = Mutex<[Int: Mapped]>([:])
        let failure = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, elements.count))) { worker in
            while failure.withLock({ $0 == nil }) {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < elements.count else { return }
                do {
                    let mapped = try transform(worker, elements[index])
                    results.withLock { $0[index] = mapped }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return results.withLock { stored in elements.indices.compactMap { stored[$0] } }
    }
}
