/// What an event runs: a closure at once, or asynchronous work the toolkit tracks, so script
/// mode renders only once it is done (as `ViewController.perform` does in TerminalUI).
enum Action {
    case run(@MainActor () -> Void)
    case perform(@MainActor () async -> Void)

    /// This action, after `first` (an alert dismissing itself before its button's action).
    func after(_ first: @escaping @MainActor () -> Void) -> Action {
        switch self {
        case .run(let action): .run { first(); action() }
        case .perform(let action): .perform { first(); await action() }
        }
    }
}
