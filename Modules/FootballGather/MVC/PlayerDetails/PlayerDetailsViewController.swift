import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// Told when an edit made from Player details has been saved.
@MainActor
protocol PlayerDetailsViewControllerDelegate: AnyObject {
    func playerDetailsViewController(_ controller: PlayerDetailsViewController, didUpdate player: Player)
}

/// Player details: every field of one player; selecting a row opens Player edit for it,
/// and a saved edit comes back here through ``PlayerEditViewControllerDelegate`` and is
/// passed on to Players.
final class PlayerDetailsViewController: ViewController {
    weak var delegate: (any PlayerDetailsViewControllerDelegate)?

    private var player: Player

    private let userID: Int64
    private let repository: any PlayerRepository

    init(player: Player, userID: Int64, repository: any PlayerRepository) {
        self.player = player
        self.userID = userID
        self.repository = repository
        super.init()
    }

    override var screen: Screen {
        PlayerDetailsScreen.make(title: player.name, values: [
            .name: player.name,
            .age: player.age.map(String.init) ?? PlayerFormatter.unset,
            .preferredPosition: PlayerFormatter.positionName(of: player),
            .skill: PlayerFormatter.skillName(of: player),
            .favouriteTeam: player.favouriteTeam ?? PlayerFormatter.unset,
        ])
    }

    override func handle(_ event: Event) {
        guard case .select(let path)? = PlayerDetailsScreen.Event(event), let field = PlayerDetailsScreen.field(at: path) else { return }
        let edit = PlayerEditViewController(field: field, player: player, userID: userID, repository: repository)
        edit.delegate = self
        navigationController?.push(edit)
    }
}

extension PlayerDetailsViewController: PlayerEditViewControllerDelegate {
    /// Shows the player as saved, and closes the editor unless the user has left it already
    /// (a screen no longer on the stack navigates nowhere).
    func playerEditViewController(_ controller: PlayerEditViewController, didSave player: Player) {
        self.player = player
        delegate?.playerDetailsViewController(self, didUpdate: player)
        controller.navigationController?.pop()
    }
}
