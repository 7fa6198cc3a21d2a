/// Leaving the signed-in user's screens for a fresh Login.
@MainActor
public protocol LogOutUseCase {
    func logOut()
}

public struct DefaultLogOutUseCase: LogOutUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func logOut() {
        appState.session = nil
        appState.routing.reset(to: .login)
    }
}
