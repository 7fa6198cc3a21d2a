import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVC

/// The details' loads: failed, retried, cancelled, and cancelled when the screen leaves.
@Suite("Country details loading")
@MainActor
struct CountryDetailsLoadingTests {
    @Test(arguments: [
        (CountriesFaultKey.countriesDetails, "Could not load the country details."),
        (CountriesFaultKey.favouritesList, "Could not load the favourites."),
    ])
    func aFailedLoadShowsTheMessageWithRetry(key: String, message: String) async throws {
        let stage = try ControllerStage.sample()
        stage.faults.arm(key, .fail)

        await stage.showDetails(of: KnownCountries.germany, name: "Germany")

        #expect(stage.screen.title == "Germany")
        #expect(stage.screen.emptyMessage == message)
        #expect(stage.screen.sections.isEmpty)
        #expect(stage.buttonTitles == ["Retry"])
    }

    @Test func retryAfterAFailureLoadsTheDetails() async throws {
        let stage = try ControllerStage.sample()
        stage.faults.arm(CountriesFaultKey.countriesDetails, .fail)
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")
        await stage.tapRetry()
        #expect(stage.screen.emptyMessage == "Could not load the country details.")

        stage.faults.reset()
        await stage.tapRetry()

        #expect(stage.info("Capital") == "Berlin")
        #expect(stage.buttonTitles == ["Add to favourites"])
    }

    @Test func cancellingTheFirstLoadShowsNotLoadedAndRetry() async throws {
        let stage = try ControllerStage.sample()
        stage.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")

        await stage.tapCancelLoading()

        #expect(stage.screen.emptyMessage == "Not loaded.")
        #expect(stage.buttonTitles == ["Retry"])
        #expect(!stage.screen.isLoading)
        #expect(stage.faults.heldCount == 0)

        stage.faults.reset()
        await stage.tapRetry()
        #expect(stage.info("Code") == "DEU")
    }

    @Test func anUnknownCountryFailsWithItsCode() async throws {
        let stage = try ControllerStage.sample()

        await stage.showDetails(of: KnownCountries.unknown, name: "Nowhere")

        #expect(stage.screen.title == "Nowhere")
        #expect(stage.screen.emptyMessage == "Unknown country XYZ.")
        #expect(stage.buttonTitles == ["Retry"])
    }

    @Test func goingBackCancelsTheLoadInFlight() async throws {
        let stage = try ControllerStage.sample()
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")
        stage.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await stage.select("Austria")
        let austria = try #require(stage.navigation.topViewController)
        #expect(austria.screen.isLoading)

        await stage.goBack()

        // Austria's load was cancelled, not left waiting; only Germany's reload is held.
        #expect(stage.stack == ["Germany"])
        #expect(austria.screen.emptyMessage == "Not loaded.")
        #expect(!austria.screen.isLoading)
        #expect(stage.faults.heldCount == 1)
        await stage.release()
        #expect(!stage.screen.isLoading)
        #expect(austria.screen.emptyMessage == "Not loaded.")
    }
}
