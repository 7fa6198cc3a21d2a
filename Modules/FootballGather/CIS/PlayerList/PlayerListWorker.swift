import FootballGatherModel
import TerminalUI

/// The Players scene's parent, told when the user logs out.
protocol PlayerListDelegate: AnyObject, Sendable {
    @MainActor func playerListDidLogOut() async
}

/// The Players scene's side effects: the roster in the repository, error alerts, the
/// scenes it opens (each with its initial state) and the delegate it logs out through.
protocol PlayerListWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any PlayerListDelegate)? { get }

    func players(of userID: Int64) async throws(FootballGatherError) -> [Player]
    func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError)
    @MainActor func showError(_ message: String)
    @MainActor func showPlayerDetails(_ initialState: PlayerDetailsState)
    @MainActor func showAddPlayer(_ initialState: AddPlayerState)
    @MainActor func showConfirmPlayers(_ initialState: ConfirmPlayersState)
    /// Back to Players from Gather once its gather has ended (not if the user has left Gather).
    @MainActor func returnToPlayers()
    @MainActor func showHistory(_ initialState: GatherHistoryState)
}

@MainActor
final class PlayerListWorker: PlayerListWorkable {
    private(set) weak var delegate: (any PlayerListDelegate)?
    /// The scene's own Controller, set as the scene is assembled: the children it opens
    /// hand their flows back to it.
    weak var childDelegate: (any AddPlayerDelegate & PlayerDetailsDelegate & ConfirmPlayersDelegate)?
    private let repository: any PlayerRepository
    private let context: SceneAssembly

    init(context: SceneAssembly, delegate: (any PlayerListDelegate)?) {
        self.repository = context.repositories.players
        self.context = context
        self.delegate = delegate
    }

    nonisolated func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        try await repository.players(of: userID)
    }

    nonisolated func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError) {
        try await repository.deletePlayer(id: id, for: userID)
    }

    func showError(_ message: String) {
        context.navigationController?.presentAlert(.error(message))
    }

    func showPlayerDetails(_ initialState: PlayerDetailsState) {
        context.navigationController?.push(PlayerDetailsView(initialState: initialState, context: context, delegate: childDelegate))
    }

    func showAddPlayer(_ initialState: AddPlayerState) {
        context.navigationController?.push(AddPlayerView(initialState: initialState, context: context, delegate: childDelegate))
    }

    func showConfirmPlayers(_ initialState: ConfirmPlayersState) {
        let view = ConfirmPlayersView(initialState: initialState, context: context, delegate: childDelegate)
        context.navigationController?.push(view)
    }

    func returnToPlayers() {
        guard context.navigationController?.topViewController is GatherView else { return }
        context.navigationController?.popToRoot()
    }

    func showHistory(_ initialState: GatherHistoryState) {
        context.navigationController?.push(GatherHistoryView(initialState: initialState, context: context))
    }
}
