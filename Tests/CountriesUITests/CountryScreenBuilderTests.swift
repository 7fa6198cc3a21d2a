import AppSupport
import CountriesModel
import CountriesUI
import TerminalUI
import Testing

/// The pure screen builders every pattern shares, from plain values.
@Suite("Country screen builders")
struct CountryScreenBuilderTests {
    let germany = CountrySummary(alpha3: "DEU", alpha2: "DE", name: "Germany", population: 83_240_525, region: "Europe")
    let austria = CountrySummary(alpha3: "AUT", alpha2: "AT", name: "Austria", population: 8_527_230, region: "Europe")

    var germanyDetails: CountryDetails {
        let country = Country(
            alpha3: "DEU", alpha2: "DE", name: "Germany", population: 83_240_525, capital: "Berlin",
            area: 357_022, region: "Europe", subregion: "Western Europe", currencyCodes: ["EUR"],
            languages: ["German"], neighbours: ["AUT"]
        )
        return CountryDetails(country: country, currencies: [Currency(code: "EUR", name: "Euro", symbol: "€")], neighbours: [austria])
    }

    @Test func listRowsMarkFavouritesWithAStar() {
        let screen = CountryListScreen.make(
            search: "", regions: [.all], selectedRegion: .all,
            countries: .loaded([austria, germany]), favourites: ["DEU"]
        )

        #expect(screen.indexedRows.map(\.row.title) == ["🇦🇹 Austria", "🇩🇪 Germany ★"])
        #expect(screen.indexedRows.map(\.row.detail) == ["Population 8,527,230", "Population 83,240,525"])
    }

    @Test func anEmptyListSaysNoMatchesFound() {
        let screen = CountryListScreen.make(
            search: "qqq", regions: [.all], selectedRegion: .all, countries: .loaded([]), favourites: []
        )

        #expect(screen.emptyMessage == "No matches found")
        #expect(screen.sections.isEmpty)
    }

    @Test func theRegionPickerSelectsTheChosenFilter() {
        let regions: [RegionFilter] = [.all, .region("Africa"), .region("Europe"), .noRegion]
        let screen = CountryListScreen.make(
            search: "", regions: regions, selectedRegion: .region("Europe"), countries: .notRequested, favourites: []
        )

        let component = screen.pickers.first?.components.first
        #expect(component?.rows == ["All", "Africa", "Europe", "No region"])
        #expect(component?.selectedRow == "Europe")
    }

    @Test func detailsShowTheNameWhileLoading() {
        let screen = CountryDetailsScreen.make(name: "Germany", details: .isLoading(previous: nil), isFavourite: false)

        #expect(screen.title == "Germany")
        #expect(screen.isLoading)
        #expect(screen.sections.isEmpty)
    }

    @Test func detailsOfAFavouriteOfferToRemoveIt() {
        let screen = CountryDetailsScreen.make(name: "Germany", details: .loaded(germanyDetails), isFavourite: true)

        #expect(screen.buttons == [Screen.Button("Remove from favourites", id: CountryDetailsScreen.favouriteButtonID)])
        #expect(screen.sections[1].rows.map(\.title) == ["EUR € Euro"])
    }

    @Test func anErrorMessageShowsAsAnErrorAlert() {
        let screen = CountryDetailsScreen.make(
            name: "Germany", details: .loaded(germanyDetails), isFavourite: false, errorMessage: "Could not save the favourite."
        )

        #expect(screen.alert == Screen.Alert(title: "Error", message: "Could not save the favourite.", actions: ["OK"]))
    }

    @Test func onlyNeighbourRowsMapToANeighbour() {
        #expect(CountryDetailsScreen.neighbourIndex(at: RowPath(section: 3, row: 2)) == 2)
        #expect(CountryDetailsScreen.neighbourIndex(at: RowPath(section: 0, row: 2)) == nil)
    }
}
