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
    /// The scene's own screen, set as the scene is assembled: its error alerts are this
    /// screen's, shown when it is on top (never over another screen).
    weak var view: ViewController?
    private let repository: any PlayerRepository
    private let assembly: SceneAssembly

    init(assembly: SceneAssembly, delegate: (any PlayerListDelegate)?) {
        self.repository = assembly.repositories.players
        self.assembly = assembly
        self.delegate = delegate
    }

    nonisolated func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        try await repository.players(of: userID)
    }

    nonisolated func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError) {
        try await repository.deletePlayer(id: id, for: userID)
    }

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }

    func showPlayerDetails(_ initialState: PlayerDetailsState) {
        assembly.navigationController?.push(PlayerDetailsView(initialState: initialState, assembly: assembly, delegate: childDelegate))
    }

    func showAddPlayer(_ initialState: AddPlayerState) {
        assembly.navigationController?.push(AddPlayerView(initialState: initialState, assembly: assembly, delegate: childDelegate))
    }

    func showConfirmPlayers(_ initialState: ConfirmPlayersState) {
        let confirm = ConfirmPlayersView(initialState: initialState, assembly: assembly, delegate: childDelegate)
        assembly.navigationController?.push(confirm)
    }

    func returnToPlayers() {
        guard assembly.navigationController?.topViewController is GatherView else { return }
        assembly.navigationController?.popToRoot()
    }

    func showHistory(_ initialState: GatherHistoryState) {
        assembly.navigationController?.push(GatherHistoryView(initialState: initialState, assembly: assembly))
    }
}
