import AppSupport
import CountriesModel
import CountriesUI
import TerminalUI
@testable import CountriesVIPER
import Testing

/// Details' view is passive: it draws what it is told through the shared builder, and turns
/// each event into one presenter call.
@MainActor @Suite struct CountryDetailsViewTests {
    let navigationController = NavigationController()
    let presenter = CountryDetailsPresenterMock()

    private func send(_ events: Event..., to view: ViewController) async {
        await navigationController.activity.waitUntilIdle()
        for event in events {
            view.handle(event)
            await navigationController.activity.waitUntilIdle()
        }
    }

    @Test func detailsForwardTheFavouriteAndNeighbourRowsOnly() async {
        let view = CountryDetailsView(presenter: presenter)
        navigationController.setViewControllers([view])

        await send(.tap("favourite"), .select(RowPath(section: 3, row: 1)), .select(RowPath(section: 0, row: 1)), to: view)

        #expect(presenter.calls == [.viewDidLoad, .viewWillAppear, .didTapFavourite, .didSelectNeighbour(at: 1)])
    }

    @Test func detailsShowTheErrorAlertUntilItIsAnswered() {
        let view = CountryDetailsView(presenter: presenter)
        navigationController.setViewControllers([view])
        view.displayTitle("Germany")
        view.displayDetails(nil, message: "Not loaded.", isLoading: false, loadingControl: .retry)

        view.handleError("Could not save the favourite.")
        #expect(navigationController.currentScreen.alert == .error("Could not save the favourite."))
        navigationController.send(.alert("OK"))

        #expect(navigationController.currentScreen == CountryDetailsScreen.make(title: "Germany", content: nil, message: "Not loaded.", isLoading: false,
                                                                 loadingControl: .retry))
    }
}
