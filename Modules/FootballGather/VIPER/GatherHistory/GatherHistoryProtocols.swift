import FootballGatherModel
import FootballGatherUI

// MARK: - View

@MainActor
protocol GatherHistoryViewConfigurable: AnyObject {
    /// The ended gathers, newest first, and whether the empty message replaces them.
    func displayGathers(_ rows: [GatherHistoryScreen.Row], showsEmptyMessage: Bool)
}

typealias GatherHistoryViewProtocol = GatherHistoryViewConfigurable & LoadingView & ErrorHandler

// MARK: - Presenter

@MainActor
protocol GatherHistoryPresenterViewConfiguration: AnyObject {
    func viewDidLoad() async
}

typealias GatherHistoryPresenterProtocol = GatherHistoryPresenterViewConfiguration

/// How the interactor answers the presenter.
@MainActor
protocol GatherHistoryPresenterServiceHandler: AnyObject {
    func didLoadGathers(_ gathers: [Gather])
    func serviceFailed(with error: FootballGatherError)
}

// MARK: - Interactor

@MainActor
protocol GatherHistoryInteractorProtocol: AnyObject {
    func loadGathers() async
}

// MARK: - Router

/// History leads nowhere yet (Back is the toolkit's); see `GatherHistoryRouter`.
@MainActor
protocol GatherHistoryRouterProtocol: AnyObject {}
