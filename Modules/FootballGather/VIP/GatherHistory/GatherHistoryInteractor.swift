import FootballGatherModel

/// What History's ViewController asks of its scene.
@MainActor
protocol GatherHistoryBusinessLogic: AnyObject {
    func fetchGathers(request: GatherHistory.FetchGathers.Request) async
}

/// What History needs handed over before it shows.
@MainActor
protocol GatherHistoryDataStore: AnyObject {
    var userID: Int64? { get set }
}

/// History's business: the user's ended gathers, loaded as the screen first shows.
@MainActor
final class GatherHistoryInteractor: GatherHistoryDataStore {
    var userID: Int64?
    private var gathers: [FootballGatherModel.Gather]?
    let presenter: any GatherHistoryPresentationLogic
    private let worker: any GatherHistoryWorkerLogic

    init(presenter: any GatherHistoryPresentationLogic, worker: any GatherHistoryWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    private func presentGathers(isLoading: Bool, error: FootballGatherError? = nil) {
        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: gathers, isLoading: isLoading, error: error))
    }
}

extension GatherHistoryInteractor: GatherHistoryBusinessLogic {
    func fetchGathers(request: GatherHistory.FetchGathers.Request) async {
        guard let userID else { return }
        presentGathers(isLoading: true)
        do throws(FootballGatherError) {
            gathers = try await worker.fetchEndedGathers(of: userID)
            presentGathers(isLoading: false)
        } catch {
            presentGathers(isLoading: false, error: error)
        }
    }
}
