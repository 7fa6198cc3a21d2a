import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class GatherPresenterSpy: GatherPresentationLogic {
    private(set) var gathers: [Gather.FetchGather.Response] = []
    private(set) var endedCount = 0
    private(set) var errors: [FootballGatherError] = []

    var last: Gather.FetchGather.Response? { gathers.last }

    func presentGather(response: Gather.FetchGather.Response) { gathers.append(response) }
    func presentEndedGather(response: Gather.EndGather.Response) { endedCount += 1 }
    func presentError(response: Gather.Failure.Response) { errors.append(response.error) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class GatherDisplayLogicSpy: GatherDisplayLogic {
    private(set) var gathers: [Gather.FetchGather.ViewModel] = []
    private(set) var endedCount = 0
    private(set) var errors: [String] = []

    var last: Gather.FetchGather.ViewModel? { gathers.last }

    func displayGather(viewModel: Gather.FetchGather.ViewModel) { gathers.append(viewModel) }
    func displayEndedGather(viewModel: Gather.EndGather.ViewModel) { endedCount += 1 }
    func displayError(viewModel: Gather.Failure.ViewModel) { errors.append(viewModel.message) }
}

/// Stands in for the Interactor in ViewController tests.
@MainActor
final class GatherBusinessLogicSpy: GatherBusinessLogic {
    enum Request: Equatable {
        case fetchGather
        case changeScore(Gather.ChangeScore.Request)
        case toggleTimer
        case cancelTimer
        case setTime(Gather.SetTime.Step)
        case requestEnd
        case endGather
        case cancelEnd
    }

    private(set) var requests: [Request] = []

    func fetchGather(request: Gather.FetchGather.Request) { requests.append(.fetchGather) }
    func changeScore(request: Gather.ChangeScore.Request) { requests.append(.changeScore(request)) }
    func toggleTimer(request: Gather.ToggleTimer.Request) { requests.append(.toggleTimer) }
    func cancelTimer(request: Gather.CancelTimer.Request) { requests.append(.cancelTimer) }
    func setTime(request: Gather.SetTime.Request) { requests.append(.setTime(request.step)) }
    func requestEnd(request: Gather.EndGather.Request) { requests.append(.requestEnd) }
    func endGather(request: Gather.EndGather.Request) async { requests.append(.endGather) }
    func cancelEnd(request: Gather.EndGather.Request) { requests.append(.cancelEnd) }
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
