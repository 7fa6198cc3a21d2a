import FootballGatherModel
import FootballGatherUI

/// What Confirm players' Interactor hands on to be shown.
@MainActor
protocol ConfirmPlayersPresentationLogic: AnyObject {
    func presentLineUp(response: ConfirmPlayers.FetchLineUp.Response)
    func presentLoading(response: ConfirmPlayers.Loading.Response)
    func presentStartedGather(response: ConfirmPlayers.StartGather.Response)
}

/// Words the line-up: each section's rows with the players' positions, and "Start Gather"
/// enabled once both teams have someone. It keeps no state.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresentationLogic {
    weak var viewController: (any ConfirmPlayersDisplayLogic)?

    func presentLineUp(response: ConfirmPlayers.FetchLineUp.Response) {
        let lineUp = response.lineUp
        viewController?.displayLineUp(viewModel: ConfirmPlayers.FetchLineUp.ViewModel(
            bench: lineUp.players(in: .bench).map(PlayerFormatter.teamRow),
            teamA: lineUp.players(in: .teamA).map(PlayerFormatter.teamRow),
            teamB: lineUp.players(in: .teamB).map(PlayerFormatter.teamRow),
            isStartEnabled: lineUp.canStartGather
        ))
    }

    func presentLoading(response: ConfirmPlayers.Loading.Response) {
        viewController?.displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel(isLoading: response.isLoading))
    }

    func presentStartedGather(response: ConfirmPlayers.StartGather.Response) {
        viewController?.displayStartedGather(viewModel: ConfirmPlayers.StartGather.ViewModel(errorMessage: response.error?.message))
    }
}
