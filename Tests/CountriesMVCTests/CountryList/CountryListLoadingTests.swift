import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVC

/// The list's loads: in flight, cancelled, failed, retried, and redone on every appearance.
@Suite("Country list loading")
@MainActor
struct CountryListLoadingTests {
    @Test func aLoadInFlightKeepsThePreviousRowsWithCancelLoading() async throws {
        let stage = try ControllerStage()
        await stage.showList()
        await stage.search("cote")
        stage.faults.arm(CountriesFaultKey.countriesList, .hold)

        await stage.search("ger")

        #expect(stage.screen.isLoading)
        #expect(stage.screen.fields.first?.value == "ger")
        #expect(stage.rowTitles == ["🇨🇮 Côte d'Ivoire"])
        #expect(stage.screen.buttons == [Screen.Button("Cancel loading", id: "cancelLoading")])
        await stage.release()
    }

    @Test func cancellingAReloadGoesBackToThePreviousRows() async throws {
        let stage = try ControllerStage()
        await stage.showList()
        await stage.search("cote")
        stage.faults.arm(CountriesFaultKey.countriesList, .hold)
        await stage.search("ger")

        await stage.tapCancelLoading()

        #expect(!stage.screen.isLoading)
        #expect(stage.rowTitles == ["🇨🇮 Côte d'Ivoire"])
        #expect(stage.screen.buttons.isEmpty)
        #expect(stage.faults.heldCount == 0)
    }

    @Test func cancellingTheFirstLoadShowsNotLoadedAndRetryLoads() async throws {
        let stage = try ControllerStage.sample()
        stage.faults.arm(CountriesFaultKey.countriesRegions, .hold)
        await stage.showList()
        #expect(stage.screen.isLoading)
        #expect(stage.screen.emptyMessage == nil)

        await stage.tapCancelLoading()
        #expect(stage.screen.emptyMessage == "Not loaded.")
        #expect(stage.buttonTitles == ["Retry"])

        stage.faults.reset()
        await stage.tapRetry()
        #expect(stage.rowTitles.count == 4)
        #expect(stage.screen.buttons.isEmpty)
    }

    @Test func aNewerSearchWinsOverOneStillInFlight() async throws {
        let stage = try ControllerStage()
        await stage.showList()
        stage.faults.arm(CountriesFaultKey.countriesList, .hold)
        await stage.search("fra")
        await stage.search("japan")

        await stage.release()

        #expect(stage.rowTitles == ["🇯🇵 Japan"])
        #expect(!stage.screen.isLoading)
    }

    @Test(arguments: [
        (CountriesFaultKey.countriesList, "Could not load the countries."),
        (CountriesFaultKey.countriesRegions, "Could not load the countries."),
        (CountriesFaultKey.favouritesList, "Could not load the favourites."),
    ])
    func aFailedLoadShowsTheMessageWithRetry(key: String, message: String) async throws {
        let stage = try ControllerStage.sample()
        stage.faults.arm(key, .fail)

        await stage.showList()

        #expect(stage.screen.emptyMessage == message)
        #expect(stage.screen.sections.isEmpty)
        #expect(stage.buttonTitles == ["Retry"])
        #expect(!stage.screen.isLoading)
    }

    @Test func retryAfterAFailureLoadsTheSearchAndRegionChosen() async throws {
        let stage = try ControllerStage()
        await stage.showList()
        stage.faults.arm(CountriesFaultKey.countriesList, .fail)
        await stage.search("ger")
        await stage.pickRegion("Europe")
        #expect(stage.screen.emptyMessage == "Could not load the countries.")

        stage.faults.reset()
        await stage.tapRetry()

        #expect(stage.rowTitles == ["🇩🇪 Germany", "🇻🇦 Holy See (Vatican City State)"])
        #expect(stage.screen.emptyMessage == nil)
    }

    @Test func aFailedLoadLosesNothingStored() async throws {
        let stage = try ControllerStage.sample()
        try await stage.repositories.favourites.setFavourite(KnownCountries.austria, true)
        stage.faults.arm("*", .fail)
        await stage.showList()
        #expect(stage.screen.emptyMessage == "Could not load the countries.")

        stage.faults.reset()
        await stage.tapRetry()

        #expect(stage.rowTitles.contains("🇦🇹 Austria ★"))
    }

    @Test func theListReloadsWhenItReappears() async throws {
        let stage = try ControllerStage.sample()
        await stage.showList()
        await stage.select("Austria")
        await stage.tapFavourite()

        await stage.goBack()

        #expect(stage.stack == ["Countries"])
        #expect(stage.rowTitles.contains("🇦🇹 Austria ★"))
    }

    @Test func aFailedReloadOnReturnShowsTheErrorInsteadOfRows() async throws {
        let stage = try ControllerStage.sample()
        await stage.showList()
        await stage.select("Austria")
        stage.faults.arm(CountriesFaultKey.favouritesList, .fail)

        await stage.goBack()

        #expect(stage.screen.emptyMessage == "Could not load the favourites.")
        #expect(stage.buttonTitles == ["Retry"])
    }

    @Test func leavingTheStackCancelsTheLoad() async throws {
        let stage = try ControllerStage.sample()
        let list = await stage.showList()
        stage.faults.arm(CountriesFaultKey.countriesList, .hold)
        await stage.search("a")
        #expect(stage.faults.heldCount == 1)

        stage.navigation.setViewControllers([CountryListViewController(repositories: stage.repositories)])
        await stage.release()

        #expect(stage.faults.heldCount == 0)
        #expect(list.screen.isLoading == false)
        #expect(list.screen.indexedRows.count == 4)
    }

    @Test func aRowSelectedWhileReloadingOpensThePreviousRowsCountry() async throws {
        let stage = try ControllerStage.sample()
        await stage.showList()
        stage.faults.arm(CountriesFaultKey.countriesList, .hold)
        await stage.search("switz")

        await stage.select("Austria")

        #expect(stage.stack == ["Countries", "Austria"])
        #expect(stage.info("Code") == "AUT")
        await stage.release()
    }
}
