import AppSupport
import FootballGatherModel
@testable import FootballGatherVIP
import Foundation

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class ConfirmPlayersPresenterSpy: ConfirmPlayersPresentationLogic {
    enum Response: Equatable {
        case lineUp(LineUp)
        case loading(Bool)
        case started(error: FootballGatherError?)
    }

    private(set) var responses: [Response] = []

    func presentLineUp(response: ConfirmPlayers.FetchLineUp.Response) { responses.append(.lineUp(response.lineUp)) }
    func presentLoading(response: ConfirmPlayers.Loading.Response) { responses.append(.loading(response.isLoading)) }
    func presentStartedGather(response: ConfirmPlayers.StartGather.Response) { responses.append(.started(error: response.error)) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class ConfirmPlayersDisplayLogicSpy: ConfirmPlayersDisplayLogic {
    private(set) var lineUps: [ConfirmPlayers.FetchLineUp.ViewModel] = []
    private(set) var loading: [Bool] = []
    /// Each start's error message, nil for a start that landed.
    private(set) var starts: [String?] = []

    func displayLineUp(viewModel: ConfirmPlayers.FetchLineUp.ViewModel) { lineUps.append(viewModel) }
    func displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel) { loading.append(viewModel.isLoading) }
    func displayStartedGather(viewModel: ConfirmPlayers.StartGather.ViewModel) { starts.append(viewModel.errorMessage) }
}

/// Stands in for the Interactor in ViewController tests.
@MainActor
final class ConfirmPlayersBusinessLogicSpy: ConfirmPlayersBusinessLogic {
    enum Request: Equatable {
        case fetchLineUp
        case movePlayer(ConfirmPlayers.MovePlayer.Request)
        case startGather
    }

    private(set) var requests: [Request] = []

    func fetchLineUp(request: ConfirmPlayers.FetchLineUp.Request) { requests.append(.fetchLineUp) }
    func movePlayer(request: ConfirmPlayers.MovePlayer.Request) { requests.append(.movePlayer(request)) }
    func startGather(request: ConfirmPlayers.StartGather.Request) async { requests.append(.startGather) }
}

/// Stands in for the Router in ViewController tests.
@MainActor
final class ConfirmPlayersRouterSpy: ConfirmPlayersRoutingLogic, ConfirmPlayersDataPassing {
    final class DataStore: ConfirmPlayersDataStore {
        var userID: Int64?
        var lineUp = LineUp(players: [])
        weak var delegate: (any ConfirmPlayersDelegate)?
        var gather: FootballGatherModel.Gather?
        func gatherDidEnd() {}
    }

    let dataStore: any ConfirmPlayersDataStore = DataStore()
    private(set) var gatherRoutes = 0

    func routeToGather() { gatherRoutes += 1 }
}

/// Players, as Confirm players' delegate: how many ends it heard of.
@MainActor
final class ConfirmPlayersDelegateSpy: ConfirmPlayersDelegate {
    private(set) var endedGathers = 0

    func confirmPlayersDidEndGather() { endedGathers += 1 }
}

/// Stands in for the Worker in Interactor tests: records every line-up it is asked to start
/// and answers with a gather of those players (or the failure a test sets), so no database is
/// involved. A start armed on `holds` (`"startGather"`) waits there until released.
@MainActor
final class ConfirmPlayersWorkerSpy: ConfirmPlayersWorkerLogic {
    private(set) var starts: [[GatherPlayer]] = []
    var failure: FootballGatherError?
    let holds = FaultInjector()

    func startGather(with players: [GatherPlayer], of userID: Int64) async throws(FootballGatherError) -> FootballGatherModel.Gather {
        starts.append(players)
        try? await holds.check("startGather")
        if let failure { throw failure }
        return FootballGatherModel.Gather(id: 3, createdAt: Date(timeIntervalSince1970: 0), players: players)
    }
}
