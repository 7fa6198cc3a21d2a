import TerminalUI

/// The Player details scene's side effect: opening Player edit (with its initial state).
/// Each editor closes itself once it has handed back a saved player.
protocol PlayerDetailsWorkable: AnyObject, Sendable {
    @MainActor func showPlayerEdit(_ initialState: PlayerEditState)
}

@MainActor
final class PlayerDetailsWorker: PlayerDetailsWorkable {
    /// The scene's own Controller, set as the scene is assembled: Player edit hands its
    /// saved player back to it.
    weak var childDelegate: (any PlayerEditDelegate)?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func showPlayerEdit(_ initialState: PlayerEditState) {
        context.navigationController.push(PlayerEditView(initialState: initialState, context: context, delegate: childDelegate))
    }
}
