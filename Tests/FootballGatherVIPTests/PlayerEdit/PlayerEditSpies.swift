import AppSupport
import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class PlayerEditPresenterSpy: PlayerEditPresentationLogic {
    enum Response: Equatable {
        case field(PlayerEdit.FetchField.Response)
        case loading(Bool)
        case saved(error: FootballGatherError?)
    }

    private(set) var responses: [Response] = []

    func presentField(response: PlayerEdit.FetchField.Response) { responses.append(.field(response)) }
    func presentLoading(response: PlayerEdit.Loading.Response) { responses.append(.loading(response.isLoading)) }
    func presentSavedPlayer(response: PlayerEdit.SavePlayer.Response) { responses.append(.saved(error: response.error)) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class PlayerEditDisplayLogicSpy: PlayerEditDisplayLogic {
    private(set) var fields: [PlayerEdit.FetchField.ViewModel] = []
    private(set) var loading: [Bool] = []
    /// Each save's error message, nil for a save that landed.
    private(set) var saves: [String?] = []

    func displayField(viewModel: PlayerEdit.FetchField.ViewModel) { fields.append(viewModel) }
    func displayLoading(viewModel: PlayerEdit.Loading.ViewModel) { loading.append(viewModel.isLoading) }
    func displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel) { saves.append(viewModel.errorMessage) }
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

/// Stands in for the Worker in Interactor tests: records every call and answers with the
/// result a test sets (by default the player with the change applied), so no database is
/// involved. A save armed on `holds` (`"savePlayer"`) waits there until released.
@MainActor
final class PlayerEditWorkerSpy: PlayerEditWorkerLogic {
    struct Call: Equatable {
        let id: Int64
        let change: PlayerChange
        let userID: Int64
    }

    private(set) var calls: [Call] = []
    /// Nil: answers the stored player with the change applied.
    var result: Result<Player, FootballGatherError>?
    var stored: Player
    let holds = FaultInjector()

    init(stored: Player) {
        self.stored = stored
    }

    func savePlayer(id: Int64, setting change: PlayerChange, of userID: Int64) async throws(FootballGatherError) -> Player {
        calls.append(Call(id: id, change: change, userID: userID))
        try? await holds.check("savePlayer")
        if let result { return try result.get() }
        stored = change.applied(to: stored)
        return stored
    }
}
