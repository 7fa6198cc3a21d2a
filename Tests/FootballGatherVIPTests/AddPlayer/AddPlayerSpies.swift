import AppSupport
import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class AddPlayerPresenterSpy: AddPlayerPresentationLogic {
    enum Response: Equatable {
        case nameCheck(Bool)
        case loading(Bool)
        case saved(error: FootballGatherError?)
    }

    private(set) var responses: [Response] = []

    func presentNameCheck(response: AddPlayer.CheckName.Response) { responses.append(.nameCheck(response.canSubmit)) }
    func presentLoading(response: AddPlayer.Loading.Response) { responses.append(.loading(response.isLoading)) }
    func presentSavedPlayer(response: AddPlayer.SavePlayer.Response) { responses.append(.saved(error: response.error)) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class AddPlayerDisplayLogicSpy: AddPlayerDisplayLogic {
    private(set) var doneEnabled: [Bool] = []
    private(set) var loading: [Bool] = []
    /// Each save's error message, nil for a save that landed.
    private(set) var saves: [String?] = []

    func displayNameCheck(viewModel: AddPlayer.CheckName.ViewModel) { doneEnabled.append(viewModel.isDoneEnabled) }
    func displayLoading(viewModel: AddPlayer.Loading.ViewModel) { loading.append(viewModel.isLoading) }
    func displaySavedPlayer(viewModel: AddPlayer.SavePlayer.ViewModel) { saves.append(viewModel.errorMessage) }
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

/// Stands in for the Worker in Interactor tests: records every draft it is asked to add and
/// answers with the result a test sets, so no database is involved. An add armed on `holds`
/// (`"addPlayer"`) waits there until released.
@MainActor
final class AddPlayerWorkerSpy: AddPlayerWorkerLogic {
    private(set) var drafts: [PlayerDraft] = []
    private(set) var userIDs: [Int64] = []
    var result: Result<Player, FootballGatherError> = .success(Player(id: 6, name: "Zoe"))
    let holds = FaultInjector()

    func addPlayer(_ draft: PlayerDraft, of userID: Int64) async throws(FootballGatherError) -> Player {
        drafts.append(draft)
        userIDs.append(userID)
        try? await holds.check("addPlayer")
        return try result.get()
    }
}
