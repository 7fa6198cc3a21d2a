import FootballGatherModel
import TerminalUI

/// The History scene's side effects: the gathers repository and error alerts.
protocol GatherHistoryWorkable: AnyObject, Sendable {
    func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather]
    @MainActor func showError(_ message: String)
}

@MainActor
final class GatherHistoryWorker: GatherHistoryWorkable {
    /// The scene's own screen, set as the scene is assembled: its error alerts are this
    /// screen's, shown when it is on top (never over another screen).
    weak var view: ViewController?
    private let repository: any GatherRepository

    init(assembly: SceneAssembly) {
        self.repository = assembly.repositories.gathers
    }

    nonisolated func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather] {
        try await repository.endedGathers(for: userID)
    }

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }
}
