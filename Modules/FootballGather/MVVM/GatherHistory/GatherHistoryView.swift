import Foundation
import FootballGatherUI
import TerminalUI

/// The History screen: renders ``GatherHistoryViewModel``, dated in the app's time zone.
final class GatherHistoryView: ViewController {
    private let viewModel: GatherHistoryViewModel
    /// Like a SwiftUI environment value: how dates read is the view's business.
    private let timeZone: TimeZone

    init(viewModel: GatherHistoryViewModel, timeZone: TimeZone) {
        self.viewModel = viewModel
        self.timeZone = timeZone
        super.init()
    }

    override var screen: Screen {
        GatherHistoryScreen.make(
            gathers: viewModel.gathers,
            timeZone: timeZone,
            isLoading: viewModel.isLoading,
            errorMessage: viewModel.errorMessage
        )
    }

    override func handle(_ event: Event) {
        if case .alert = event {
            viewModel.dismissError()
        }
    }

    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.loadGathers() }
    }
}
