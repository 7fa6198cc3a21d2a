import CountriesModel
import CountriesStorage
import CountriesTestSupport
@testable import CountriesVIP
import TerminalUI
import TestSupport
import Testing

/// The whole app typed at through the toolkit's session: deep links through the list scene,
/// neighbours through details scenes, held calls, and scenes freed once they leave the stack.
@MainActor @Suite struct CountriesFlowTests {
    @Test func theAppStartsOnTheLoadedList() async throws {
        let running = try await RunningApp.started()

        #expect(running.titles == ["Countries"])
        #expect(running.rowTitles.count == KnownCountries.count)
    }

    @Test func aLinkAtLaunchOpensItsCountryOverTheList() async throws {
        let running = try await RunningApp.started(opening: "countries://country/BRA")

        #expect(running.titles == ["Countries", "Brazil"])
        #expect(running.screen.sections.first?.title == "Basic Info")
        await running.run("back")
        #expect(running.rowTitles.count == KnownCountries.count)
    }

    @Test func aLinkReplacesWhateverWasOnScreenAndKeepsTheSearch() async throws {
        let running = try await RunningApp.started()
        await running.run("type Search fra", "select France", "select Spain")

        await running.run("open countries://country/deu")

        #expect(running.titles == ["Countries", "Germany"])
        await running.run("back")
        #expect(running.screen.fields.first?.value == "fra")
        #expect(running.rowTitles.contains { $0.hasSuffix("France") })
    }

    @Test(arguments: [
        ("countries://country/XYZ", "Unknown country XYZ."),
        ("countries://city/Paris", "Cannot open link countries://city/Paris."),
    ])
    func aLinkThatLeadsNowhereShowsWhyAndKeepsTheStack(link: String, message: String) async throws {
        let running = try await RunningApp.started()
        await running.run("select Germany")

        await running.run("open \(link)")

        #expect(running.screen.alert == .error(message))
        await running.run("alert OK")
        #expect(running.titles == ["Countries", "Germany"])
    }

    @Test func aFavouriteSetOnDetailsShowsOnTheListOnTheWayBack() async throws {
        let running = try await RunningApp.started()
        await running.run("type Search japan", "select Japan", "tap \"Add to favourites\"")
        #expect(running.screen.buttons.map(\.title) == ["Remove from favourites"])

        await running.run("back")

        #expect(running.rowTitles == ["🇯🇵 Japan ★"])
    }

    @Test func aFavouriteSavedAfterTheUserLeftItsDetailsIsKept() async throws {
        let running = try await RunningApp.started()
        await running.run("type Search ger", "select Germany")
        running.backend.faults.arm(CountriesFaultKey.favouritesSave, .hold)
        await running.run("tap \"Add to favourites\"", "back")

        running.backend.faults.reset()
        try await running.drain()
        await running.run("type Search germany")

        #expect(running.rowTitles == ["🇩🇪 Germany ★"])
    }

    @Test func aLinkWhoseLookUpWasHeldStillOpensOnceItLands() async throws {
        let running = try await RunningApp.started(opening: "countries://country/AUT")
        running.backend.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await running.run("open countries://country/FRA")
        #expect(running.titles == ["Countries", "Austria"])
        await running.run("back")

        running.backend.faults.reset()
        try await running.drain()

        #expect(running.titles == ["Countries", "France"])
    }

    @Test func aFailingListShowsRetryAndRetryRecovers() async throws {
        let running = try await RunningApp.started()
        running.backend.faults.arm(CountriesFaultKey.countriesList, .fail)
        await running.run("type Search ger")
        #expect(running.screen.emptyMessage == "Could not load the countries.")
        #expect(running.screen.buttons.map(\.title) == ["Retry"])

        running.backend.faults.reset()
        await running.run("tap Retry")

        #expect(running.rowTitles.count == KnownCountries.gerAllMatches.count)
    }

    @Test func aPoppedDetailsSceneIsFreedEvenWithItsLoadHeld() async throws {
        let running = try await RunningApp.started()
        weak var viewController: CountryDetailsViewController?
        weak var interactor: CountryDetailsInteractor?
        weak var presenter: CountryDetailsPresenter?
        weak var router: CountryDetailsRouter?
        running.backend.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await running.run("select Germany")
        try await running.backend.faults.waitUntilHeld()
        do {
            let details = try #require(running.navigationController.topViewController as? CountryDetailsViewController)
            viewController = details
            interactor = details.interactor as? CountryDetailsInteractor
            presenter = interactor?.presenter as? CountryDetailsPresenter
            router = details.router as? CountryDetailsRouter
        }
        #expect(running.screen.isLoading)
        #expect(interactor != nil && presenter != nil && router != nil)

        await running.run("back")
        try await running.drain()

        #expect(viewController == nil)
        #expect(interactor == nil)
        #expect(presenter == nil)
        #expect(router == nil)
    }

    @Test func detailsReplacedByADeepLinkAreFreed() async throws {
        let running = try await RunningApp.started()
        weak var interactor: CountryDetailsInteractor?
        await running.run("select Germany")
        interactor = (running.navigationController.topViewController as? CountryDetailsViewController)?.interactor as? CountryDetailsInteractor
        #expect(interactor != nil)

        await running.run("open countries://country/JPN")
        try await running.drain()

        #expect(running.titles == ["Countries", "Japan"])
        #expect(interactor == nil)
    }
}
