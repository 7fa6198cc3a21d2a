import FootballGatherModel
import FootballGatherUI

/// Confirm players' presenter: words the line-up as players move (each row's position,
/// "Start Gather" enabled once both teams have someone), starts the gather and opens it, and passes the news of its end on to its own delegate.
@MainActor
final class ConfirmPlayersPresenter {
    weak var view: (any ConfirmPlayersViewProtocol)?
    weak var delegate: (any ConfirmPlayersDelegate)?
    let interactor: any ConfirmPlayersInteractorProtocol
    let router: any ConfirmPlayersRouterProtocol
    private(set) var isStarting = false

    init(
        interactor: any ConfirmPlayersInteractorProtocol,
        router: any ConfirmPlayersRouterProtocol,
        delegate: (any ConfirmPlayersDelegate)?
    ) {
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
    }

    private func displayLineUp() {
        let lineUp = interactor.lineUp
        view?.displayLineUp(
            bench: rows(in: .bench, of: lineUp),
            teamA: rows(in: .teamA, of: lineUp),
            teamB: rows(in: .teamB, of: lineUp),
            isStartEnabled: lineUp.canStartGather
        )
    }

    private func rows(in section: LineUp.Section, of lineUp: LineUp) -> [ConfirmPlayersScreen.Row] {
        lineUp.players(in: section).map { player in
            ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.position(of: player))
        }
    }
}

extension ConfirmPlayersPresenter: ConfirmPlayersPresenterViewConfiguration {
    func viewDidLoad() {
        displayLineUp()
    }
}

extension ConfirmPlayersPresenter: ConfirmPlayersPresenterActionable {
    func didMovePlayer(at row: Int, from section: LineUp.Section, to destination: LineUp.Section) {
        interactor.movePlayer(at: row, in: section, to: destination)
        displayLineUp()
    }

    func didTapStartGather() async {
        guard interactor.lineUp.canStartGather, !isStarting else { return }
        isStarting = true
        view?.showLoadingView()
        await interactor.startGather()
    }
}

extension ConfirmPlayersPresenter: ConfirmPlayersPresenterServiceHandler {
    func didStartGather(_ gather: Gather) {
        isStarting = false
        view?.hideLoadingView()
        router.showGather(gather, delegate: self)
    }

    /// The line-up stays as it was.
    func serviceFailed(with error: FootballGatherError) {
        isStarting = false
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}

extension ConfirmPlayersPresenter: GatherDelegate {
    /// The whole flow Players started is over: Players hears of it (Gather's router closes
    /// the flow).
    func didEndGather() {
        delegate?.didEndGather()
    }
}
