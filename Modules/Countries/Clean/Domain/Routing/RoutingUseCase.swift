/// What the user does to the routing itself: going back, and answering the alert over it.
@MainActor
public protocol RoutingUseCase {
    /// The details screens left after going back, bottom first; anything that is not a
    /// start of the current stack changes nothing.
    func goBack(to details: [AppState.DetailsRoute])
    /// The alert was answered.
    func dismissAlert()
}

public struct DefaultRoutingUseCase: RoutingUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func goBack(to details: [AppState.DetailsRoute]) {
        let shown = appState.routing.details
        guard details.count <= shown.count, Array(shown.prefix(details.count)) == details else { return }
        appState.routing.details = details
    }

    public func dismissAlert() {
        appState.routing.linkError = nil
    }
}
