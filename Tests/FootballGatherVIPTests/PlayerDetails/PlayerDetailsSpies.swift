import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every player presented, in order.
@MainActor
final class PlayerDetailsPresenterSpy: PlayerDetailsPresentationLogic {
    private(set) var players: [Player] = []

    func presentPlayer(response: PlayerDetails.FetchPlayer.Response) { players.append(response.player) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class PlayerDetailsDisplayLogicSpy: PlayerDetailsDisplayLogic {
    private(set) var viewModels: [PlayerDetails.FetchPlayer.ViewModel] = []

    func displayPlayer(viewModel: PlayerDetails.FetchPlayer.ViewModel) { viewModels.append(viewModel) }
}

/// Stands in for the Interactor in ViewController tests.
@MainActor
final class PlayerDetailsBusinessLogicSpy: PlayerDetailsBusinessLogic {
    private(set) var fetches = 0

    func fetchPlayer(request: PlayerDetails.FetchPlayer.Request) { fetches += 1 }
}

/// Stands in for the Router in ViewController tests: the field chosen each time it routed.
@MainActor
final class PlayerDetailsRouterSpy: PlayerDetailsRoutingLogic, PlayerDetailsDataPassing {
    final class DataStore: PlayerDetailsDataStore {
        var userID: Int64?
        var player: Player?
        weak var delegate: (any PlayerDetailsDelegate)?
        func playerEditDidSave(_ player: Player) {}
    }

    weak var viewController: PlayerDetailsViewController?
    let dataStore: any PlayerDetailsDataStore = DataStore()
    private(set) var editRoutes: [PlayerField?] = []

    func routeToPlayerEdit() { editRoutes.append(viewController?.selectedField) }
}

/// Players, as Player details' delegate: every saved edit it hears of.
@MainActor
final class PlayerDetailsDelegateSpy: PlayerDetailsDelegate {
    private(set) var updates: [Player] = []

    func playerDetailsDidUpdate(_ player: Player) { updates.append(player) }
}

/// Stands in for the templates' empty Worker in Interactor tests: the protocol asks nothing
/// yet, so there is nothing to record.
@MainActor
final class PlayerDetailsWorkerStub: PlayerDetailsWorkerLogic {}
