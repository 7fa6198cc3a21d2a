import FootballGatherCleanDomain
import FootballGatherUI
import TerminalUI

/// The Players screen: renders ``AppState/playerList`` and hands each tap to the use case
/// of that intention. It reloads the roster on every appearance.
public final class PlayerListView: ViewController {
    /// The use cases Players can start.
    public struct UseCases {
        public var load: any LoadPlayersUseCase
        public var selection: any SelectPlayersUseCase
        public var deletion: any DeletePlayerUseCase
        public var details: any ShowPlayerDetailsUseCase
        public var addPlayer: any AddPlayerUseCase
        public var history: any ShowHistoryUseCase
        public var logOut: any LogOutUseCase

        public init(
            load: any LoadPlayersUseCase, selection: any SelectPlayersUseCase, deletion: any DeletePlayerUseCase,
            details: any ShowPlayerDetailsUseCase, addPlayer: any AddPlayerUseCase, history: any ShowHistoryUseCase,
            logOut: any LogOutUseCase
        ) {
            self.load = load
            self.selection = selection
            self.deletion = deletion
            self.details = details
            self.addPlayer = addPlayer
            self.history = history
            self.logOut = logOut
        }
    }

    private let appState: AppState
    private let useCases: UseCases

    public init(appState: AppState, useCases: UseCases) {
        self.appState = appState
        self.useCases = useCases
        super.init()
    }

    override public var screen: Screen {
        let list = appState.playerList
        return PlayerListScreen.make(
            players: list.players,
            mode: list.selection.map { .selection(selectedIDs: $0, canConfirm: list.canConfirmSelection) } ?? .list,
            isLoading: list.isLoading,
            errorMessage: list.errorMessage,
            isConfirmingDeletion: list.pendingDeletion != nil
        )
    }

    override public func handle(_ event: Event) {
        switch event {
        case .tap(let id): tap(id)
        case .select(let path) where appState.playerList.selection == nil: useCases.details.show(playerAt: path.row)
        case .select(let path): useCases.selection.toggle(playerAt: path.row)
        case .delete(let path): useCases.deletion.request(playerAt: path.row)
        case .alert where appState.playerList.errorMessage != nil: appState.playerList.errorMessage = nil
        case .alert(let action) where ConfirmationAlert.isConfirmed(action):
            perform { [useCases] in await useCases.deletion.confirm() }
        case .alert: useCases.deletion.cancel()
        default: break
        }
    }

    override public func viewWillAppear() {
        perform { [useCases] in await useCases.load.load() }
    }

    private func tap(_ id: String) {
        switch id {
        case PlayerListScreen.ID.logout: useCases.logOut.logOut()
        case PlayerListScreen.ID.history: useCases.history.open()
        case PlayerListScreen.ID.select: useCases.selection.begin()
        case PlayerListScreen.ID.cancel: useCases.selection.cancel()
        case PlayerListScreen.ID.addPlayer: useCases.addPlayer.begin()
        case PlayerListScreen.ID.confirmPlayers: useCases.selection.confirm()
        default: break
        }
    }
}
