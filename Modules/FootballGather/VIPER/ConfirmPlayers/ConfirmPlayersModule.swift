import Foundation
import FootballGatherModel
import TerminalUI

/// Builds Confirm players' layers around the selected players and links them.
@MainActor
final class ConfirmPlayersModule {
    private let view: ConfirmPlayersView
    private let presenter: ConfirmPlayersPresenter
    private let interactor: ConfirmPlayersInteractor
    private let router: ConfirmPlayersRouter

    init(
        router: ConfirmPlayersRouter,
        players: [Player],
        userID: Int64,
        gathers: any GatherRepository,
        now: @escaping @Sendable () -> Date,
        delegate: any ConfirmPlayersDelegate
    ) {
        self.router = router
        interactor = ConfirmPlayersInteractor(lineUp: LineUp(players: players), userID: userID, repository: gathers, now: now)
        presenter = ConfirmPlayersPresenter(interactor: interactor, router: router, delegate: delegate)
        view = ConfirmPlayersView(presenter: presenter)
    }
}

extension ConfirmPlayersModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
}
