import FootballGatherCleanDomain
import FootballGatherUI
import TerminalUI

/// The Player edit screen: renders ``AppState/playerEdit``; typing writes into it, ticking
/// an option and "Done" go through ``EditPlayerUseCase``.
public final class PlayerEditView: ViewController {
    private let appState: AppState
    private let edit: any EditPlayerUseCase

    public init(appState: AppState, edit: any EditPlayerUseCase) {
        self.appState = appState
        self.edit = edit
        super.init()
    }

    override public var screen: Screen {
        guard let editing = appState.playerEdit else { return Screen(title: "") }
        return PlayerEditScreen.make(
            field: editing.field,
            text: editing.text,
            selectedOptionIndex: editing.selectedOptionIndex,
            isLoading: editing.isSaving,
            errorMessage: editing.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        switch event {
        case .edit(PlayerEditScreen.ID.value, let text): appState.playerEdit?.text = text
        case .select(let path): edit.chooseOption(at: path.row)
        case .tap(PlayerEditScreen.ID.done): perform { [edit] in await edit.save() }
        case .alert: appState.playerEdit?.errorMessage = nil
        default: break
        }
    }
}
