import FootballGatherModel

/// Looking back at the ended gathers.
@MainActor
public protocol ShowHistoryUseCase {
    /// Opens History, nothing loaded yet.
    func open()
    /// Loads the ended gathers; on failure the ones loaded before stay.
    func load() async throws(FootballGatherError)
}

public struct DefaultShowHistoryUseCase: ShowHistoryUseCase {
    private let appState: AppState
    private let gathers: any GatherLogRepository

    public init(appState: AppState, gathers: any GatherLogRepository) {
        self.appState = appState
        self.gathers = gathers
    }

    public func open() {
        appState.gatherHistory = AppState.GatherHistory()
        appState.routing.push(.history)
    }

    public func load() async throws(FootballGatherError) {
        guard let userID = appState.session?.id else { return }
        appState.gatherHistory.isLoading = true
        defer { appState.gatherHistory.isLoading = false }
        appState.gatherHistory.gathers = try await gathers.endedGathers(of: userID)
    }
}
