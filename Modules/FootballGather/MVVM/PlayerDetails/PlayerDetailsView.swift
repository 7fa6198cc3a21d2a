import FootballGatherUI
import TerminalUI

/// The Player details screen: renders ``PlayerDetailsViewModel`` and forwards row selections.
final class PlayerDetailsView: ViewController {
    private let viewModel: PlayerDetailsViewModel

    init(viewModel: PlayerDetailsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        PlayerDetailsScreen.make(title: viewModel.title, values: viewModel.values)
    }

    override func handle(_ event: Event) {
        guard case .select(let path)? = PlayerDetailsScreen.Event(event), let field = PlayerDetailsScreen.field(at: path) else { return }
        viewModel.edit(field)
    }
}
