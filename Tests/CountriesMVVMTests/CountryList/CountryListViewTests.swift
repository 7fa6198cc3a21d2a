import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVVM

/// The screens the list view produces, driven by typed commands.
@Suite("Country list view")
@MainActor
struct CountryListViewTests {
    @Test func showsTitleSearchRegionAndOneRowPerCountry() async throws {
        let app = try await RunningApp.started()
        let screen = app.screen

        #expect(screen.title == "Countries")
        #expect(screen.fields == [Screen.TextField("Search", id: "search", value: "", placeholder: "Country name", maximumLength: 100)])
        #expect(screen.pickers.first?.components.first?.label == "Region")
        #expect(screen.pickers.first?.components.first?.selectedRow == "All")
        let germany = try #require(screen.indexedRows.first { $0.row.id == KnownCountries.germany }?.row)
        #expect(germany.title == "🇩🇪 Germany")
        #expect(germany.detail?.wholeMatch(of: /Population \d{1,3}(,\d{3})+/) != nil)
        #expect(germany.accessory == .disclosure)
        #expect(!screen.isLoading)
        #expect(screen.buttons.isEmpty)
    }

    @Test func typingASearchShowsTheMatches() async throws {
        let app = try await RunningApp.started()

        await app.run("type Search ger")

        #expect(app.screen.fields.first?.value == "ger")
        #expect(app.rowTitles == ["🇩🇿 Algeria", "🇩🇪 Germany", "🇻🇦 Holy See (Vatican City State)", "🇳🇪 Niger", "🇳🇬 Nigeria"])
    }

    @Test func aSearchWithoutMatchSaysSo() async throws {
        let app = try await RunningApp.started()

        await app.run("type Search qqq")

        #expect(app.screen.sections.isEmpty)
        #expect(app.screen.emptyMessage == "No matches found")
    }

    @Test func pickingARegionCombinesWithTheSearch() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search ger")

        await app.run("pick Region Europe")

        #expect(app.screen.pickers.first?.components.first?.selectedRow == "Europe")
        #expect(app.rowTitles == ["🇩🇪 Germany", "🇻🇦 Holy See (Vatican City State)"])
    }

    @Test func favouritesAreMarkedWithAStar() async throws {
        let app = try RunningApp()
        try await app.repositories.favourites.setFavourite(KnownCountries.france, true)

        await app.start()

        #expect(app.rowTitles.contains("🇫🇷 France ★"))
        #expect(app.rowTitles.contains("🇩🇪 Germany"))
    }

    @Test func aLoadInFlightShowsThePreviousRowsAndCancelLoading() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search cote")
        app.faults.arm(CountriesFaultKey.countriesList, .hold)

        await app.run("type Search ger")

        #expect(app.screen.isLoading)
        #expect(app.rowTitles == ["🇨🇮 Côte d'Ivoire"])
        #expect(app.screen.buttons == [Screen.Button("Cancel loading", id: "cancelLoading")])
        await app.run("tap \"Cancel loading\"")
        #expect(!app.screen.isLoading)
        #expect(app.rowTitles == ["🇨🇮 Côte d'Ivoire"])
        #expect(app.faults.heldCount == 0)
    }

    @Test func aFailedLoadShowsTheMessageAndRetryLoads() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesList, .fail)
        await app.run("type Search ger")
        #expect(app.screen.emptyMessage == "Could not load the countries.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])
        #expect(app.screen.sections.isEmpty)

        app.faults.reset()
        await app.run("tap Retry")

        #expect(app.rowTitles.count == 5)
        #expect(app.screen.emptyMessage == nil)
    }

    @Test func cancellingTheFirstLoadShowsNotLoadedAndRetry() async throws {
        let app = try RunningApp()
        app.faults.arm(CountriesFaultKey.countriesRegions, .hold)
        await app.start()
        #expect(app.screen.isLoading)

        await app.run("tap \"Cancel loading\"")

        #expect(app.screen.emptyMessage == "Not loaded.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])
    }
}
