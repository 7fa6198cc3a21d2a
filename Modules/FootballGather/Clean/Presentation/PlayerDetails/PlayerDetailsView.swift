import FootballGatherCleanDomain
import FootballGatherModel
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
        guard let player = appState.playerList.player(withID: playerID) else { return Screen(title: "") }
        return PlayerDetailsScreen.make(
            title: player.name,
            values: Dictionary(uniqueKeysWithValues: PlayerField.allCases.map { ($0, Self.value(of: $0, of: player)) })
        )
    }

    override public func handle(_ event: Event) {
        if case .select(let path)? = PlayerDetailsScreen.Event(event), let field = PlayerDetailsScreen.field(at: path) {
            edit.edit(field, ofPlayer: playerID)
        }
    }

    /// A row's value: the attribute as text, ``PlayerFormatter/unset`` when there is none.
    static func value(of field: PlayerField, of player: Player) -> String {
        switch field {
        case .name: player.name
        case .age: player.age.map(String.init) ?? PlayerFormatter.unset
        case .preferredPosition: player.position?.displayName ?? PlayerFormatter.unset
        case .skill: player.skill?.displayName ?? PlayerFormatter.unset
        case .favouriteTeam: player.favouriteTeam ?? PlayerFormatter.unset
        }
    }
}
