import FootballGatherModel
import TerminalUI

/// The History scene's side effects: the gathers repository and error alerts.
protocol GatherHistoryWorkable: AnyObject, Sendable {
    func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather]
    @MainActor func showError(_ message: String)
}

@MainActor
final class GatherHistoryWorker: GatherHistoryWorkable {
    private let repository: any GatherRepository
    private weak let navigationController: NavigationController?

    init(context: SceneAssembly) {
        self.repository = context.repositories.gathers
        self.navigationController = context.navigationController
    }

    nonisolated func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather] {
        try await repository.endedGathers(for: userID)
    }

    func showError(_ message: String) {
        navigationController?.presentAlert(.error(message))
    }
}
