import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class GatherPresenterSpy: GatherPresentationLogic {
    private(set) var gathers: [GatherScene.FetchGather.Response] = []
    private(set) var endedCount = 0
    private(set) var errors: [FootballGatherError] = []

    var last: GatherScene.FetchGather.Response? { gathers.last }

    func presentGather(response: GatherScene.FetchGather.Response) { gathers.append(response) }
    func presentEndedGather(response: GatherScene.EndGather.Response) { endedCount += 1 }
    func presentError(response: GatherScene.Failure.Response) { errors.append(response.error) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class GatherDisplayLogicSpy: GatherDisplayLogic {
    private(set) var gathers: [GatherScene.FetchGather.ViewModel] = []
    private(set) var endedCount = 0
    private(set) var errors: [String] = []

    var last: GatherScene.FetchGather.ViewModel? { gathers.last }

    func displayGather(viewModel: GatherScene.FetchGather.ViewModel) { gathers.append(viewModel) }
    func displayEndedGather(viewModel: GatherScene.EndGather.ViewModel) { endedCount += 1 }
    func displayError(viewModel: GatherScene.Failure.ViewModel) { errors.append(viewModel.message) }
}

/// Stands in for the Interactor in ViewController tests.
@MainActor
final class GatherBusinessLogicSpy: GatherBusinessLogic {
    enum Request: Equatable {
        case fetchGather
        case changeScore(GatherScene.ChangeScore.Request)
        case toggleTimer
        case cancelTimer
        case setTime(GatherScene.SetTime.Step)
        case requestEnd
        case endGather
        case cancelEnd
    }

    private(set) var requests: [Request] = []

    func fetchGather(request: GatherScene.FetchGather.Request) { requests.append(.fetchGather) }
    func changeScore(request: GatherScene.ChangeScore.Request) { requests.append(.changeScore(request)) }
    func toggleTimer(request: GatherScene.ToggleTimer.Request) { requests.append(.toggleTimer) }
    func cancelTimer(request: GatherScene.CancelTimer.Request) { requests.append(.cancelTimer) }
    func setTime(request: GatherScene.SetTime.Request) { requests.append(.setTime(request.step)) }
    func requestEnd(request: GatherScene.EndGather.Request) { requests.append(.requestEnd) }
    func endGather(request: GatherScene.EndGather.Request) async { requests.append(.endGather) }
    func cancelEnd(request: GatherScene.EndGather.Request) { requests.append(.cancelEnd) }
}

/// Stands in for the Router in ViewController tests.
@MainActor
final class GatherRouterSpy: GatherRoutingLogic, GatherDataPassing {
    final class DataStore: GatherDataStore {
        var userID: Int64?
        var gather: FootballGatherModel.Gather?
        weak var delegate: (any GatherDelegate)?
    }

    let dataStore: any GatherDataStore = DataStore()
    private(set) var playerListRoutes = 0

    func routeToPlayerList() { playerListRoutes += 1 }
}

/// Confirm players, as Gather's delegate: how many ends it heard of.
@MainActor
final class GatherDelegateSpy: GatherDelegate {
    private(set) var endedGathers = 0

    func gatherDidEnd() { endedGathers += 1 }
}
