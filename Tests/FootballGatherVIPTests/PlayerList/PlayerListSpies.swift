import AppSupport
import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class PlayerListPresenterSpy: PlayerListPresentationLogic {
    private(set) var rosters: [PlayerList.FetchPlayers.Response] = []

    var last: PlayerList.FetchPlayers.Response? { rosters.last }
    /// Every failure presented, in order.
    var errors: [FootballGatherError] { rosters.compactMap(\.error) }

    func presentPlayers(response: PlayerList.FetchPlayers.Response) { rosters.append(response) }
}

/// Stands in for the ViewController in Presenter tests: every view model, in order.
@MainActor
final class PlayerListDisplayLogicSpy: PlayerListDisplayLogic {
    private(set) var rosters: [PlayerList.FetchPlayers.ViewModel] = []

    var last: PlayerList.FetchPlayers.ViewModel? { rosters.last }

    func displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel) { rosters.append(viewModel) }
}

/// Stands in for the Interactor in ViewController tests: every request, in order.
@MainActor
final class PlayerListBusinessLogicSpy: PlayerListBusinessLogic {
    enum Request: Equatable {
        case fetchPlayers
        case startSelection
        case cancelSelection
        case tickPlayer(Int)
        case requestDeletion(Int)
        case confirmDeletion
        case cancelDeletion
    }

    private(set) var requests: [Request] = []

    func fetchPlayers(request: PlayerList.FetchPlayers.Request) async { requests.append(.fetchPlayers) }
    func startSelection(request: PlayerList.StartSelection.Request) { requests.append(.startSelection) }
    func cancelSelection(request: PlayerList.CancelSelection.Request) { requests.append(.cancelSelection) }
    func tickPlayer(request: PlayerList.TickPlayer.Request) { requests.append(.tickPlayer(request.index)) }
    func requestDeletion(request: PlayerList.RequestDeletion.Request) { requests.append(.requestDeletion(request.index)) }
    func confirmDeletion(request: PlayerList.ConfirmDeletion.Request) async { requests.append(.confirmDeletion) }
    func cancelDeletion(request: PlayerList.CancelDeletion.Request) { requests.append(.cancelDeletion) }
}

/// Stands in for the Router in ViewController tests: every route asked for, in order, a
/// chosen row's with the row the ViewController had selected when it asked.
@MainActor
final class PlayerListRouterSpy: PlayerListRoutingLogic, PlayerListDataPassing {
    enum Route: Equatable {
        case playerDetails(selectedRow: Int?), addPlayer, confirmPlayers, gatherHistory, login
    }

    final class DataStore: PlayerListDataStore {
        var userID: Int64?
        var players: [Player] = []
        var selectedPlayers: [Player] = []
        func playerDetailsDidUpdate(_ player: Player) {}
        func confirmPlayersDidEndGather() {}
    }

    weak var viewController: PlayerListViewController?
    let dataStore: any PlayerListDataStore = DataStore()
    private(set) var routes: [Route] = []

    func routeToPlayerDetails() { routes.append(.playerDetails(selectedRow: viewController?.selectedRow)) }
    func routeToAddPlayer() { routes.append(.addPlayer) }
    func routeToConfirmPlayers() { routes.append(.confirmPlayers) }
    func routeToGatherHistory() { routes.append(.gatherHistory) }
    func routeToLogin() { routes.append(.login) }
}

/// Stands in for the Worker in Interactor tests: records every call and answers with the
/// result a test sets, so no database is involved. A call whose name is armed on `holds`
/// (`"deletePlayer"`) waits there until released.
@MainActor
final class PlayerListWorkerSpy: PlayerListWorkerLogic {
    enum Call: Equatable {
        case fetchPlayers(userID: Int64)
        case deletePlayer(Player, userID: Int64)
    }

    private(set) var calls: [Call] = []
    var players: Result<[Player], FootballGatherError> = .success(SamplePlayers.roster)
    var deleteResult: Result<Void, FootballGatherError> = .success(())
    let holds = FaultInjector()

    func fetchPlayers(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        calls.append(.fetchPlayers(userID: userID))
        return try players.get()
    }

    func deletePlayer(_ player: Player, of userID: Int64) async throws(FootballGatherError) {
        calls.append(.deletePlayer(player, userID: userID))
        try? await holds.check("deletePlayer")
        try deleteResult.get()
    }
}
