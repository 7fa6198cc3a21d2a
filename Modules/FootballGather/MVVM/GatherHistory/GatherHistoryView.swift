import FootballGatherUI
import TerminalUI

/// The History screen: renders ``GatherHistoryViewModel`` and forwards the alert's answer.
final class GatherHistoryView: ViewController {
    private let viewModel: GatherHistoryViewModel

    init(viewModel: GatherHistoryViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        GatherHistoryScreen.make(
            rows: viewModel.rows,
            showsEmptyMessage: viewModel.showsEmptyMessage,
            isLoading: viewModel.isLoading,
            errorMessage: viewModel.errorMessage
        )
    }

    override func handle(_ event: Event) {
        if GatherHistoryScreen.Event(event) == .dismissError {
            viewModel.dismissError()
        }
    }

    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.loadGathers() }
    }
}
