import FootballGatherCleanDomain
import FootballGatherUI
import TerminalUI

/// The Player details screen: the player as ``AppState/playerList`` holds them — the same
/// copy Players shows, so a saved edit appears on both — each row opening its editor.
public final class PlayerDetailsView: ViewController {
    private let playerID: Int64
    private let appState: AppState
    private let edit: any EditPlayerUseCase

    public init(playerID: Int64, appState: AppState, edit: any EditPlayerUseCase) {
        self.playerID = playerID
        self.appState = appState
        self.edit = edit
        super.init()
    }

    override public var screen: Screen {
        guard let player = appState.playerList.roster.first(where: { $0.id == playerID }) else {
            return Screen(title: "")
        }
        return PlayerDetailsScreen.make(player: player)
    }

    override public func handle(_ event: Event) {
        if case .select(let path) = event, let field = PlayerDetailsScreen.field(at: path) {
            edit.edit(field, ofPlayer: playerID)
        }
    }
}
