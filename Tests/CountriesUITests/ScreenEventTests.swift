import CountriesUI
import TerminalUI
import Testing

/// Every control a Countries screen shows reaches its views as a typed event, and anything
/// else as nothing.
@Suite struct ScreenEventTests {
    @Test func theListTypesItsSearchRegionRowsAndLoadingControl() {
        let row = CountryListScreen.Row(alpha3: "DEU", title: "Germany", detail: "")
        let screen = CountryListScreen.make(
            search: "", regions: ["All", "Europe"], selectedRegion: 0, rows: [row], message: nil,
            isLoading: false, loadingControl: .retry
        )

        #expect(screen.fields.map { CountryListScreen.Event(.edit($0.id, text: "ger")) } == [.edit(.search, text: "ger")])
        #expect(screen.pickers.map { CountryListScreen.Event(.pick($0.id, component: 0, row: 1)) } == [.pick(.region, row: 1)])
        #expect(screen.buttons.map { CountryListScreen.Event(.tap($0.id)) } == [.loading(.retry)])
        #expect(CountryListScreen.Event(.tap(LoadingControl.cancelLoading)) == .loading(.cancelLoading))
        #expect(CountryListScreen.Event(.select(RowPath(section: 0, row: 0))) == .select(RowPath(section: 0, row: 0)))
    }

    @Test func theDetailsTypeTheFavouriteTheLoadingControlAndTheError() {
        #expect(CountryDetailsScreen.Event(.tap(CountryDetailsScreen.Button.favourite)) == .tap(.favourite))
        #expect(CountryDetailsScreen.Event(.tap(LoadingControl.retry)) == .loading(.retry))
        #expect(CountryDetailsScreen.Event(.alert(Screen.Alert.ok)) == .dismissError)
    }

    @Test func anotherScreensControlIsNoEvent() {
        #expect(CountryListScreen.Event(.tap(CountryDetailsScreen.Button.favourite)) == nil)
        #expect(CountryDetailsScreen.Event(.edit(CountryListScreen.Field.search, text: "x")) == nil)
        #expect(CountryListScreen.Event(.alert(Screen.Alert.ok)) == nil)
    }
}
