import Foundation
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The History screen, passive: the ended gathers the presenter gives it, dated in the time
/// zone the module was configured with (how a date reads is display configuration, like a
/// label's locale).
final class GatherHistoryView: PassiveView {
    let presenter: any GatherHistoryPresenterProtocol
    private let timeZone: TimeZone
    /// Nil until the presenter shows a loaded history.
    private var gathers: [Gather]?

    init(presenter: any GatherHistoryPresenterProtocol, timeZone: TimeZone) {
        self.presenter = presenter
        self.timeZone = timeZone
        super.init()
    }

    override var screen: Screen {
        GatherHistoryScreen.make(gathers: gathers, timeZone: timeZone, isLoading: isLoading, errorMessage: errorMessage)
    }

    override func viewDidLoad() {
        perform { [presenter] in await presenter.viewDidLoad() }
    }

    override func handle(_ event: Event) {
        if case .alert = event {
            _ = dismissErrorAlert()
        }
    }
}

extension GatherHistoryView: GatherHistoryViewConfigurable {
    func displayGathers(_ gathers: [Gather]) {
        self.gathers = gathers
        setNeedsDisplay()
    }
}
