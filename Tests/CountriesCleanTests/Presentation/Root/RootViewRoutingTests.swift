@testable import CountriesCleanDomain
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing

/// Routing as state over the whole app and real SQLite: the stack follows
/// `AppState.routing`, going back writes it back, deep links change it.
@MainActor @Suite struct RootViewRoutingTests {
    @Test func detailsGoAsDeepAsTheUserGoesAndBackWritesTheStateBack() async throws {
        let app = try await RunningApp.started()

        await app.run("select Germany", "select Austria", "select Switzerland")
        #expect(app.stack == ["Countries", "Germany", "Austria", "Switzerland"])
        #expect(app.appState.details.count == 3)

        await app.run("back", "back")
        #expect(app.stack == ["Countries", "Germany"])
        #expect(app.appState.routing.details.map(\.country.name) == ["Germany"])
        #expect(app.appState.details.count == 1)
    }

    @Test func aFavouriteShowsOnTheListOnReturn() async throws {
        let app = try await RunningApp.started()

        await app.run("type Search japan", "select Japan", "tap \"Add to favourites\"", "back")

        #expect(app.rowTitles == ["🇯🇵 Japan ★"])
    }

    @Test func aCountryLinkShowsItsDetailsOverTheListWhateverWasOnScreen() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany", "select Austria")

        await app.run("open countries://country/JPN")

        #expect(app.stack == ["Countries", "Japan"])
        #expect(app.appState.details.count == 1)
        await app.run("back")
        #expect(app.screen.title == "Countries")
    }

    @Test func aLinkAtLaunchOpensItsCountry() async throws {
        let app = try await RunningApp.started(opening: "countries://country/BRA")

        #expect(app.stack == ["Countries", "Brazil"])
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func anUnknownCodeIsAnAlertInTheStateUntilAnswered() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany", "open countries://country/XYZ")
        #expect(app.appState.routing.linkError == .unknownCountry("XYZ"))
        #expect(app.screen.alert?.message == "Unknown country XYZ.")
        #expect(app.screen.alert?.actions == ["OK"])

        await app.run("alert OK")

        #expect(app.appState.routing.linkError == nil)
        #expect(app.screen.alert == nil && app.stack == ["Countries", "Germany"])
    }

    @Test func everyLinkIsTheAppsToHandle() async throws {
        let app = try await RunningApp.started()

        #expect(app.root.open(try #require(URL(string: "https://example.com"))))
        await app.scripted.session.waitUntilIdle()

        #expect(app.screen.alert?.message == "Cannot open link https://example.com.")
    }

    @Test func aHeldLoadShowsLoadingAndCancelGoesBack() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesDetails, .hold)

        await app.run("select Austria")
        #expect(app.screen.isLoading)
        #expect(app.screen.buttons.map(\.title) == ["Cancel loading"])

        await app.run("tap \"Cancel loading\"")
        #expect(app.screen.emptyMessage == "Not loaded.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])
        app.faults.reset()
    }

    @Test func aReloadKeepsTheListWhileItRuns() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesList, .hold)

        await app.run("type Search aus")
        #expect(app.screen.isLoading)
        #expect(app.rowTitles.count == KnownCountries.count)

        await app.run("tap \"Cancel loading\"")
        #expect(!app.screen.isLoading)
        #expect(app.rowTitles.count == KnownCountries.count)
        app.faults.reset()
    }
}
