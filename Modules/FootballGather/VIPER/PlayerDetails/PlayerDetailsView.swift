import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Player details screen, passive: it shows the player the presenter gives it and
/// forwards the field the user picks.
final class PlayerDetailsView: PassiveView {
    let presenter: any PlayerDetailsPresenterProtocol
    private var player: Player?

    init(presenter: any PlayerDetailsPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        player.map { PlayerDetailsScreen.make(player: $0) } ?? super.screen
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func handle(_ event: Event) {
        guard case .select(let path) = event, let field = PlayerDetailsScreen.field(at: path) else { return }
        presenter.didSelectField(field)
    }
}

extension PlayerDetailsView: PlayerDetailsViewConfigurable {
    func displayPlayer(_ player: Player) {
        self.player = player
        setNeedsDisplay()
    }
}
