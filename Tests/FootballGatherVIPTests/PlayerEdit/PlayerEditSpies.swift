import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class PlayerEditPresenterSpy: PlayerEditPresentationLogic {
    enum Response: Equatable {
        case field(PlayerEdit.FetchField.Response)
        case loading(Bool)
        case saved(Player)
        case error(FootballGatherError)
    }

    private(set) var responses: [Response] = []

    func presentField(response: PlayerEdit.FetchField.Response) { responses.append(.field(response)) }
    func presentLoading(response: PlayerEdit.Loading.Response) { responses.append(.loading(response.isLoading)) }
    func presentSavedPlayer(response: PlayerEdit.SavePlayer.Response) { responses.append(.saved(response.player)) }
    func presentError(response: PlayerEdit.Failure.Response) { responses.append(.error(response.error)) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class PlayerEditDisplayLogicSpy: PlayerEditDisplayLogic {
    private(set) var fields: [PlayerEdit.FetchField.ViewModel] = []
    private(set) var loading: [Bool] = []
    private(set) var savedCount = 0
    private(set) var errors: [String] = []

    func displayField(viewModel: PlayerEdit.FetchField.ViewModel) { fields.append(viewModel) }
    func displayLoading(viewModel: PlayerEdit.Loading.ViewModel) { loading.append(viewModel.isLoading) }
    func displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel) { savedCount += 1 }
    func displayError(viewModel: PlayerEdit.Failure.ViewModel) { errors.append(viewModel.message) }
}

/// Stands in for the Interactor in ViewController tests.
@MainActor
final class PlayerEditBusinessLogicSpy: PlayerEditBusinessLogic {
    enum Request: Equatable {
        case fetchField
        case selectOption(Int)
        case savePlayer(String)
    }

    private(set) var requests: [Request] = []

    func fetchField(request: PlayerEdit.FetchField.Request) { requests.append(.fetchField) }
    func selectOption(request: PlayerEdit.SelectOption.Request) { requests.append(.selectOption(request.index)) }
    func savePlayer(request: PlayerEdit.SavePlayer.Request) async { requests.append(.savePlayer(request.text)) }
}

/// Stands in for the Router in ViewController tests.
@MainActor
final class PlayerEditRouterSpy: PlayerEditRoutingLogic, PlayerEditDataPassing {
    final class DataStore: PlayerEditDataStore {
        var userID: Int64?
        var player: Player?
        var field = PlayerField.name
        weak var delegate: (any PlayerEditDelegate)?
    }

    let dataStore: any PlayerEditDataStore = DataStore()
    private(set) var detailsRoutes = 0

    func routeToPlayerDetails() { detailsRoutes += 1 }
}

/// Player details, as the editor's delegate: every saved player it hears of.
@MainActor
final class PlayerEditDelegateSpy: PlayerEditDelegate {
    private(set) var saved: [Player] = []

    func playerEditDidSave(_ player: Player) { saved.append(player) }
}
