import FootballGatherCleanDomain
import FootballGatherUI
import Foundation
import TerminalUI

/// The History screen: renders ``AppState/gatherHistory``, dated in the app's time zone,
/// and reloads it on appearance.
public final class GatherHistoryView: ViewController {
    private let appState: AppState
    private let history: any ShowHistoryUseCase
    /// How dates read is the view's business, like a SwiftUI environment value.
    private let timeZone: TimeZone

    public init(appState: AppState, history: any ShowHistoryUseCase, timeZone: TimeZone) {
        self.appState = appState
        self.history = history
        self.timeZone = timeZone
        super.init()
    }

    override public var screen: Screen {
        let shown = appState.gatherHistory
        return GatherHistoryScreen.make(
            gathers: shown.gathers,
            timeZone: timeZone,
            isLoading: shown.isLoading,
            errorMessage: shown.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        if case .alert = event {
            appState.gatherHistory.errorMessage = nil
        }
    }

    override public func viewWillAppear() {
        perform { [history] in await history.load() }
    }
}
