import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import CountriesUI
import TerminalUI
import TestSupport
import Testing
@testable import CountriesMVC

/// One controller on a navigation stack of its own, over real SQLite repositories (in
/// memory) behind a fault injector: shown as the toolkit shows it, sent events as the
/// toolkit sends them, and waited for until the work it started is done (held calls
/// excepted, so a test can look at "Loading…").
@MainActor
final class ControllerStage {
    let faults: FaultInjector
    let repositories: CountriesRepositories
    private let stage: ScreenStage

    /// - Parameter database: the bundled dataset when nil.
    init(database: CountriesDatabase? = nil) throws {
        let faults = FaultInjector()
        self.faults = faults
        repositories = try database.map { .test(database: $0, faults: faults) } ?? .test(faults: faults)
        stage = ScreenStage(sleepingCount: { faults.heldCount })
    }

    /// A stage over the four countries of ``CountriesDataset/sample``.
    static func sample() throws -> ControllerStage {
        try ControllerStage(database: .sample())
    }

    var navigation: NavigationController { stage.navigation }

    /// What is on screen now, alerts included.
    var screen: Screen { stage.screen }

    /// The titles of the screens on the stack, root first.
    var stack: [String] { navigation.viewControllers.map(\.screen.title) }

    /// The titles of the rows on screen, in order.
    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// The titles of the buttons at the bottom of the screen.
    var buttonTitles: [String] { screen.buttons.map(\.title) }

    /// Shows the Countries list as the root and waits for its first load.
    @discardableResult
    func showList() async -> CountryListViewController {
        let list = CountryListViewController(repositories: repositories)
        await stage.show(list)
        return list
    }

    /// Shows the details of the country with `alpha3` as the root and waits for its load.
    func showDetails(of alpha3: String, name: String) async {
        let summary = CountrySummary(alpha3: alpha3, alpha2: "", name: name, population: 0, region: nil)
        await stage.show(CountryDetailsViewController(country: summary, repositories: repositories))
    }

    /// Sends `event` to the top screen (or its alert) and waits until the work it started is done.
    func send(_ event: Event) async {
        await stage.send(event)
    }

    /// Goes back one screen, as `back` does, and waits.
    func goBack() async {
        navigation.goBack()
        await stage.settle()
    }

    /// Selects the first row whose title contains `text`, as `select <text>` does.
    func select(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let path = screen.indexedRows.first(where: { $0.row.title.contains(text) })?.path else {
            Issue.record("no row contains \"\(text)\"", sourceLocation: sourceLocation)
            return
        }
        await send(.select(path))
    }

    func search(_ text: String) async {
        await send(.edit(CountryListScreen.Field.search, text: text))
    }

    /// Picks the region picker's row titled `title`.
    func pickRegion(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let index = screen.pickers.first?.components.first?.rows.firstIndex(of: title) else {
            Issue.record("no region \"\(title)\"", sourceLocation: sourceLocation)
            return
        }
        await send(.pick(CountryListScreen.Picker.region, component: 0, row: index))
    }

    func tapRetry() async { await send(.tap(LoadingControl.retry)) }
    func tapCancelLoading() async { await send(.tap(LoadingControl.cancelLoading)) }
    func tapFavourite() async { await send(.tap(CountryDetailsScreen.Button.favourite)) }

    /// Lets every held call go on (and holds no more), then waits.
    func release() async {
        faults.disarmHolds()
        faults.releaseHeld()
        await stage.settle()
    }

    /// The detail of the "Basic Info" row titled `title`.
    func info(_ title: String) -> String? {
        screen.sections.first?.rows.first { $0.title == title }?.detail
    }

    /// The row titles of the section titled `title`.
    func rows(in title: String) -> [String] {
        screen.sections.first { $0.title == title }?.rows.map(\.title) ?? []
    }
}
