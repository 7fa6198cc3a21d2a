import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing
@testable import CountriesMVC

/// `countries://country/<ALPHA3>` at launch and at run time: looked up first, then the
/// list (search and region kept) with the details on top; anything else is an error alert.
@Suite("Deep links")
@MainActor
struct DeepLinkTests {
    @Test func aCountryLinkShowsItsDetailsOverTheList() async throws {
        let app = try await RunningApp.started()

        await app.run("open countries://country/JPN")

        #expect(app.titles == ["Countries", "Japan"])
        #expect(app.screen.sections.first?.rows.first?.detail == "JPN")
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func aLinkReplacesWhateverWasPushedAndKeepsTheListsSearchAndRegion() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search fra")
        await app.run("pick Region Europe")
        await app.run("select France")
        await app.run("select Spain")
        await app.run("select Portugal")

        await app.run("open countries://country/deu")

        #expect(app.titles == ["Countries", "Germany"])
        await app.run("back")
        #expect(app.screen.fields.first?.value == "fra")
        #expect(app.screen.pickers.first?.components.first?.selectedRow == "Europe")
        #expect(app.rowTitles == ["🇫🇷 France"])
    }

    @Test func aLinkShowsTheFavouriteMarkOfTheCountry() async throws {
        let app = try RunningApp()
        try await app.repositories.favourites.setFavourite(KnownCountries.japan, true)
        await app.start()

        await app.run("open countries://country/JPN")

        #expect(app.screen.buttons.map(\.title) == ["Remove from favourites"])
    }

    @Test func aLinkOpenedAtLaunchShowsItsDetails() async throws {
        let app = try await RunningApp.started(opening: "countries://country/BRA")

        #expect(app.titles == ["Countries", "Brazil"])
        await app.run("back")
        #expect(app.rowTitles.count == KnownCountries.count)
    }

    @Test func anUnknownLinkAtLaunchLeavesTheListWithTheError() async throws {
        let app = try await RunningApp.started(opening: "countries://country/XYZ")

        #expect(app.titles == ["Countries"])
        #expect(app.screen.alert == Screen.Alert(title: "Error", message: "Unknown country XYZ.", actions: ["OK"]))
    }

    @Test func anUnknownCodeShowsAnErrorAndKeepsTheStack() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        await app.run("select Austria")

        await app.run("open countries://country/xyz")

        #expect(app.screen.alert?.message == "Unknown country XYZ.")
        await app.run("alert OK")
        #expect(app.screen.alert == nil)
        #expect(app.titles == ["Countries", "Germany", "Austria"])
    }

    @Test(arguments: [
        "countries://city/Paris", "https://example.com/country/JPN", "countries://country/",
        "countries://country/DEU/x", "countries://country/DEU?lang=de", "countries://country/D-E",
    ])
    func anyOtherLinkCannotBeOpened(link: String) async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")

        await app.run("open \"\(link)\"")

        #expect(app.screen.alert?.message == "Cannot open link \(link).")
        #expect(app.titles == ["Countries", "Germany"])
    }

    @Test func textThatIsNotALinkIsRefusedWithAnExample() async throws {
        let app = try await RunningApp.started()

        let error = await app.refused("open \"not a link\"")

        #expect(error == "\"not a link\" is not a link (try countries://country/JPN)")
        #expect(app.screen.alert == nil)
    }

    @Test func aFailedLookupShowsTheErrorAndKeepsTheStack() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        app.faults.arm(CountriesFaultKey.countriesDetails, .fail)

        await app.run("open countries://country/FRA")

        #expect(app.screen.alert?.message == "Could not load the country details.")
        #expect(app.titles == ["Countries", "Germany"])
    }

    @Test func theStackChangesOnlyOnceTheLookupAnswers() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesDetails, .hold)

        await app.run("open countries://country/ITA")
        #expect(app.titles == ["Countries"])

        app.faults.disarmHolds()
        app.faults.releaseHeld()
        await app.waitUntilIdle()
        #expect(app.titles == ["Countries", "Italy"])
        #expect(!app.screen.isLoading)
    }

    @Test func everyLinkIsTheAppsToAnswer() async throws {
        let app = try await RunningApp.started()

        for link in ["countries://country/DEU", "countries://country/XYZ", "mailto:someone@example.com"] {
            #expect(app.delegate.open(try #require(URL(string: link))))
            await app.waitUntilIdle()
            if app.screen.alert != nil { await app.run("alert OK") }
        }
    }
}
