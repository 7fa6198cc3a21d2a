import Synchronization

/// What a test double was asked to do, in order, and the answers it gives back.
///
/// For doubles of protocols whose methods run on different executors (a CIS Worker's
/// repository calls run off the main actor, its alerts and navigation on it): every call
/// goes through one lock, so the double is `Sendable` without any actor hopping.
public final class CallLog<Call: Sendable, Answers: Sendable>: Sendable {
    private struct State {
        var calls: [Call] = []
        var answers: Answers
    }

    private let state: Mutex<State>

    /// A log with no calls yet that answers with `answers`.
    public init(answers: Answers) {
        state = Mutex(State(answers: answers))
    }

    /// Every call so far, in order.
    public var calls: [Call] {
        state.withLock { $0.calls }
    }

    /// The answers given now.
    public var answers: Answers {
        state.withLock { $0.answers }
    }

    /// Changes the answers given from now on (for example to make a call fail).
    public func answer(_ change: (inout Answers) -> Void) {
        state.withLock { change(&$0.answers) }
    }

    /// Records `call`.
    public func record(_ call: Call) {
        state.withLock { $0.calls.append(call) }
    }

    /// Records `call` and returns the answer `pick` reads from the answers.
    public func record<Answer: Sendable>(_ call: Call, answer pick: (Answers) -> Answer) -> Answer {
        state.withLock { state in
            state.calls.append(call)
            return pick(state.answers)
        }
    }
}
