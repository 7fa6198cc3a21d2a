import FootballGatherCleanDomain
import FootballGatherUI
import TerminalUI

/// The Add player screen: renders ``AppState/addPlayer``; typing writes the name into it,
/// "Done" saves through ``AddPlayerUseCase``.
public final class AddPlayerView: ViewController {
    private let appState: AppState
    private let addPlayer: any AddPlayerUseCase

    public init(appState: AppState, addPlayer: any AddPlayerUseCase) {
        self.appState = appState
        self.addPlayer = addPlayer
        super.init()
    }

    override public var screen: Screen {
        let form = appState.addPlayer
        return AddPlayerScreen.make(
            name: form.name,
            isDoneEnabled: form.draft.canSubmit,
            isLoading: form.isSaving,
            errorMessage: form.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        switch event {
        case .edit(AddPlayerScreen.ID.name, let text): appState.addPlayer.name = text
        case .tap(AddPlayerScreen.ID.done): perform { [addPlayer] in await addPlayer.save() }
        case .alert: appState.addPlayer.errorMessage = nil
        default: break
        }
    }
}
