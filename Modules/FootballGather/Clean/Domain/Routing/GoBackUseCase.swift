/// The user's "back": the one way the stack shrinks without a use case of its own.
@MainActor
public protocol GoBackUseCase {
    /// The stack after going back, root first; a path that is not a start of the current
    /// one changes nothing.
    func goBack(to path: [AppState.Route])
}

public struct DefaultGoBackUseCase: GoBackUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func goBack(to path: [AppState.Route]) {
        appState.routing.goBack(to: path)
    }
}
