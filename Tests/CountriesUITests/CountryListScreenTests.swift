import CountriesUI
import TerminalUI
import Testing

/// The Countries list's layout, from display-ready values.
@Suite struct CountryListScreenTests {
    let rows = [
        CountryListScreen.Row(alpha3: "AUT", title: "🇦🇹 Austria", detail: "Population 8,527,230"),
        CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525"),
    ]

    @Test func showsTheSearchFieldTheRegionPickerAndOneRowPerCountry() throws {
        let screen = CountryListScreen.make(
            search: "a", regions: ["All", "Europe"], selectedRegion: 1, rows: rows,
            message: nil, isLoading: false, loadingControl: nil
        )

        #expect(screen.title == "Countries")
        #expect(screen.fields == [Screen.TextField("Search", id: "search", value: "a", placeholder: "Country name", maximumLength: 100)])
        let component = try #require(screen.pickers.first?.components.first)
        #expect(screen.pickers.first?.id == "region")
        #expect(component.label == "Region")
        #expect(component.selectedRow == "Europe")
        #expect(screen.sections == [Screen.Section(id: "countries", rows: [
            Screen.Row("🇦🇹 Austria", id: "AUT", detail: "Population 8,527,230", accessory: .disclosure),
            Screen.Row("🇩🇪 Germany ★", id: "DEU", detail: "Population 83,240,525", accessory: .disclosure),
        ])])
        #expect(screen.buttons.isEmpty)
        #expect(CountryListScreen.rowIndex(at: RowPath(section: 0, row: 1)) == 1)
    }

    @Test func aMessageShowsInsteadOfRows() {
        let screen = CountryListScreen.make(
            search: "qqq", regions: ["All"], selectedRegion: 0, rows: [],
            message: CountryListScreen.Text.noMatches, isLoading: false, loadingControl: nil
        )

        #expect(screen.emptyMessage == "No matches found")
        #expect(screen.sections.isEmpty)
    }

    @Test func whileLoadingThePreviousRowsStayWithCancelLoading() {
        let screen = CountryListScreen.make(
            search: "", regions: ["All"], selectedRegion: 0, rows: rows,
            message: nil, isLoading: true, loadingControl: .cancelLoading
        )

        #expect(screen.isLoading)
        #expect(screen.indexedRows.count == 2)
        #expect(screen.buttons == [Screen.Button("Cancel loading", id: "cancelLoading")])
    }

    @Test func notLoadedOffersRetry() {
        let screen = CountryListScreen.make(
            search: "", regions: [], selectedRegion: nil, rows: [],
            message: LoadingControl.Text.notLoaded, isLoading: false, loadingControl: .retry
        )

        #expect(screen.emptyMessage == "Not loaded.")
        #expect(screen.buttons == [Screen.Button("Retry", id: "retry")])
    }
}
