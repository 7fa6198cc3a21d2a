import AppSupport
@testable import CountriesReactor
import CountriesModel
import CountriesUI
import Testing

/// `CountryDetailsReactor.reduce` as a plain function, with every value of the screen
/// formatted by the derived view state.
@Suite struct CountryDetailsReduceTests {
    private typealias Reactor = CountryDetailsReactor

    private let loadedState = Reactor.reduce(
        state: CountryDetailsState(country: Atlas.germany),
        mutation: .loaded(Atlas.germanyDetails, isFavourite: false)
    )

    @Test func aCountryHandedOverIsTitledAndNotLoaded() {
        let state = CountryDetailsState(country: Atlas.germany)

        #expect(state.title == "Germany")
        #expect(state.content == nil)
        #expect(state.message == "Not loaded.")
        #expect(state.loadingControl == .retry)
    }

    @Test func loadedDetailsShowEveryValueFormatted() {
        let content = loadedState.content

        #expect(content?.basicInfo == CountryDetailsScreen.BasicInfo(
            code: "DEU", capital: "Berlin", population: "83,240,525", area: "357,022 km²", region: "Europe (Western Europe)"
        ))
        #expect(content?.currencies == ["EUR € Euro"])
        #expect(content?.languages == ["German"])
        #expect(content?.neighbours == [.init(alpha3: "AUT", title: "🇦🇹 Austria"), .init(alpha3: "CHE", title: "🇨🇭 Switzerland")])
        #expect(content?.favouriteTitle == "Add to favourites")
        #expect(content?.isFavouriteEnabled == true)
        #expect(loadedState.message == nil)
        #expect(loadedState.loadingControl == nil)
    }

    @Test func whatTheSourceLacksReadsAsADash() {
        let state = Reactor.reduce(state: CountryDetailsState(country: Atlas.antarctica), mutation: .loaded(Atlas.antarcticaDetails, isFavourite: true))

        #expect(state.content?.basicInfo == CountryDetailsScreen.BasicInfo(code: "ATA", capital: "-", population: "-", area: "-", region: "-"))
        #expect(state.content?.favouriteTitle == "Remove from favourites")
    }

    @Test func areaRegionAndCurrencyTexts() {
        #expect(CountryDetailsState.areaText(0.49) == "0.49 km²")
        #expect(CountryDetailsState.areaText(1_234.5) == "1,234.5 km²")
        #expect(CountryDetailsState.areaText(2.005) == "2.01 km²")
        #expect(CountryDetailsState.regionText(region: "Europe", subregion: nil) == "Europe")
        #expect(CountryDetailsState.regionText(region: "Oceania", subregion: "Oceania") == "Oceania")
        #expect(CountryDetailsState.currencyText(Currency(code: "CHF", name: "Swiss Franc")) == "CHF Swiss Franc")
        #expect(CountryDetailsState.currencyText(Currency(code: "XXX", name: "None", symbol: "")) == "XXX None")
    }

    @Test func aReloadKeepsTheDetailsWithTheFavouriteButtonDisabled() {
        let state = Reactor.reduce(state: loadedState, mutation: .loadStarted)

        #expect(state.isLoading)
        #expect(state.content?.basicInfo == loadedState.content?.basicInfo)
        #expect(state.content?.isFavouriteEnabled == false)
        #expect(state.loadingControl == .cancelLoading)
    }

    @Test func cancellingAReloadBringsTheDetailsBack() {
        let reloading = Reactor.reduce(state: loadedState, mutation: .loadStarted)

        #expect(Reactor.reduce(state: reloading, mutation: .loadCancelled) == loadedState)
    }

    @Test func cancellingTheFirstLoadIsNotLoaded() {
        let loading = Reactor.reduce(state: CountryDetailsState(country: Atlas.germany), mutation: .loadStarted)

        let state = Reactor.reduce(state: loading, mutation: .loadCancelled)

        #expect(state.message == "Not loaded.")
        #expect(state.domainState.details == .notRequested)
    }

    @Test func aFailedLoadShowsItsMessageWithRetry() {
        let state = Reactor.reduce(state: loadedState, mutation: .loadFailed(.storage(.loadDetails)))

        #expect(state.content == nil)
        #expect(state.message == "Could not load the country details.")
        #expect(state.loadingControl == .retry)
    }

    @Test func aSavedFavouriteFlipsTheButton() {
        let state = Reactor.reduce(state: loadedState, mutation: .favouriteSaved(true))

        #expect(state.domainState.isFavourite)
        #expect(state.content?.favouriteTitle == "Remove from favourites")
    }

    @Test func aFailedSaveIsAnAlertPulseAndTheMarkStays() {
        let state = Reactor.reduce(state: loadedState, mutation: .favouriteFailed(.storage(.saveFavourite)))

        #expect(state.errorMessage == "Could not save the favourite.")
        #expect(state.$errorMessage.valueUpdatedCount == 1)
        #expect(state.domainState == loadedState.domainState)
        #expect(state.content == loadedState.content)
    }

    @Test func aNeighbourIsARoutePulseToItsDetails() {
        let state = Reactor.reduce(state: loadedState, mutation: .showNeighbour(Atlas.austria))

        #expect(state.route == .details(CountryDetailsState(country: Atlas.austria)))
        #expect(state.domainState == loadedState.domainState)
        #expect(state.$errorMessage.valueUpdatedCount == 0)
    }
}
