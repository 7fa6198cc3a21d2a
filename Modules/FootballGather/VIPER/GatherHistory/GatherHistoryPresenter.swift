import FootballGatherModel

/// History's presenter: loads the ended gathers once the screen is up and shows them, or
/// the error.
@MainActor
final class GatherHistoryPresenter {
    weak var view: (any GatherHistoryViewProtocol)?
    let interactor: any GatherHistoryInteractorProtocol
    let router: any GatherHistoryRouterProtocol

    init(interactor: any GatherHistoryInteractorProtocol, router: any GatherHistoryRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension GatherHistoryPresenter: GatherHistoryPresenterViewConfiguration {
    func viewDidLoad() async {
        view?.showLoadingView()
        await interactor.loadGathers()
    }
}

extension GatherHistoryPresenter: GatherHistoryPresenterServiceHandler {
    func didLoadGathers(_ gathers: [Gather]) {
        view?.hideLoadingView()
        view?.displayGathers(gathers)
    }

    func serviceFailed(with error: FootballGatherError) {
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}
