import FootballGatherCleanDomain
import FootballGatherUI
import TerminalUI

/// The Confirm players screen: renders ``AppState/confirmPlayers``; moves and
/// "Start Gather" go through ``StartGatherUseCase``.
public final class ConfirmPlayersView: ViewController {
    private let appState: AppState
    private let startGather: any StartGatherUseCase

    public init(appState: AppState, startGather: any StartGatherUseCase) {
        self.appState = appState
        self.startGather = startGather
        super.init()
    }

    override public var screen: Screen {
        let confirming = appState.confirmPlayers
        return ConfirmPlayersScreen.make(
            lineUp: confirming.lineUp,
            isStartEnabled: confirming.lineUp.canStartGather,
            isLoading: confirming.isStarting,
            errorMessage: confirming.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        switch event {
        case .move(let path, let destination):
            if let from = ConfirmPlayersScreen.section(at: path.section), let to = ConfirmPlayersScreen.section(at: destination) {
                startGather.move(playerAt: path.row, in: from, to: to)
            }
        case .tap(ConfirmPlayersScreen.ID.startGather): perform { [startGather] in await startGather.start() }
        case .alert: appState.confirmPlayers.errorMessage = nil
        default: break
        }
    }
}
