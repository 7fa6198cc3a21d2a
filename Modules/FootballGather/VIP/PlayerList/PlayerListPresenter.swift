import FootballGatherModel
import FootballGatherUI

/// What Players' Interactor hands on to be shown.
@MainActor
protocol PlayerListPresentationLogic: AnyObject {
    func presentPlayers(response: PlayerList.FetchPlayers.Response)
}

/// Words Players for the screen: "Players" or "N selected", whether "Select" (someone to
/// select) and "Confirm players" (enough for a gather) apply, each row's detail and tick,
/// the empty message only once a load has said so and not while reloading, the deletion
/// question and the words of a failure. It keeps no state.
@MainActor
final class PlayerListPresenter: PlayerListPresentationLogic {
    weak var viewController: (any PlayerListDisplayLogic)?

    func presentPlayers(response: PlayerList.FetchPlayers.Response) {
        let players = response.players
        let ticked: Set<Int64>
        let title: String
        let mode: PlayerListScreen.Mode
        switch response.mode {
        case .list:
            (ticked, title, mode) = ([], PlayerListScreen.Text.title, .list(isSelectEnabled: !players.isEmpty))
        case .selection(let ids):
            let isConfirmEnabled = LineUp.canConfirm(selectedCount: players.count { ids.contains($0.id) })
            (ticked, title, mode) = (ids, "\(ids.count) selected", .selection(isConfirmEnabled: isConfirmEnabled))
        }
        viewController?.displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel(
            title: title,
            rows: players.map { player in
                PlayerListScreen.Row(
                    playerID: player.id,
                    name: player.name,
                    detail: PlayerFormatter.rosterDetail(of: player),
                    isChecked: ticked.contains(player.id)
                )
            },
            mode: mode,
            isLoading: response.isLoading,
            showsEmptyMessage: response.hasLoaded && !response.isLoading && players.isEmpty,
            alert: response.pendingDeletion == nil ? nil : .confirmDeletion,
            errorMessage: response.error?.message
        ))
    }
}
