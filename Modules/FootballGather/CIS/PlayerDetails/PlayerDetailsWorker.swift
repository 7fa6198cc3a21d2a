import TerminalUI

/// The Player details scene's side effects: opening Player edit (with its initial state)
/// and closing it once it has handed back a saved player.
protocol PlayerDetailsWorkable: AnyObject, Sendable {
    @MainActor func showPlayerEdit(_ initialState: PlayerEditState)
    @MainActor func closePlayerEdit()
}

@MainActor
final class PlayerDetailsWorker: PlayerDetailsWorkable {
    /// The scene's own Controller, set as the scene is assembled: Player edit hands its
    /// saved player back to it.
    weak var childDelegate: (any PlayerEditDelegate)?
    private weak var playerEditView: PlayerEditView?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func showPlayerEdit(_ initialState: PlayerEditState) {
        let view = PlayerEditView(initialState: initialState, context: context, delegate: childDelegate)
        playerEditView = view
        context.navigationController.push(view)
    }

    /// Does nothing once the user has left Player edit (a screen off the stack navigates nowhere).
    func closePlayerEdit() {
        playerEditView?.navigationController?.pop()
    }
}
