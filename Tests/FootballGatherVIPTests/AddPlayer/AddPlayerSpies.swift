import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class AddPlayerPresenterSpy: AddPlayerPresentationLogic {
    enum Response: Equatable {
        case nameCheck(Bool)
        case loading(Bool)
        case saved(Player)
        case error(FootballGatherError)
    }

    private(set) var responses: [Response] = []

    func presentNameCheck(response: AddPlayer.CheckName.Response) { responses.append(.nameCheck(response.canSubmit)) }
    func presentLoading(response: AddPlayer.Loading.Response) { responses.append(.loading(response.isLoading)) }
    func presentSavedPlayer(response: AddPlayer.SavePlayer.Response) { responses.append(.saved(response.player)) }
    func presentError(response: AddPlayer.Failure.Response) { responses.append(.error(response.error)) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class AddPlayerDisplayLogicSpy: AddPlayerDisplayLogic {
    private(set) var doneEnabled: [Bool] = []
    private(set) var loading: [Bool] = []
    private(set) var savedCount = 0
    private(set) var errors: [String] = []

    func displayNameCheck(viewModel: AddPlayer.CheckName.ViewModel) { doneEnabled.append(viewModel.isDoneEnabled) }
    func displayLoading(viewModel: AddPlayer.Loading.ViewModel) { loading.append(viewModel.isLoading) }
    func displaySavedPlayer(viewModel: AddPlayer.SavePlayer.ViewModel) { savedCount += 1 }
    func displayError(viewModel: AddPlayer.Failure.ViewModel) { errors.append(viewModel.message) }
}

/// Stands in for the Interactor in ViewController tests.
@MainActor
final class AddPlayerBusinessLogicSpy: AddPlayerBusinessLogic {
    enum Request: Equatable {
        case checkName(String)
        case savePlayer(String)
    }

    private(set) var requests: [Request] = []

    func checkName(request: AddPlayer.CheckName.Request) { requests.append(.checkName(request.name)) }
    func savePlayer(request: AddPlayer.SavePlayer.Request) async { requests.append(.savePlayer(request.name)) }
}

/// Stands in for the Router in ViewController tests.
@MainActor
final class AddPlayerRouterSpy: AddPlayerRoutingLogic, AddPlayerDataPassing {
    final class DataStore: AddPlayerDataStore {
        var userID: Int64?
    }

    let dataStore: any AddPlayerDataStore = DataStore()
    private(set) var playerListRoutes = 0

    func routeToPlayerList() { playerListRoutes += 1 }
}
