import FootballGatherModel
import TerminalUI

/// Player details' parent (Players), handed every player an editor opened here has saved.
protocol PlayerDetailsDelegate: AnyObject, Sendable {
    @MainActor func playerDetailsDidUpdatePlayer(_ player: Player) async
}

/// The Player details scene's side effects: opening Player edit (with its initial state),
/// and the delegate saved players go on to. Each editor closes itself once it has handed
/// back a saved player.
protocol PlayerDetailsWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any PlayerDetailsDelegate)? { get }

    @MainActor func showPlayerEdit(_ initialState: PlayerEditState)
}

@MainActor
final class PlayerDetailsWorker: PlayerDetailsWorkable {
    /// The scene's own Controller, set as the scene is assembled: Player edit hands its
    /// saved player back to it.
    weak var childDelegate: (any PlayerEditDelegate)?
    private(set) weak var delegate: (any PlayerDetailsDelegate)?
    private let assembly: SceneAssembly

    init(assembly: SceneAssembly, delegate: (any PlayerDetailsDelegate)?) {
        self.assembly = assembly
        self.delegate = delegate
    }

    func showPlayerEdit(_ initialState: PlayerEditState) {
        assembly.navigationController?.push(PlayerEditView(initialState: initialState, assembly: assembly, delegate: childDelegate))
    }
}
