import AppSupport
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// Told when the gather started from Confirm players has ended.
@MainActor
protocol ConfirmPlayersViewControllerDelegate: AnyObject {
    func confirmPlayersViewController(_ controller: ConfirmPlayersViewController, didEndGatherOn gatherScreen: GatherViewController)
}

/// Confirm players: the selected players in Bench, Team A and Team B, moved between them;
/// "Start Gather" saves the gather and pushes the Gather screen, whose end it passes on.
final class ConfirmPlayersViewController: ViewController {
    weak var delegate: (any ConfirmPlayersViewControllerDelegate)?

    private var lineUp: LineUp
    private var isStarting = false
    private var errorMessage: String?

    private let userID: Int64
    private let repository: any GatherRepository
    private let environment: AppEnvironment

    init(players: [Player], userID: Int64, repository: any GatherRepository, environment: AppEnvironment) {
        self.lineUp = LineUp(players: players)
        self.userID = userID
        self.repository = repository
        self.environment = environment
        super.init()
    }

    override var screen: Screen {
        ConfirmPlayersScreen.make(
            bench: rows(in: .bench),
            teamA: rows(in: .teamA),
            teamB: rows(in: .teamB),
            isStartEnabled: lineUp.canStartGather,
            isLoading: isStarting,
            errorMessage: errorMessage
        )
    }

    /// Name, and the position's acronym as detail.
    private func rows(in section: LineUp.Section) -> [ConfirmPlayersScreen.Row] {
        lineUp.players(in: section).map { player in
            ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.positionAcronym(of: player))
        }
    }

    override func handle(_ event: Event) {
        guard let event = ConfirmPlayersScreen.Event(event) else { return }
        switch event {
        case .move(let path, let destination):
            guard let move = ConfirmPlayersScreen.move(from: path, toSection: destination) else { return }
            lineUp.move(playerAt: move.row, in: move.from, to: move.to)
        case .tap(.startGather):
            perform { [self] in await startGather() }
        case .dismissError:
            errorMessage = nil
        }
    }

    /// Saves the gather with both teams (the bench stays home), then opens it. On failure
    /// the line-up stays as it is.
    private func startGather() async {
        guard lineUp.canStartGather, !isStarting else { return }
        isStarting = true
        defer {
            isStarting = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            let gather = try await repository.startGather(players: lineUp.gatherPlayers, for: userID, at: environment.now())
            showGather(gather)
        } catch {
            errorMessage = error.message
        }
    }

    /// Pushes Gather, with a countdown ticking on this app's clock. A screen the user has
    /// left navigates nowhere: the gather is saved, and they stay where they went.
    private func showGather(_ gather: Gather) {
        guard let navigationController else { return }
        let ticker = Ticker(clock: environment.clock, track: navigationController.rootActivity.track)
        let gatherScreen = GatherViewController(
            gather: gather,
            userID: userID,
            repository: repository,
            ticker: ticker,
            now: environment.now
        )
        gatherScreen.delegate = self
        navigationController.push(gatherScreen)
    }
}

extension ConfirmPlayersViewController: GatherViewControllerDelegate {
    /// Passed on up. A user who has already gone back past this screen has dropped it,
    /// and with it the news: Players stays as they left it.
    func gatherViewControllerDidEndGather(_ controller: GatherViewController) {
        delegate?.confirmPlayersViewController(self, didEndGatherOn: controller)
    }
}
