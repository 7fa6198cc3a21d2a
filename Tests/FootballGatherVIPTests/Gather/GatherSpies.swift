import AppSupport
import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class GatherPresenterSpy: GatherPresentationLogic {
    private(set) var gathers: [GatherScene.FetchGather.Response] = []
    /// Each end's error, nil for an end that landed.
    private(set) var ends: [FootballGatherError?] = []

    var last: GatherScene.FetchGather.Response? { gathers.last }

    func presentGather(response: GatherScene.FetchGather.Response) { gathers.append(response) }
    func presentEndedGather(response: GatherScene.EndGather.Response) { ends.append(response.error) }
}

/// Stands in for the ViewController in Presenter tests.
@MainActor
final class GatherDisplayLogicSpy: GatherDisplayLogic {
    private(set) var gathers: [GatherScene.FetchGather.ViewModel] = []
    /// Each end's error message, nil for an end that landed.
    private(set) var ends: [String?] = []

    var last: GatherScene.FetchGather.ViewModel? { gathers.last }

    func displayGather(viewModel: GatherScene.FetchGather.ViewModel) { gathers.append(viewModel) }
    func displayEndedGather(viewModel: GatherScene.EndGather.ViewModel) { ends.append(viewModel.errorMessage) }
}

/// Stands in for the Interactor in ViewController tests.
@MainActor
final class GatherBusinessLogicSpy: GatherBusinessLogic {
    enum Request: Equatable {
        case fetchGather
        case changeScore(GatherScene.ChangeScore.Request)
        case toggleTimer
        case cancelTimer
        case openPicker
        case pickMinutes(Int)
        case pickSeconds(Int)
        case cancelPicker
        case setTime
        case requestEnd
        case endGather
        case cancelEnd
    }

    private(set) var requests: [Request] = []

    func fetchGather(request: GatherScene.FetchGather.Request) { requests.append(.fetchGather) }
    func changeScore(request: GatherScene.ChangeScore.Request) { requests.append(.changeScore(request)) }
    func toggleTimer(request: GatherScene.ToggleTimer.Request) { requests.append(.toggleTimer) }
    func cancelTimer(request: GatherScene.CancelTimer.Request) { requests.append(.cancelTimer) }
    func openPicker(request: GatherScene.OpenPicker.Request) { requests.append(.openPicker) }
    func pickMinutes(request: GatherScene.PickMinutes.Request) { requests.append(.pickMinutes(request.row)) }
    func pickSeconds(request: GatherScene.PickSeconds.Request) { requests.append(.pickSeconds(request.row)) }
    func cancelPicker(request: GatherScene.CancelPicker.Request) { requests.append(.cancelPicker) }
    func setTime(request: GatherScene.SetTime.Request) { requests.append(.setTime) }
    func requestEnd(request: GatherScene.RequestEnd.Request) { requests.append(.requestEnd) }
    func endGather(request: GatherScene.EndGather.Request) async { requests.append(.endGather) }
    func cancelEnd(request: GatherScene.CancelEnd.Request) { requests.append(.cancelEnd) }
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

/// Stands in for the Worker in Interactor tests: records every end it is asked to save and
/// answers with the result a test sets, so no database is involved; keeps the countdown's
/// tick while it runs, for the test to let seconds pass (`pass(seconds:)`) as the Ticker
/// would. An end armed on `holds` (`"endGather"`) waits there until released.
@MainActor
final class GatherWorkerSpy: GatherWorkerLogic {
    struct End: Equatable {
        let id: Int64
        let score: Score
        let userID: Int64
    }

    private(set) var ends: [End] = []
    private(set) var isCountingDown = false
    private var tick: (@MainActor () -> Void)?
    var endResult: Result<Void, FootballGatherError> = .success(())
    let holds = FaultInjector()

    func startCountdown(_ tick: @escaping @MainActor () -> Void) {
        isCountingDown = true
        self.tick = tick
    }

    func stopCountdown() {
        isCountingDown = false
        tick = nil
    }

    func endGather(id: Int64, score: Score, of userID: Int64) async throws(FootballGatherError) {
        ends.append(End(id: id, score: score, userID: userID))
        try? await holds.check("endGather")
        try endResult.get()
    }

    /// One tick a second while the countdown runs.
    func pass(seconds: Int) {
        for _ in 0..<seconds {
            guard isCountingDown, let tick else { return }
            tick()
        }
    }
}
