import Dispatch
import Synchronization

/// `map` spread over every core: parsing is CPU-bound and files are independent.
enum ConcurrentMap {
    static func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        let results = Mutex<[Int: Mapped]>([:])
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let mapped = transform(elements[index])
            results.withLock { $0[index] = mapped }
        }
        return results.withLock { stored in (0..<elements.count).compactMap { stored[$0] } }
    }
}
