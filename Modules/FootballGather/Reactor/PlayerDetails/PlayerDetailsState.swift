import FootballGatherModel
import ReactorSupport

/// Everything the Player details scene knows: the player, and each field as its row reads it.
struct PlayerDetailsState: Equatable, Sendable {
    var domainState: DomainState
    /// Where to go, once.
    @Pulse var route: Route? = nil

    /// The scene for `player`, handed over by Players.
    init(player: Player, userID: Int64) {
        domainState = DomainState(player: player, userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        var player: Player
        let userID: Int64
    }

    enum Route: Equatable, Sendable {
        /// Player edit for one field, starting from the player as shown.
        case editField(PlayerEditState)
    }

    // MARK: View state

    var title: String { domainState.player.name }

    /// Each field's value as its row shows it, `"-"` when unset.
    var values: [PlayerField: String] {
        let player = domainState.player
        return [
            .name: player.name,
            .age: player.age.map(String.init) ?? PlayerFormatter.unset,
            .preferredPosition: player.position?.displayName ?? PlayerFormatter.unset,
            .skill: player.skill?.displayName ?? PlayerFormatter.unset,
            .favouriteTeam: player.favouriteTeam ?? PlayerFormatter.unset,
        ]
    }
}
