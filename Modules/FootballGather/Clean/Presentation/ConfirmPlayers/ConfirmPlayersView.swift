import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Confirm players screen: the line-up of ``AppState/confirmPlayers`` as rows per
/// section. A moved row goes to ``StartGatherUseCase`` as its player; the start in flight
/// and its error are this view's own state.
public final class ConfirmPlayersView: ViewController {
    /// What the view owns.
    struct State: Equatable {
        var isStarting = false
        var errorMessage: String?
    }

    private let appState: AppState
    private let startGather: any StartGatherUseCase
    private(set) var state = State() {
        didSet { setNeedsDisplay() }
    }

    public init(appState: AppState, startGather: any StartGatherUseCase) {
        self.appState = appState
        self.startGather = startGather
        super.init()
    }

    override public var screen: Screen {
        let lineUp = appState.confirmPlayers.lineUp
        func rows(_ section: LineUp.Section) -> [ConfirmPlayersScreen.Row] {
            lineUp.players(in: section).map { player in
                ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.teamRowDetail(of: player))
            }
        }
        return ConfirmPlayersScreen.make(
            bench: rows(.bench),
            teamA: rows(.teamA),
            teamB: rows(.teamB),
            isStartEnabled: lineUp.canStartGather,
            isLoading: state.isStarting,
            errorMessage: state.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        guard let event = ConfirmPlayersScreen.Event(event) else { return }
        switch event {
        case .move(let path, let destination): move(path, toSection: destination)
        case .tap(.startGather): start()
        case .dismissError: state.errorMessage = nil
        }
    }

    private func move(_ path: RowPath, toSection index: Int) {
        guard let move = ConfirmPlayersScreen.move(from: path, toSection: index) else { return }
        let players = appState.confirmPlayers.lineUp.players(in: move.from)
        guard players.indices.contains(move.row) else { return }
        startGather.move(playerID: players[move.row].id, to: move.to)
    }

    private func start() {
        guard !state.isStarting else { return }
        state.isStarting = true
        perform { [weak self, startGather] in
            do throws(FootballGatherError) {
                try await startGather.start()
            } catch {
                self?.state.errorMessage = error.message
            }
            self?.state.isStarting = false
        }
    }
}
