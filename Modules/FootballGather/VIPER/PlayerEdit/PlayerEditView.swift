import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Player edit screen, passive: a text field that keeps what is typed, or a list whose
/// options and tick the presenter words; "Done" and row choices go to the presenter.
final class PlayerEditView: PassiveView {
    let presenter: any PlayerEditPresenterProtocol
    private var field: PlayerField?
    private var content = PlayerEditScreen.Content.text("")

    init(presenter: any PlayerEditPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    /// What the text field holds now, as a `UITextField` would.
    var valueText: String {
        guard case .text(let text) = content else { return "" }
        return text
    }

    override var screen: Screen {
        guard let field else { return super.screen }
        return PlayerEditScreen.make(field: field, content: content, isLoading: isLoading)
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func handle(_ event: Event) {
        guard let event = PlayerEditScreen.Event(event) else { return }
        switch event {
        case .edit(.value, let text): content = .text(text)
        case .select(let path): presenter.didSelectOption(at: path.row)
        case .tap(.done): perform { [presenter] in await presenter.didTapDone() }
        // The error alert answers itself (``PassiveView/handleError(_:)``).
        case .dismissError: break
        }
    }
}

extension PlayerEditView: PlayerEditViewConfigurable {
    func displayField(_ field: PlayerField, content: PlayerEditScreen.Content) {
        self.field = field
        self.content = content
        setNeedsDisplay()
    }
}
