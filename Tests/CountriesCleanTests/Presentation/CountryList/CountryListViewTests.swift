import AppSupport
@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import CountriesUI
import TerminalUI
import Testing

@MainActor @Suite struct CountryListViewTests {
    let app = MockedApp()

    @Test func appearingLoadsTheListWithPopulationsAndMarks() async {
        app.repositories.favouritesResponse = .success(["DEU"])

        await app.showList()

        #expect(app.screen.title == "Countries")
        let titles = app.screen.indexedRows.map(\.row.title)
        #expect(titles == ["🇦🇶 Antarctica", "🇦🇹 Austria", "🇩🇪 Germany ★", "🇨🇭 Switzerland"])
        #expect(app.screen.indexedRows[2].row.detail == "Population 83,240,525")
        #expect(app.screen.fields.first?.placeholder == "Country name")
    }

    @Test func typingASearchAsksForIt() async {
        await app.showList()

        await app.send(.edit(CountryListScreen.Field.search, text: "aus"))

        #expect(app.screen.fields.first?.value == "aus")
        #expect(app.repositories.actions.contains(.countries(matching: "aus", in: .all)))
    }

    @Test func pickingARegionFiltersByIt() async {
        await app.showList()

        await app.send(.pick(CountryListScreen.Picker.region, component: 0, row: 2))

        #expect(app.screen.pickers.first?.components.first?.selectedRow == "No region")
        #expect(app.repositories.actions.contains(.countries(matching: "", in: .noRegion)))
    }

    @Test func noMatchSaysSo() async {
        app.repositories.countriesResponse = .success([])

        await app.showList()

        #expect(app.screen.emptyMessage == "No matches found")
    }

    @Test func aFailedLoadOffersRetry() async {
        app.repositories.regionFiltersResponse = .failure(.storage(.loadCountries))
        await app.showList()
        #expect(app.screen.emptyMessage == "Could not load the countries.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])

        app.repositories.regionFiltersResponse = .success([.all])
        await app.send(.tap(LoadingControl.retry))

        #expect(app.screen.indexedRows.count == 4)
    }

    @Test func aRowOpensItsCountry() async {
        await app.showList()

        await app.send(.select(RowPath(section: 0, row: 1)))

        #expect(app.appState.routing.details.map(\.country.name) == ["Austria"])
    }

    @Test func searchAndRegionCombine() async {
        await app.showList()
        await app.send(.pick(CountryListScreen.Picker.region, component: 0, row: 1))

        await app.send(.edit(CountryListScreen.Field.search, text: "ger"))

        #expect(app.repositories.actions.contains(.countries(matching: "ger", in: .region("Europe"))))
        #expect(app.screen.pickers.first?.components.first?.selectedRow == "Europe")
    }

    @Test func aRegionOutsideThePickerAsksNothing() async {
        await app.showList()
        let asked = app.repositories.actions.count

        await app.send(.pick(CountryListScreen.Picker.region, component: 0, row: 7))

        #expect(app.repositories.actions.count == asked)
        #expect(app.screen.pickers.first?.components.first?.selectedRow == "All")
    }

    @Test func whileLoadingTheListShowsCancelAndCancelPutsItBack() async {
        await app.showList()
        app.appState.countryList.countries = .isLoading(previous: Atlas.all)
        #expect(app.screen.isLoading)
        #expect(app.screen.buttons.map(\.title) == ["Cancel loading"])
        #expect(app.screen.indexedRows.count == 4)

        await app.send(.tap(LoadingControl.cancelLoading))

        #expect(!app.screen.isLoading)
        #expect(app.screen.buttons.isEmpty)
    }

    @Test func cancellingTheFirstLoadSaysNotLoadedAndOffersRetry() async {
        await app.showList()
        app.appState.countryList.countries = .isLoading(previous: nil)

        await app.send(.tap(LoadingControl.cancelLoading))

        #expect(app.screen.emptyMessage == "Not loaded.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])
    }
}
