import FootballGatherModel
import TerminalUI

/// Builds Player details' layers around one player and links them; its delegate (Players)
/// hears of every saved edit.
@MainActor
final class PlayerDetailsModule {
    private let view: PlayerDetailsView
    private let presenter: PlayerDetailsPresenter
    private let router: PlayerDetailsRouter

    init(router: PlayerDetailsRouter, player: Player, delegate: any PlayerDetailsDelegate) {
        self.router = router
        presenter = PlayerDetailsPresenter(interactor: PlayerDetailsInteractor(player: player), router: router, delegate: delegate)
        view = PlayerDetailsView(presenter: presenter)
    }
}

extension PlayerDetailsModule: AppModule {
    /// The interactor has nothing to report back (it does no I/O), so it keeps no presenter.
    func assemble() -> ViewController {
        presenter.view = view
        return view
    }
}
