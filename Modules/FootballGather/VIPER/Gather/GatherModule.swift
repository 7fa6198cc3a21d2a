import AppSupport
import FootballGatherModel
import TerminalUI

/// Builds Gather's layers around a started gather and links them; once the gather ends, its
/// delegate hears of it and its Router closes the flow, back to Players.
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
        delegate: any GatherDelegate
    ) {
        self.router = router
        interactor = GatherInteractor(gather: gather, userID: userID, repository: gathers, environment: environment)
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
