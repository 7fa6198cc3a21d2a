import Foundation
import FootballGatherCore
import TerminalUI

/// Builds History's layers and links them. History opens nothing (Back is the toolkit's),
/// so it has no Router.
@MainActor
final class GatherHistoryModule {
    private let view: GatherHistoryView
    private let presenter: GatherHistoryPresenter
    private let interactor: GatherHistoryInteractor

    init(userID: Int64, gathers: any GatherRepository, timeZone: TimeZone) {
        interactor = GatherHistoryInteractor(userID: userID, repository: gathers)
        presenter = GatherHistoryPresenter(interactor: interactor)
        view = GatherHistoryView(presenter: presenter, timeZone: timeZone)
    }
}

extension GatherHistoryModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
