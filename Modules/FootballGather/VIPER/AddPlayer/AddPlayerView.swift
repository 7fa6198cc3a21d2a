import FootballGatherUI
import TerminalUI

/// The Add player screen, passive: the Name field keeps what is typed and tells the
/// presenter, which decides whether "Done" is enabled.
final class AddPlayerView: PassiveView {
    let presenter: any AddPlayerPresenterProtocol
    private(set) var nameText = ""
    private var isDoneEnabled = false

    init(presenter: any AddPlayerPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        AddPlayerScreen.make(name: nameText, isDoneEnabled: isDoneEnabled, isLoading: isLoading)
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func handle(_ event: Event) {
        guard let event = AddPlayerScreen.Event(event) else { return }
        switch event {
        case .edit(.name, let text):
            nameText = text
            presenter.didChangeName()
        case .tap(.done):
            perform { [presenter] in await presenter.didTapDone() }
        // The error alert answers itself (``PassiveView/handleError(_:)``).
        case .dismissError: break
        }
    }
}

extension AddPlayerView: AddPlayerViewConfigurable {
    func setDoneEnabled(_ isEnabled: Bool) {
        isDoneEnabled = isEnabled
        setNeedsDisplay()
    }
}
