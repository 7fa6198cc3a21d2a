/// ReactorKit's test style: what `mutate(_:)` yields, and the states `reduce` folds them into.
extension AsyncStream {
    /// Every element, once the stream has ended.
    func collect() async -> [Element] {
        var elements: [Element] = []
        for await element in self { elements.append(element) }
        return elements
    }
}

/// The states `reduce` goes through from `initial` with `mutations`, initial state first:
/// the sequence `send(_:)` moves the reactor's state through.
func states<State, Mutation>(
    from initial: State,
    _ mutations: [Mutation],
    reduce: (State, Mutation) -> State
) -> [State] {
    mutations.reduce(into: [initial]) { states, mutation in
        states.append(reduce(states.last!, mutation))
    }
}

/// Returns once `condition` holds (or after two seconds): a reactor reduces each mutation on
/// its own main-actor turn, so a test acting mid-load waits for the state to catch up.
@MainActor
func until(_ condition: () -> Bool) async {
    for _ in 0..<2_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
}
