import FootballGatherModel
import TerminalUI

/// One player's details and the editing of their fields: a saved edit updates the
/// details screen and Players (through `onSaved`), then returns to the details.
@MainActor
final class PlayerDetailsCoordinator {
    private let player: Player
    private let userID: Int64
    private let navigationController: NavigationController
    private let repository: any PlayerRepository
    private let onSaved: @MainActor (Player) -> Void
    private var detailsViewModel: PlayerDetailsViewModel?

    /// - Parameter onSaved: called with the player as stored, once an edit is saved.
    init(
        player: Player,
        userID: Int64,
        navigationController: NavigationController,
        repository: any PlayerRepository,
        onSaved: @escaping @MainActor (Player) -> Void
    ) {
        self.player = player
        self.userID = userID
        self.navigationController = navigationController
        self.repository = repository
        self.onSaved = onSaved
    }

    /// Pushes Player details.
    func start() {
        let viewModel = PlayerDetailsViewModel(
            player: player,
            onEdit: { [weak self] field, player in self?.showEdit(field, of: player) }
        )
        detailsViewModel = viewModel
        navigationController.push(PlayerDetailsView(viewModel: viewModel))
    }

    /// Each editor's save closes that editor only: the closure keeps its own weak
    /// reference, so a later editor opened from these details is never the one closed.
    /// It holds this flow strongly: a confirmed save still reaches the details and Players
    /// once the user has gone back and Players has released the flow.
    private func showEdit(_ field: PlayerField, of player: Player) {
        weak var editView: PlayerEditView?
        let viewModel = PlayerEditViewModel(
            field: field,
            player: player,
            userID: userID,
            repository: repository,
            onSaved: { [self] saved in editDidSave(saved, in: editView) }
        )
        let view = PlayerEditView(viewModel: viewModel)
        editView = view
        navigationController.push(view)
    }

    /// The details show the saved player; the editor that saved it closes unless the user
    /// has left it already (a screen off the stack navigates nowhere).
    private func editDidSave(_ player: Player, in editView: PlayerEditView?) {
        detailsViewModel?.playerDidChange(player)
        onSaved(player)
        editView?.navigationController?.pop()
    }
}
