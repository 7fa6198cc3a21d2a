import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER

final class ConfirmPlayersViewMock: ViewSpy, ConfirmPlayersViewConfigurable {
    private(set) var sections: (bench: [ConfirmPlayersScreen.Row], teamA: [ConfirmPlayersScreen.Row], teamB: [ConfirmPlayersScreen.Row])?
    private(set) var isStartEnabled: Bool?

    /// The names shown in each section: bench, Team A, Team B.
    var names: [[String]]? {
        sections.map { [$0.bench, $0.teamA, $0.teamB].map { $0.map(\.name) } }
    }

    func displayLineUp(bench: [ConfirmPlayersScreen.Row], teamA: [ConfirmPlayersScreen.Row],
                       teamB: [ConfirmPlayersScreen.Row], isStartEnabled: Bool) {
        sections = (bench, teamA, teamB)
        self.isStartEnabled = isStartEnabled
    }
}

/// The real line-up rules; starting the gather is only written down.
final class ConfirmPlayersInteractorMock: Spy, ConfirmPlayersInteractorProtocol {
    private(set) var lineUp: LineUp

    init(players: [Player]) {
        lineUp = LineUp(players: players)
    }

    func movePlayer(at row: Int, in section: LineUp.Section, to destination: LineUp.Section) {
        lineUp.move(playerAt: row, in: section, to: destination)
    }

    func startGather() async {
        record()
    }
}

final class ConfirmPlayersRouterMock: ConfirmPlayersRouterProtocol {
    private(set) var shownGathers: [Gather] = []
    private(set) weak var gatherDelegate: (any GatherDelegate)?

    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        shownGathers.append(gather)
        gatherDelegate = delegate
    }
}

/// Stands in for the module below a finished flow (Players).
final class GatherEndSpy: ConfirmPlayersDelegate, GatherDelegate {
    private(set) var endings = 0

    func didEndGather() {
        endings += 1
    }
}

final class ConfirmPlayersOutputSpy: ConfirmPlayersPresenterServiceHandler {
    private(set) var started: Gather?
    private(set) var error: FootballGatherError?

    func didStartGather(_ gather: Gather) { started = gather }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}
