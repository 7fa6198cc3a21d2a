import AppSupport
import CountriesModel
import CountriesUI
import TerminalUI
@testable import CountriesVIPER
import Testing

/// Presenters as the views see them: every call written down, in order.
@MainActor
final class CountriesPresenterMock: LoadablePresenting, CountryListPresenterActionable, CountryDetailsPresenterActionable {
    private(set) var calls: [String] = []

    func viewDidLoad() { calls.append("load") }
    func viewWillAppear() async { calls.append("appear") }
    func viewDidDisappear() { calls.append("disappear") }
    func didTapRetry() async { calls.append("retry") }
    func didTapCancelLoading() { calls.append("cancel") }
    func reload() async { calls.append("reload") }
    func didChangeSearch(to text: String) async { calls.append("search \(text)") }
    func didPickRegion(at index: Int) async { calls.append("region \(index)") }
    func didSelectCountry(at index: Int) { calls.append("country \(index)") }
    func didTapFavourite() async { calls.append("favourite") }
    func didSelectNeighbour(at index: Int) { calls.append("neighbour \(index)") }
}

/// The views are passive: they keep the search text, draw what they are told through the
/// shared builders, and turn each event into one presenter call.
@MainActor @Suite struct CountriesViewTests {
    let navigationController = NavigationController()
    let presenter = CountriesPresenterMock()

    private func send(_ events: Event..., to view: ViewController) async {
        await navigationController.activity.waitUntilIdle()
        for event in events {
            view.handle(event)
            await navigationController.activity.waitUntilIdle()
        }
    }

    @Test func theListForwardsSearchRegionRowsAndLoading() async {
        let view = CountryListView(presenter: presenter)
        navigationController.setViewControllers([view])

        await send(.edit("search", text: "ger"), .pick("region", component: 0, row: 4), .select(RowPath(section: 0, row: 2)),
                   .tap("retry"), .tap("cancelLoading"), to: view)
        navigationController.setViewControllers([ViewController()])

        #expect(presenter.calls == ["load", "appear", "search ger", "region 4", "country 2", "retry", "cancel", "disappear"])
        #expect(view.searchText == "ger")
    }

    @Test func theListDrawsWhatItIsTold() {
        let view = CountryListView(presenter: presenter)
        let rows = [CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525")]

        view.displayRegions(["All", "Europe"], selectedIndex: 1)
        view.displayCountries(rows, message: nil, isLoading: true, loadingControl: .cancelLoading)

        #expect(view.screen == CountryListScreen.make(search: "", regions: ["All", "Europe"], selectedRegion: 1, rows: rows,
                                                      message: nil, isLoading: true, loadingControl: .cancelLoading))
    }

    @Test func detailsForwardTheFavouriteAndNeighbourRowsOnly() async {
        let view = CountryDetailsView(presenter: presenter)
        navigationController.setViewControllers([view])

        await send(.tap("favourite"), .select(RowPath(section: 3, row: 1)), .select(RowPath(section: 0, row: 1)), to: view)

        #expect(presenter.calls == ["load", "appear", "favourite", "neighbour 1"])
    }

    @Test func detailsShowTheErrorAlertUntilItIsAnswered() {
        let view = CountryDetailsView(presenter: presenter)
        view.displayTitle("Germany")
        view.displayDetails(nil, message: "Not loaded.", isLoading: false, loadingControl: .retry)

        view.handleError("Could not save the favourite.")
        #expect(view.screen.alert == .error("Could not save the favourite."))
        view.handle(.alert("OK"))

        #expect(view.screen == CountryDetailsScreen.make(title: "Germany", content: nil, message: "Not loaded.", isLoading: false,
                                                         loadingControl: .retry))
    }
}
