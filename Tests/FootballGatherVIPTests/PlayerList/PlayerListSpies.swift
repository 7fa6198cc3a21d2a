import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class PlayerListPresenterSpy: PlayerListPresentationLogic {
    private(set) var rosters: [PlayerList.FetchPlayers.Response] = []
    private(set) var selectedPlayers: [Player] = []
    private(set) var confirmedSelections: [[Player]] = []
    private(set) var errors: [FootballGatherError] = []

    var last: PlayerList.FetchPlayers.Response? { rosters.last }

    func presentPlayers(response: PlayerList.FetchPlayers.Response) { rosters.append(response) }
    func presentSelectedPlayer(response: PlayerList.SelectPlayer.Response) { selectedPlayers.append(response.player) }
    func presentConfirmedSelection(response: PlayerList.ConfirmSelection.Response) { confirmedSelections.append(response.players) }
    func presentError(response: PlayerList.Failure.Response) { errors.append(response.error) }
}

/// Stands in for the ViewController in Presenter tests: every view model, in order.
@MainActor
final class PlayerListDisplayLogicSpy: PlayerListDisplayLogic {
    private(set) var rosters: [PlayerList.FetchPlayers.ViewModel] = []
    private(set) var selectedPlayerCount = 0
    private(set) var confirmedSelectionCount = 0
    private(set) var errors: [String] = []

    var last: PlayerList.FetchPlayers.ViewModel? { rosters.last }

    func displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel) { rosters.append(viewModel) }
    func displaySelectedPlayer(viewModel: PlayerList.SelectPlayer.ViewModel) { selectedPlayerCount += 1 }
    func displayConfirmedSelection(viewModel: PlayerList.ConfirmSelection.ViewModel) { confirmedSelectionCount += 1 }
    func displayError(viewModel: PlayerList.Failure.ViewModel) { errors.append(viewModel.message) }
}

/// Stands in for the Interactor in ViewController tests: every request, in order.
@MainActor
final class PlayerListBusinessLogicSpy: PlayerListBusinessLogic {
    enum Request: Equatable {
        case fetchPlayers
        case startSelection
        case cancelSelection
        case selectPlayer(Int)
        case confirmSelection
        case requestDeletion(Int)
        case confirmDeletion
        case cancelDeletion
    }

    private(set) var requests: [Request] = []

    func fetchPlayers(request: PlayerList.FetchPlayers.Request) async { requests.append(.fetchPlayers) }
    func startSelection(request: PlayerList.ChangeMode.Request) { requests.append(.startSelection) }
    func cancelSelection(request: PlayerList.ChangeMode.Request) { requests.append(.cancelSelection) }
    func selectPlayer(request: PlayerList.SelectPlayer.Request) { requests.append(.selectPlayer(request.index)) }
    func confirmSelection(request: PlayerList.ConfirmSelection.Request) { requests.append(.confirmSelection) }
    func requestDeletion(request: PlayerList.RequestDeletion.Request) { requests.append(.requestDeletion(request.index)) }
    func confirmDeletion(request: PlayerList.DeletePlayer.Request) async { requests.append(.confirmDeletion) }
    func cancelDeletion(request: PlayerList.DeletePlayer.Request) { requests.append(.cancelDeletion) }
}

/// Stands in for the Router in ViewController tests: every route asked for, in order.
@MainActor
final class PlayerListRouterSpy: PlayerListRoutingLogic, PlayerListDataPassing {
    enum Route: Equatable {
        case playerDetails, addPlayer, confirmPlayers, gatherHistory, login
    }

    final class DataStore: PlayerListDataStore {
        var userID: Int64?
        var selectedPlayer: Player?
        var confirmedPlayers: [Player] = []
        func playerDetailsDidUpdate(_ player: Player) {}
        func confirmPlayersDidEndGather() {}
    }

    let dataStore: any PlayerListDataStore = DataStore()
    private(set) var routes: [Route] = []

    func routeToPlayerDetails() { routes.append(.playerDetails) }
    func routeToAddPlayer() { routes.append(.addPlayer) }
    func routeToConfirmPlayers() { routes.append(.confirmPlayers) }
    func routeToGatherHistory() { routes.append(.gatherHistory) }
    func routeToLogin() { routes.append(.login) }
}
