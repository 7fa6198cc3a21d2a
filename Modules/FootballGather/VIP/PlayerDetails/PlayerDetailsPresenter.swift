import FootballGatherModel

/// What Player details' Interactor hands on to be shown.
@MainActor
protocol PlayerDetailsPresentationLogic: AnyObject {
    func presentPlayer(response: PlayerDetails.FetchPlayer.Response)
}

/// Words the player for the screen: the name as the title and every field's value ("-"
/// when unset). It keeps no state.
@MainActor
final class PlayerDetailsPresenter: PlayerDetailsPresentationLogic {
    weak var viewController: (any PlayerDetailsDisplayLogic)?

    func presentPlayer(response: PlayerDetails.FetchPlayer.Response) {
        let player = response.player
        viewController?.displayPlayer(viewModel: PlayerDetails.FetchPlayer.ViewModel(
            title: player.name,
            values: Dictionary(uniqueKeysWithValues: PlayerField.allCases.map { ($0, Self.value(of: $0, for: player)) })
        ))
    }

    static func value(of field: PlayerField, for player: Player) -> String {
        let value: String? = switch field {
        case .name: player.name
        case .age: player.age.map(String.init)
        case .preferredPosition: player.position?.displayName
        case .skill: player.skill?.displayName
        case .favouriteTeam: player.favouriteTeam
        }
        return value ?? PlayerFormatter.unset
    }
}
