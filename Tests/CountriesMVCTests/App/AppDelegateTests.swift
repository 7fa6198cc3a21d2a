import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing
@testable import CountriesMVC

/// The app as a user drives it: typed commands, the list as the root, details pushed by
/// the controllers.
@Suite("App delegate")
@MainActor
struct AppDelegateTests {
    @Test func startShowsTheLoadedListAsTheOnlyScreen() async throws {
        let app = try await RunningApp.started()

        #expect(app.titles == ["Countries"])
        #expect(app.rowTitles.count == KnownCountries.count)
        #expect(!app.screen.showsBackButton)
    }

    @Test func aRowOpensItsDetailsAndBackReturnsToTheListAsItWas() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search ger")
        await app.run("pick Region Europe")

        await app.run("select Germany")
        #expect(app.titles == ["Countries", "Germany"])
        #expect(app.screen.showsBackButton)

        await app.run("back")
        #expect(app.screen.fields.first?.value == "ger")
        #expect(app.screen.pickers.first?.components.first?.selectedRow == "Europe")
        #expect(app.rowTitles == ["🇩🇪 Germany", "🇻🇦 Holy See (Vatican City State)"])
    }

    @Test func aFavouriteAddedOnDetailsIsStarredInTheListAndStaysThroughASearch() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search germany")
        await app.run("select Germany")
        await app.run("tap \"Add to favourites\"")

        await app.run("back")
        #expect(app.rowTitles == ["🇩🇪 Germany ★"])
        await app.run("type Search ger")
        #expect(app.rowTitles.contains("🇩🇪 Germany ★"))
    }

    @Test func aSaveFailureAlertIsAnsweredWithOK() async throws {
        let app = try await RunningApp.started()
        await app.run("select Japan")
        app.faults.arm(CountriesFaultKey.favouritesSave, .fail)
        await app.run("tap \"Add to favourites\"")

        #expect(await app.refused("back") != nil)
        await app.run("alert OK")

        #expect(app.screen.alert == nil)
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }
}
