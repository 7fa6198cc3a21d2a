import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import Observation
import TerminalUI

/// The Players screen: the roster from ``AppState/playerList``, formatted into rows. Which
/// players are ticked, the deletion waiting for an answer and the error shown are this
/// view's own state; each intention goes to its use case with a player id.
public final class PlayerListView: ViewController {
    /// The use cases Players can start.
    public struct UseCases {
        public var load: any LoadPlayersUseCase
        public var confirm: any ConfirmPlayersUseCase
        public var deletion: any DeletePlayerUseCase
        public var details: any ShowPlayerDetailsUseCase
        public var addPlayer: any AddPlayerUseCase
        public var history: any ShowHistoryUseCase
        public var logOut: any LogOutUseCase

        public init(
            load: any LoadPlayersUseCase, confirm: any ConfirmPlayersUseCase, deletion: any DeletePlayerUseCase,
            details: any ShowPlayerDetailsUseCase, addPlayer: any AddPlayerUseCase, history: any ShowHistoryUseCase,
            logOut: any LogOutUseCase
        ) {
            self.load = load
            self.confirm = confirm
            self.deletion = deletion
            self.details = details
            self.addPlayer = addPlayer
            self.history = history
            self.logOut = logOut
        }
    }

    private let appState: AppState
    private let useCases: UseCases
    private(set) var state = State() {
        didSet { setNeedsDisplay() }
    }
    /// The gather ended last, as the view last saw it.
    private var endedGatherID: Int64?

    public init(appState: AppState, useCases: UseCases) {
        self.appState = appState
        self.useCases = useCases
        super.init()
        followEndedGathers()
    }

    override public var screen: Screen {
        let list = appState.playerList
        return PlayerListScreen.make(
            title: state.title,
            mode: state.mode(rosterIsEmpty: list.roster.isEmpty),
            rows: list.roster.map { player in
                PlayerListScreen.Row(
                    playerID: player.id,
                    name: player.name,
                    detail: PlayerFormatter.playerRowDetail(of: player),
                    isChecked: state.isTicked(player.id)
                )
            },
            showsEmptyMessage: list.players == [] && !list.isLoading,
            isLoading: list.isLoading,
            alert: state.alert
        )
    }

    override public func handle(_ event: Event) {
        guard let event = PlayerListScreen.Event(event) else { return }
        switch event {
        case .tap(let button): tap(button)
        case .select(let path): select(playerID(at: path))
        case .delete(let path): if state.selection == nil { state.pendingDeletion = playerID(at: path) }
        case .answer(.yes): deletePendingPlayer()
        case .answer(.cancel): state.pendingDeletion = nil
        case .dismissError: state.errorMessage = nil
        }
    }

    /// Reloads the roster.
    override public func viewWillAppear() {
        attempt { [useCases] () throws(FootballGatherError) in try await useCases.load.load() }
    }

    /// SwiftUI's `.onChange(of: appState.lastEndedGather)`: a gather ending ends the picking
    /// that led to it, so Players is back in list mode. Observation reports a change before
    /// it lands, so the check runs just after, as the view's tracked work.
    private func followEndedGathers() {
        let endedID = withObservationTracking { appState.lastEndedGather?.id } onChange: { [weak self] in
            MainActor.assumeIsolated {
                _ = self?.perform { [weak self] in self?.followEndedGathers() }
            }
        }
        if endedID != endedGatherID {
            endedGatherID = endedID
            state.selection = nil
        }
    }

    private func tap(_ button: PlayerListScreen.Button) {
        switch button {
        case .logout: useCases.logOut.logOut()
        case .history: useCases.history.open()
        case .select: if !appState.playerList.roster.isEmpty { state.selection = State.Selection() }
        case .cancel: state.selection = nil
        case .addPlayer: useCases.addPlayer.open()
        case .confirmPlayers: state.selection.map { useCases.confirm.confirm($0.playerIDs) }
        }
    }

    private func select(_ playerID: Int64?) {
        guard let playerID else { return }
        if state.selection == nil {
            useCases.details.show(playerID: playerID)
        } else {
            state.toggle(playerID)
        }
    }

    private func deletePendingPlayer() {
        guard let playerID = state.pendingDeletion else { return }
        state.pendingDeletion = nil
        attempt { [useCases] () throws(FootballGatherError) in try await useCases.deletion.delete(playerID: playerID) }
    }

    private func attempt(_ work: @escaping @MainActor () async throws(FootballGatherError) -> Void) {
        perform { [weak self, appState] in
            do throws(FootballGatherError) {
                try await work()
                self?.state.keepTicks(of: appState.playerList.roster)
            } catch {
                self?.state.errorMessage = error.message
            }
        }
    }

    private func playerID(at path: RowPath) -> Int64? {
        let roster = appState.playerList.roster
        return roster.indices.contains(path.row) ? roster[path.row].id : nil
    }
}
