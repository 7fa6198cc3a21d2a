import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Player edit screen, passive: a text field that keeps what is typed, or a list whose
/// tick the presenter sets; "Done" and row choices go to the presenter.
final class PlayerEditView: PassiveView {
    let presenter: any PlayerEditPresenterProtocol
    private(set) var valueText = ""
    private var field: PlayerField?
    private var selectedOptionIndex: Int?

    init(presenter: any PlayerEditPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        guard let field else { return super.screen }
        return PlayerEditScreen.make(
            field: field,
            text: valueText,
            selectedOptionIndex: selectedOptionIndex,
            isLoading: isLoading,
            errorMessage: errorMessage
        )
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func handle(_ event: Event) {
        switch event {
        case .edit(PlayerEditScreen.ID.value, let text): valueText = text
        case .select(let path): presenter.didSelectOption(at: path.row)
        case .tap(PlayerEditScreen.ID.done): perform { [presenter] in await presenter.didTapDone() }
        case .alert: _ = dismissErrorAlert()
        default: break
        }
    }
}

extension PlayerEditView: PlayerEditViewConfigurable {
    func displayField(_ field: PlayerField, text: String, selectedOptionIndex: Int?) {
        self.field = field
        valueText = text
        self.selectedOptionIndex = selectedOptionIndex
        setNeedsDisplay()
    }

    func displaySelectedOption(_ index: Int?) {
        selectedOptionIndex = index
        setNeedsDisplay()
    }
}
