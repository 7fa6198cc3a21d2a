import Foundation
import FootballGatherModel
import TerminalUI

/// Builds History's layers and links them.
@MainActor
final class GatherHistoryModule {
    private let view: GatherHistoryView
    private let presenter: GatherHistoryPresenter
    private let interactor: GatherHistoryInteractor
    private let router: GatherHistoryRouter

    init(router: GatherHistoryRouter, userID: Int64, gathers: any GatherRepository, timeZone: TimeZone) {
        self.router = router
        interactor = GatherHistoryInteractor(userID: userID, repository: gathers)
        presenter = GatherHistoryPresenter(interactor: interactor, router: router, timeZone: timeZone)
        view = GatherHistoryView(presenter: presenter)
    }
}

extension GatherHistoryModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
}
