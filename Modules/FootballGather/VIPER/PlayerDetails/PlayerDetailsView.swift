import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Player details screen, passive: it shows the title and values the presenter words
/// and forwards the field the user picks.
final class PlayerDetailsView: PassiveView {
    let presenter: any PlayerDetailsPresenterProtocol
    private var details: (title: String, values: [PlayerField: String])?

    init(presenter: any PlayerDetailsPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        details.map { PlayerDetailsScreen.make(title: $0.title, values: $0.values) } ?? super.screen
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func handle(_ event: Event) {
        guard case .select(let path)? = PlayerDetailsScreen.Event(event), let field = PlayerDetailsScreen.field(at: path) else { return }
        presenter.didSelectField(field)
    }
}

extension PlayerDetailsView: PlayerDetailsViewConfigurable {
    func displayDetails(title: String, values: [PlayerField: String]) {
        details = (title, values)
        setNeedsDisplay()
    }
}
