import AppSupport
import FootballGatherModel
import TerminalUI

/// Builds Gather's layers around a started gather and links them, with a countdown ticker
/// on the app's clock whose ticks are tracked as the stack's work (`activity`); once the
/// gather ends, its delegate hears of it and its Router closes the flow, back to Players.
@MainActor
final class GatherModule {
    private let view: GatherView
    private let presenter: GatherPresenter
    private let interactor: GatherInteractor
    private let router: GatherRouter

    init(
        router: GatherRouter,
        gather: Gather,
        userID: Int64,
        gathers: any GatherRepository,
        environment: AppEnvironment,
        activity: TaskTracker,
        delegate: any GatherDelegate
    ) {
        self.router = router
        let ticker = Ticker(clock: environment.clock, track: activity.track)
        interactor = GatherInteractor(gather: gather, userID: userID, repository: gathers, ticker: ticker, now: environment.now)
        presenter = GatherPresenter(interactor: interactor, router: router, delegate: delegate)
        view = GatherView(presenter: presenter)
    }
}

extension GatherModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
}
