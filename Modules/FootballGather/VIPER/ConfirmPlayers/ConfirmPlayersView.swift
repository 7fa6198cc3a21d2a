import FootballGatherUI
import TerminalUI

/// The Confirm players screen, passive: it shows the sections the presenter words and
/// forwards moves and "Start Gather".
final class ConfirmPlayersView: PassiveView {
    let presenter: any ConfirmPlayersPresenterProtocol
    private var bench: [ConfirmPlayersScreen.Row] = []
    private var teamA: [ConfirmPlayersScreen.Row] = []
    private var teamB: [ConfirmPlayersScreen.Row] = []
    private var isStartEnabled = false

    init(presenter: any ConfirmPlayersPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        ConfirmPlayersScreen.make(
            bench: bench,
            teamA: teamA,
            teamB: teamB,
            isStartEnabled: isStartEnabled,
            isLoading: isLoading
        )
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func handle(_ event: Event) {
        guard let event = ConfirmPlayersScreen.Event(event) else { return }
        switch event {
        case .move(let path, let destination):
            guard let move = ConfirmPlayersScreen.move(from: path, toSection: destination) else { return }
            presenter.didMovePlayer(at: move.row, from: move.from, to: move.to)
        case .tap(.startGather):
            perform { [presenter] in await presenter.didTapStartGather() }
        // The error alert answers itself (``PassiveView/handleError(_:)``).
        case .dismissError: break
        }
    }
}

extension ConfirmPlayersView: ConfirmPlayersViewConfigurable {
    func displayLineUp(bench: [ConfirmPlayersScreen.Row], teamA: [ConfirmPlayersScreen.Row],
                       teamB: [ConfirmPlayersScreen.Row], isStartEnabled: Bool) {
        self.bench = bench
        self.teamA = teamA
        self.teamB = teamB
        self.isStartEnabled = isStartEnabled
        setNeedsDisplay()
    }
}
