import AppSupport
import CountriesModel
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVVM

@Suite("App coordinator")
@MainActor
struct AppCoordinatorTests {
    @Test func startShowsTheLoadedCountriesList() async throws {
        let app = try await RunningApp.started()

        #expect(app.titles == ["Countries"])
        #expect(app.rowTitles.count == KnownCountries.count)
    }

    @Test func selectingACountryShowsItsDetails() async throws {
        let app = try await RunningApp.started()

        await app.run("select Germany")

        #expect(app.titles == ["Countries", "Germany"])
        #expect(app.screen.sections.first?.title == "Basic Info")
    }

    @Test func neighboursOpenAsDeepAsTheUserGoes() async throws {
        let app = try await RunningApp.started()

        await app.run("select Germany")
        await app.run("select Austria")
        await app.run("select Switzerland")
        await app.run("select Germany")

        #expect(app.titles == ["Countries", "Germany", "Austria", "Switzerland", "Germany"])
    }

    @Test func backReturnsToThePreviousScreen() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        await app.run("select Austria")

        await app.run("back")

        #expect(app.titles == ["Countries", "Germany"])
        #expect(app.screen.title == "Germany")
        await app.run("back")
        #expect(app.screen.title == "Countries")
    }

    @Test func aFavouriteAddedOnDetailsIsMarkedOnTheListAfterBack() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")

        await app.run("tap \"Add to favourites\"")
        await app.run("back")

        #expect(app.rowTitles.contains("🇩🇪 Germany ★"))
    }

    @Test func aFavouriteChangedDeeperShowsWhenComingBack() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        await app.run("select Austria")
        await app.run("select Germany")

        await app.run("tap \"Add to favourites\"")
        await app.run("back")
        await app.run("back")

        #expect(app.screen.buttons.map(\.title) == ["Remove from favourites"])
    }

    @Test func aPoppedScreenIsReleased() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        weak let details = app.coordinator.navigationController.topViewController

        await app.run("back")

        #expect(details == nil)
    }
}
