import FootballGatherCleanDomain
import FootballGatherCleanPresentation
import TerminalUI

/// The view of each route, given the AppState and the use cases it may start: what the
/// root view asks for whenever routing puts a new screen on the stack.
extension AppContainer {
    func makeView(for route: AppState.Route) -> ViewController {
        switch route {
        case .login:
            LoginView(restore: restoreLogin, logIn: logIn, register: registerUser)
        case .players:
            PlayerListView(appState: appState, useCases: PlayerListView.UseCases(
                load: loadPlayers,
                confirm: confirmPlayers,
                deletion: deletePlayer,
                details: showPlayerDetails,
                addPlayer: addPlayer,
                history: showHistory,
                logOut: logOut
            ))
        case .playerDetails(let playerID):
            PlayerDetailsView(playerID: playerID, appState: appState, edit: editPlayer)
        case .playerEdit(let playerID, let field):
            PlayerEditView(playerID: playerID, field: field, appState: appState, edit: editPlayer)
        case .addPlayer:
            AddPlayerView(addPlayer: addPlayer)
        case .confirmPlayers:
            ConfirmPlayersView(appState: appState, startGather: startGather)
        case .gather:
            GatherView(
                appState: appState,
                useCases: GatherView.UseCases(score: keepScore, timer: gatherTimer, end: endGather),
                clock: environment.clock
            )
        case .history:
            GatherHistoryView(appState: appState, history: showHistory, timeZone: environment.timeZone)
        }
    }
}
