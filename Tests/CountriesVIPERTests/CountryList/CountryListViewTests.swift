import AppSupport
import CountriesModel
import CountriesUI
import TerminalUI
@testable import CountriesVIPER
import Testing

/// The list's view is passive: it keeps the search text, draws what it is told through the
/// shared builder, and turns each event into one presenter call.
@MainActor @Suite struct CountryListViewTests {
    let navigationController = NavigationController()
    let presenter = CountryListPresenterSpy()

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

        #expect(presenter.calls == [
            .viewDidLoad, .viewWillAppear, .didChangeSearch(to: "ger"), .didPickRegion(at: 4), .didSelectCountry(at: 2),
            .didTapRetry, .didTapCancelLoading, .viewDidDisappear,
        ])
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
}
