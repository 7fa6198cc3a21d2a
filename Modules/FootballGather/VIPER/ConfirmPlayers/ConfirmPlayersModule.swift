import Foundation
import FootballGatherModel
import TerminalUI

/// Builds Confirm players' layers around the selected players and links them.
@MainActor
final class ConfirmPlayersModule {
    private let view: ConfirmPlayersView
    private let presenter: ConfirmPlayersPresenter
    private let interactor: ConfirmPlayersInteractor

    init(
        router: any ConfirmPlayersRouterProtocol,
        players: [Player],
        userID: Int64,
        gathers: any GatherRepository,
        now: @escaping @Sendable () -> Date,
        delegate: any ConfirmPlayersDelegate
    ) {
        interactor = ConfirmPlayersInteractor(lineUp: LineUp(players: players), userID: userID, repository: gathers, now: now)
        presenter = ConfirmPlayersPresenter(interactor: interactor, router: router, delegate: delegate)
        view = ConfirmPlayersView(presenter: presenter)
    }
}

extension ConfirmPlayersModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
