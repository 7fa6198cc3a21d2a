import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVC

/// Adding and removing the favourite from the details, saved in SQLite; a failed save is
/// an alert and changes nothing.
@Suite("Country details favourite")
@MainActor
struct CountryDetailsFavouriteTests {
    @Test func addingAFavouriteSavesItAndOffersRemoval() async throws {
        let stage = try ControllerStage.sample()
        await stage.showDetails(of: KnownCountries.austria, name: "Austria")

        await stage.tapFavourite()

        #expect(stage.buttonTitles == ["Remove from favourites"])
        #expect(try await stage.repositories.favourites.favourites() == [KnownCountries.austria])
    }

    @Test func removingAFavouriteSavesIt() async throws {
        let stage = try ControllerStage.sample()
        try await stage.repositories.favourites.setFavourite(KnownCountries.austria, true)
        await stage.showDetails(of: KnownCountries.austria, name: "Austria")
        #expect(stage.buttonTitles == ["Remove from favourites"])

        await stage.tapFavourite()

        #expect(stage.buttonTitles == ["Add to favourites"])
        #expect(try await stage.repositories.favourites.favourites().isEmpty)
    }

    @Test func aFailedSaveShowsAnAlertAndChangesNothing() async throws {
        let stage = try ControllerStage.sample()
        await stage.showDetails(of: KnownCountries.austria, name: "Austria")
        stage.faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await stage.tapFavourite()

        #expect(stage.screen.alert == Screen.Alert(title: "Error", message: "Could not save the favourite.", actions: ["OK"]))
        #expect(stage.buttonTitles == ["Add to favourites"])
        await stage.send(.alert("OK"))
        #expect(stage.screen.alert == nil)
        #expect(stage.buttonTitles == ["Add to favourites"])
        #expect(try await stage.repositories.favourites.favourites().isEmpty)
    }

    @Test func theButtonWaitsWhileAReloadIsInFlight() async throws {
        let stage = try ControllerStage.sample()
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")
        await stage.select("Austria")
        stage.faults.arm(CountriesFaultKey.favouritesList, .hold)

        await stage.goBack()

        #expect(stage.screen.title == "Germany")
        #expect(stage.screen.isLoading)
        #expect(stage.info("Code") == "DEU")
        #expect(stage.screen.buttons == [
            Screen.Button("Add to favourites", id: "favourite", isEnabled: false),
            Screen.Button("Cancel loading", id: "cancelLoading"),
        ])
        await stage.tapCancelLoading()
        #expect(stage.screen.buttons == [Screen.Button("Add to favourites", id: "favourite")])
        #expect(stage.faults.heldCount == 0)
    }

    @Test func aFavouriteChangedDeeperShowsOnTheWayBack() async throws {
        let stage = try ControllerStage.sample()
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")
        await stage.select("Austria")
        await stage.select("Germany")
        await stage.tapFavourite()

        await stage.goBack()
        await stage.goBack()

        #expect(stage.stack == ["Germany"])
        #expect(stage.buttonTitles == ["Remove from favourites"])
    }
}
