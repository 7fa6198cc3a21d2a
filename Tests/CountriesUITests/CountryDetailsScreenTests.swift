import CountriesUI
import TerminalUI
import Testing

/// A country's details: the layout, from display-ready values.
@Suite struct CountryDetailsScreenTests {
    let germany = CountryDetailsScreen.Content(
        basicInfo: CountryDetailsScreen.BasicInfo(
            code: "DEU", capital: "Berlin", population: "83,240,525", area: "357,022 km²", region: "Europe (Western Europe)"
        ),
        currencies: ["EUR € Euro"],
        languages: ["German"],
        neighbours: [CountryDetailsScreen.Neighbour(alpha3: "AUT", title: "🇦🇹 Austria")],
        favouriteTitle: "Remove from favourites",
        isFavouriteEnabled: true
    )

    @Test func showsFourSectionsInOrderAndTheFavouriteButton() {
        let screen = CountryDetailsScreen.make(title: "Germany", content: germany, message: nil, isLoading: false, loadingControl: nil)

        #expect(screen.title == "Germany")
        #expect(screen.sections.map(\.title) == ["Basic Info", "Currencies", "Languages", "Neighboring countries"])
        #expect(screen.sections[0].rows == [
            Screen.Row("Code", detail: "DEU", isSelectable: false),
            Screen.Row("Capital", detail: "Berlin", isSelectable: false),
            Screen.Row("Population", detail: "83,240,525", isSelectable: false),
            Screen.Row("Area", detail: "357,022 km²", isSelectable: false),
            Screen.Row("Region", detail: "Europe (Western Europe)", isSelectable: false),
        ])
        #expect(screen.sections[1].rows == [Screen.Row("EUR € Euro", isSelectable: false)])
        #expect(screen.sections[3].rows == [Screen.Row("🇦🇹 Austria", id: "AUT", accessory: .disclosure)])
        #expect(screen.buttons == [Screen.Button("Remove from favourites", id: "favourite")])
    }

    @Test func theLoadingControlComesAfterTheFavouriteButton() {
        var reloading = germany
        reloading.isFavouriteEnabled = false
        let screen = CountryDetailsScreen.make(title: "Germany", content: reloading, message: nil, isLoading: true, loadingControl: .cancelLoading)

        #expect(screen.isLoading)
        #expect(screen.buttons == [
            Screen.Button("Remove from favourites", id: "favourite", isEnabled: false),
            Screen.Button("Cancel loading", id: "cancelLoading"),
        ])
    }

    @Test func withoutContentOnlyTheMessageAndTheControlShow() {
        let screen = CountryDetailsScreen.make(
            title: "Germany", content: nil, message: "Could not load the country.", isLoading: false, loadingControl: .retry
        )

        #expect(screen.sections.isEmpty)
        #expect(screen.emptyMessage == "Could not load the country.")
        #expect(screen.buttons == [Screen.Button("Retry", id: "retry")])
    }

    @Test func anErrorMessageShowsAsAnErrorAlert() {
        let screen = CountryDetailsScreen.make(
            title: "Germany", content: germany, message: nil, isLoading: false, loadingControl: nil,
            errorMessage: "Could not save the favourite."
        )

        #expect(screen.alert == Screen.Alert(title: "Error", message: "Could not save the favourite.", actions: ["OK"]))
    }

    @Test func onlyNeighbourRowsMapToANeighbour() {
        #expect(CountryDetailsScreen.neighbourIndex(at: RowPath(section: 3, row: 2)) == 2)
        #expect(CountryDetailsScreen.neighbourIndex(at: RowPath(section: 0, row: 2)) == nil)
    }
}
