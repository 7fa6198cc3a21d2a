import AppSupport
@testable import CountriesReactor
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing

/// The whole Reactor app typed at through the toolkit's session, over SQLite: the Views
/// turn route pulses into pushes and alert pulses into alerts, each once.
@MainActor @Suite struct RootViewTests {
    let shelf: RunningApp

    init() throws {
        shelf = try RunningApp()
    }

    @Test func startsOnTheLoadedList() async {
        await shelf.session.start()

        #expect(shelf.titles == ["Countries"])
        #expect(shelf.screen.indexedRows.count == KnownCountries.count)
    }

    @Test func aRowPushesItsDetailsAndANeighbourGoesDeeper() async {
        await shelf.session.start()
        await shelf.run("type Search germany", "select Germany", "select Austria")

        #expect(shelf.titles == ["Countries", "Germany", "Austria"])
        #expect(shelf.screen.sections.first?.title == "Basic Info")
    }

    @Test func aRouteIsPushedOnceNotAgainWhenTheListReloads() async {
        await shelf.session.start()
        await shelf.run("select Germany", "back", "type Search a")

        #expect(shelf.titles == ["Countries"])
    }

    @Test func aFavouriteShowsOnTheListWhenBackThere() async {
        await shelf.session.start()
        await shelf.run("type Search germany", "select Germany", "tap \"Add to favourites\"", "back")

        #expect(shelf.rowTitles == ["🇩🇪 Germany ★"])
    }

    @Test func aLinkAtLaunchOpensItsDetailsOverTheList() async {
        #expect(await shelf.session.start(opening: "countries://country/BRA") == nil)

        #expect(shelf.titles == ["Countries", "Brazil"])
    }

    @Test func aLinkReplacesTheStackAndKeepsTheListsSearch() async {
        await shelf.session.start()
        await shelf.run("type Search fra", "select France", "select Spain", "open countries://country/jpn", "back")

        #expect(shelf.titles == ["Countries"])
        #expect(shelf.screen.fields.first?.value == "fra")
    }

    @Test func aLinkThatCannotBeFollowedLeavesTheStackAlone() async {
        await shelf.session.start()
        await shelf.run("select Germany", "open countries://country/XYZ")

        #expect(shelf.screen.alert == .error("Unknown country XYZ."))
        await shelf.run("alert OK", "open countries://city/Paris")
        #expect(shelf.screen.alert == .error("Cannot open link countries://city/Paris."))
        #expect(shelf.titles == ["Countries", "Germany"])
    }

    @Test func anAlertIsShownOnceNotAgainOnTheNextChange() async {
        await shelf.session.start()
        shelf.faults.arm(CountriesFaultKey.favouritesSave, .fail)
        await shelf.run("select Germany", "tap \"Add to favourites\"")
        #expect(shelf.screen.alert == .error("Could not save the favourite."))

        shelf.faults.reset()
        await shelf.run("alert OK", "select Austria", "back")

        #expect(shelf.screen.alert == nil)
        #expect(shelf.titles == ["Countries", "Germany"])
    }

    @Test func aDetailsScreenLeavingWithALoadInFlightCancelsIt() async {
        await shelf.session.start()
        shelf.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await shelf.run("select Austria")
        #expect(shelf.screen.isLoading)

        await shelf.run("back")
        shelf.faults.reset()
        await shelf.session.waitUntilIdle()

        #expect(shelf.titles == ["Countries"])
        #expect(shelf.app.navigationController.activity.pendingCount == 0)
    }

    @Test func aFailedListLoadShowsRetryAndNothingStoredIsLost() async {
        await shelf.session.start()
        await shelf.run("select Germany", "tap \"Add to favourites\"", "back")
        shelf.faults.arm(CountriesFaultKey.favouritesList, .fail)
        await shelf.run("type Search ger")

        #expect(shelf.screen.emptyMessage == "Could not load the favourites.")
        #expect(shelf.screen.buttons.map(\.title) == ["Retry"])
        shelf.faults.reset()
        await shelf.run("tap Retry")
        #expect(shelf.rowTitles.contains("🇩🇪 Germany ★"))
    }
}
