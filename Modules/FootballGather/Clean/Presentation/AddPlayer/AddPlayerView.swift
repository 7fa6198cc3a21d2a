import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Add player screen. The name being typed, the save in flight and its error are this
/// view's own state; "Done" saves the name through ``AddPlayerUseCase``.
public final class AddPlayerView: ViewController {
    /// What the view owns.
    struct State: Equatable {
        var name = ""
        var isSaving = false
        var errorMessage: String?
    }

    private let addPlayer: any AddPlayerUseCase
    private(set) var state = State() {
        didSet { setNeedsDisplay() }
    }

    public init(addPlayer: any AddPlayerUseCase) {
        self.addPlayer = addPlayer
        super.init()
    }

    /// "Done" is enabled once the trimmed name is not empty.
    var isDoneEnabled: Bool {
        PlayerDraft(name: state.name).canSubmit
    }

    override public var screen: Screen {
        AddPlayerScreen.make(
            name: state.name,
            isDoneEnabled: isDoneEnabled,
            isLoading: state.isSaving,
            errorMessage: state.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        guard let event = AddPlayerScreen.Event(event) else { return }
        switch event {
        case .edit(.name, let text): state.name = text
        case .tap(.done): save()
        case .dismissError: state.errorMessage = nil
        }
    }

    private func save() {
        guard isDoneEnabled, !state.isSaving else { return }
        state.isSaving = true
        perform { [weak self, addPlayer, name = state.name] in
            do throws(FootballGatherError) {
                try await addPlayer.save(name: name)
            } catch {
                self?.state.errorMessage = error.message
            }
            self?.state.isSaving = false
        }
    }
}
