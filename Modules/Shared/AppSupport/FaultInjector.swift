import Synchronization

/// Lets a test or a script make chosen repository operations fail, or hang until released,
/// so error paths and loading states can be shown and checked deterministically.
///
/// Operations are named `"<repository>.<operation>"` (for example `"players.update"`).
/// A key ending in `.*` matches every operation of that repository; `"*"` matches all.
/// Repository decorators call ``check(_:)`` before doing the real work.
public final class FaultInjector: Sendable {
    /// What happens to an operation whose key is armed.
    public enum Fault: Sendable, Equatable {
        /// The operation throws ``InjectedFault`` and does nothing.
        case fail
        /// The operation waits until ``releaseHeld()`` (or its task is cancelled).
        case hold
    }

    private struct State {
        var armed: [String: Fault] = [:]
        var held: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// Arms `fault` for every operation matching `key`, until ``disarm(_:)`` or ``reset()``.
    public func arm(_ key: String, _ fault: Fault) {
        state.withLock { $0.armed[key] = fault }
    }

    public func disarm(_ key: String) {
        _ = state.withLock { $0.armed.removeValue(forKey: key) }
    }

    /// Disarms every key and releases every held operation.
    public func reset() {
        disarmAll()
        releaseHeld()
    }

    /// Disarms every key; held operations stay held.
    public func disarmAll() {
        state.withLock { $0.armed.removeAll() }
    }

    /// Lets the operation held longest go on (it then runs normally); false when none is held.
    /// Releasing one at a time, each waited for, keeps the order of held calls the order of
    /// their effects, which releasing all at once leaves to the scheduler.
    @discardableResult
    public func releaseOldestHeld() -> Bool {
        let continuation = state.withLock { state in
            state.held.keys.min().flatMap { state.held.removeValue(forKey: $0) }
        }
        continuation?.resume()
        return continuation != nil
    }

    /// Lets every held operation go on (it then runs normally).
    public func releaseHeld() {
        let continuations = state.withLock { state in
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
        continuations.forEach { $0.resume() }
    }

    /// The keys armed now.
    public var armedKeys: [String] {
        state.withLock { Array($0.armed.keys).sorted() }
    }

    /// How many operations are waiting on a hold right now.
    public var heldCount: Int {
        state.withLock { $0.held.count }
    }

    /// The fault armed for `operation`, if any.
    public func fault(for operation: String) -> Fault? {
        state.withLock { state in
            if let fault = state.armed[operation] { return fault }
            let repository = operation.split(separator: ".").first.map(String.init) ?? operation
            return state.armed["\(repository).*"] ?? state.armed["*"]
        }
    }

    /// Applies the fault armed for `operation`: throws, waits, or returns at once.
    public func check(_ operation: String) async throws {
        switch fault(for: operation) {
        case nil:
            return
        case .fail:
            throw InjectedFault(operation: operation)
        case .hold:
            try await hold()
        }
    }

    private func hold() async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelledAlready = state.withLock { state -> Bool in
                    if Task.isCancelled { return true }
                    state.held[id] = continuation
                    return false
                }
                if cancelledAlready { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { $0.held.removeValue(forKey: id) }
            continuation?.resume()
        }
        try Task.checkCancellation()
    }
}

/// The error an armed ``FaultInjector`` throws in place of the real operation.
public struct InjectedFault: Error, Equatable, Sendable {
    public let operation: String

    public init(operation: String) {
        self.operation = operation
    }
}

extension FaultInjector {
    /// Disarms every hold (failures stay armed), so released calls are not held again.
    public func disarmHolds() {
        for key in armedKeys where fault(for: key) == .hold {
            disarm(key)
        }
    }
}
