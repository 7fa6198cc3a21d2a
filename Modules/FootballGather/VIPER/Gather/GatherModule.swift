import AppSupport
import FootballGatherCore
import TerminalUI

/// Builds Gather's layers around a started gather and links them. It opens nothing, so it
/// has no Router: its end goes to its delegate, and Players closes the whole flow.
@MainActor
final class GatherModule {
    private let view: GatherView
    private let presenter: GatherPresenter
    private let interactor: GatherInteractor

    init(gather: Gather, userID: Int64, gathers: any GatherRepository, environment: AppEnvironment, delegate: any GatherDelegate) {
        interactor = GatherInteractor(gather: gather, userID: userID, repository: gathers, environment: environment)
        presenter = GatherPresenter(interactor: interactor, delegate: delegate)
        view = GatherView(presenter: presenter)
    }
}

extension GatherModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
