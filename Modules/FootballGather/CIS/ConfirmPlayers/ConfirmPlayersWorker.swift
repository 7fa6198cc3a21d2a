import Foundation
import FootballGatherModel
import TerminalUI

/// Confirm players' parent (Players), told when the gather started here has ended.
protocol ConfirmPlayersDelegate: AnyObject, Sendable {
    @MainActor func confirmPlayersDidEndGather() async
}

/// The Confirm players scene's side effects: the clock and the gathers repository, error
/// alerts, opening Gather, and the delegate.
protocol ConfirmPlayersWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any ConfirmPlayersDelegate)? { get }

    func currentDate() -> Date
    func startGather(players: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather
    @MainActor func showError(_ message: String)
    @MainActor func showGather(_ initialState: GatherState)
}

@MainActor
final class ConfirmPlayersWorker: ConfirmPlayersWorkable {
    private(set) weak var delegate: (any ConfirmPlayersDelegate)?
    /// The scene's own Controller, set as the scene is assembled: Gather hands its end back to it.
    weak var childDelegate: (any GatherDelegate)?
    /// The scene's own screen, set as the scene is assembled: its error alerts are this
    /// screen's, shown when it is on top (never over another screen).
    weak var view: ViewController?
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date
    private let assembly: SceneAssembly

    init(assembly: SceneAssembly, delegate: (any ConfirmPlayersDelegate)?) {
        self.repository = assembly.repositories.gathers
        self.now = assembly.environment.now
        self.assembly = assembly
        self.delegate = delegate
    }

    nonisolated func currentDate() -> Date {
        now()
    }

    nonisolated func startGather(
        players: [GatherPlayer],
        for userID: Int64,
        at date: Date
    ) async throws(FootballGatherError) -> Gather {
        try await repository.startGather(players: players, for: userID, at: date)
    }

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }

    /// Does nothing once the user has left Confirm players (the gather is saved, un-ended).
    func showGather(_ initialState: GatherState) {
        guard assembly.navigationController?.topViewController is ConfirmPlayersView else { return }
        assembly.navigationController?.push(GatherView(initialState: initialState, assembly: assembly, delegate: childDelegate))
    }
}
