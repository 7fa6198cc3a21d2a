import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing
@testable import CountriesMVVM

/// Deep links: `countries://country/<ALPHA3>` at launch and at run time.
extension AppCoordinatorTests {
    @Test func aCountryLinkShowsItsDetailsOverTheList() async throws {
        let app = try await RunningApp.started()

        await app.run("open countries://country/JPN")

        #expect(app.titles == ["Countries", "Japan"])
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func aCountryLinkReplacesWhateverWasOnScreen() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        await app.run("select Austria")
        await app.run("select Switzerland")

        await app.run("open countries://country/JPN")

        #expect(app.titles == ["Countries", "Japan"])
        await app.run("back")
        #expect(app.screen.title == "Countries")
    }

    @Test func aLowercaseCodeOpensTheCountry() async throws {
        let app = try await RunningApp.started()

        await app.run("open countries://country/deu")

        #expect(app.titles == ["Countries", "Germany"])
    }

    @Test func aLinkOpenedAtLaunchShowsItsDetails() async throws {
        let app = try await RunningApp.started(opening: "countries://country/FRA")

        #expect(app.titles == ["Countries", "France"])
    }

    @Test func anUnknownCodeShowsAnErrorAndKeepsTheStack() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")

        await app.run("open countries://country/XYZ")

        #expect(app.screen.alert == Screen.Alert(title: "Error", message: "Unknown country XYZ.", actions: ["OK"]))
        await app.run("alert OK")
        #expect(app.screen.alert == nil)
        #expect(app.titles == ["Countries", "Germany"])
    }

    @Test func aLinkThatIsNotACountryLinkShowsAnError() async throws {
        let app = try await RunningApp.started()

        await app.run("open https://example.com/country/DEU")

        #expect(app.screen.alert?.message == "Cannot open link https://example.com/country/DEU.")
        #expect(app.titles == ["Countries"])
    }

    @Test func everyLinkIsHandledByTheApp() async throws {
        let app = try await RunningApp.started()

        for link in ["countries://country/DEU", "countries://country/XYZ", "https://example.com"] {
            #expect(app.coordinator.open(try #require(URL(string: link))))
        }
        await app.waitUntilIdle()
    }

    @Test func aLinkWhoseLookupFailsShowsTheErrorAndKeepsTheStack() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesDetails, .fail)

        await app.run("open countries://country/DEU")

        #expect(app.screen.alert?.message == "Could not load the country details.")
        #expect(app.titles == ["Countries"])
    }
}
