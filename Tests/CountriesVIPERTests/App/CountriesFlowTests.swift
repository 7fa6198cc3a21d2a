import CountriesModel
import CountriesTestSupport
import TerminalUI
@testable import CountriesVIPER
import Testing

/// The assembled app: deep links through the list module's Router, neighbours through the
/// details module's Router, and modules freed once they leave the stack.
@MainActor @Suite struct CountriesFlowTests {
    @Test func theAppStartsOnTheLoadedList() async throws {
        let app = try await RunningApp.started()

        #expect(app.titles == ["Countries"])
        #expect(app.screen.indexedRows.count == KnownCountries.count)
    }

    @Test func aLinkAtLaunchOpensItsCountryOverTheList() async throws {
        let app = try await RunningApp.started(opening: "countries://country/BRA")

        #expect(app.titles == ["Countries", "Brazil"])
        await app.run("back")
        #expect(app.screen.indexedRows.count == KnownCountries.count)
    }

    @Test func aLinkReplacesWhateverWasOnScreenAndKeepsTheSearch() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search fra", "select France", "select Spain")

        await app.run("open countries://country/deu")

        #expect(app.titles == ["Countries", "Germany"])
        await app.run("back")
        #expect(app.screen.fields.first?.value == "fra")
        #expect(app.screen.indexedRows.map(\.row.title).contains { $0.hasSuffix("France") })
    }

    @Test func anUnknownCodeShowsAnErrorAndKeepsTheStack() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")

        await app.run("open countries://country/XYZ")

        #expect(app.screen.alert == .error("Unknown country XYZ."))
        await app.run("alert OK")
        #expect(app.titles == ["Countries", "Germany"])
    }

    @Test func neighboursOpenAsDeepAsTheUserGoes() async throws {
        let app = try await RunningApp.started()

        await app.run("type Search germany", "select Germany", "select Austria", "select Switzerland")

        #expect(app.titles == ["Countries", "Germany", "Austria", "Switzerland"])
        await app.run("back", "back")
        #expect(app.screen.title == "Germany")
    }

    @Test func aFavouriteSetOnDetailsShowsOnTheListOnTheWayBack() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search japan", "select Japan", "tap \"Add to favourites\"")
        #expect(app.screen.buttons.map(\.title) == ["Remove from favourites"])

        await app.run("back")

        #expect(app.screen.indexedRows.map(\.row.title) == ["🇯🇵 Japan ★"])
    }

    @Test func aPoppedDetailsModuleIsFreedEvenWithItsLoadInFlight() async throws {
        let app = try await RunningApp.started()
        weak var view: ViewController?
        weak var presenter: CountryDetailsPresenter?
        weak var interactor: CountryDetailsInteractor?
        app.backend.faults.arm("countries.details", .hold)
        await app.run("select Germany")
        try await app.backend.faults.waitUntilHeld()
        do {
            let details = try #require(app.navigationController.topViewController as? CountryDetailsView)
            view = details
            presenter = details.presenter as? CountryDetailsPresenter
            interactor = presenter?.interactor as? CountryDetailsInteractor
        }
        #expect(app.screen.isLoading)

        await app.run("back")
        try await app.drain()

        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
    }

    @Test func detailsReplacedByADeepLinkAreFreed() async throws {
        let app = try await RunningApp.started()
        weak var presenter: CountryDetailsPresenter?
        await app.run("select Germany")
        presenter = (app.navigationController.topViewController as? CountryDetailsView)?.presenter as? CountryDetailsPresenter
        #expect(presenter != nil)

        await app.run("open countries://country/JPN")
        try await app.drain()

        #expect(app.titles == ["Countries", "Japan"])
        #expect(presenter == nil)
    }
}
