import TerminalUI

/// Where History leads: nowhere today. Leaving it is the user's Back, which the toolkit
/// handles as UIKit's navigation bar would; the protocol is the place a route would go.
@MainActor
protocol GatherHistoryRoutingLogic: AnyObject {}

/// History's data store, which Players' Router fills.
@MainActor
protocol GatherHistoryDataPassing: AnyObject {
    var dataStore: any GatherHistoryDataStore { get }
}

/// History's navigation, on the stack its ViewController is on (weakly).
@MainActor
final class GatherHistoryRouter: GatherHistoryRoutingLogic, GatherHistoryDataPassing {
    weak var viewController: GatherHistoryViewController?
    let dataStore: any GatherHistoryDataStore

    init(dataStore: any GatherHistoryDataStore) {
        self.dataStore = dataStore
    }
}
