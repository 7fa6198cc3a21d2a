import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesTestSupport
import CountriesUI
import Testing

/// The Country details Store's pure functions: what a mutation does to the state (and
/// nothing else: there is no Worker to call), and how the state reads on screen.
@Suite struct CountryDetailsStoreTests {
    private let germany = CountryDetailsState(country: Atlas.germany, details: .loaded(Atlas.germanyDetails))

    @Test func aFailedLoadForgetsTheDetailsButNotTheTitle() {
        let shown = CountryDetailsState(country: Atlas.austria, details: .isLoading(previous: Atlas.germanyDetails))

        let state = CountryDetailsStore.execute(state: shown, mutation: .mutateLoad(.init(result: .failure(CountriesError.storage(.loadDetails)))))

        #expect(CountryDetailsStore.viewModel(of: state) == CountryDetailsModels.ViewModel(
            title: "Austria", content: nil, message: "Could not load the country details.", isLoading: false, loadingControl: .retry
        ))
    }

    @Test func cancellingWithNoLoadInFlightChangesNothing() {
        #expect(CountryDetailsStore.execute(state: germany, mutation: .cancelLoading) == germany)
    }

    @Test func aFailedSaveLeavesTheMarkAsItWas() {
        let state = CountryDetailsStore.execute(state: germany, mutation: .mutateToggleFavourite(.init(result: .failure(CountriesError.storage(.saveFavourite)))))

        #expect(state == germany)
    }

    @Test func loadedDetailsReadAsTheScreenShowsThem() {
        #expect(CountryDetailsStore.viewModel(of: germany) == CountryDetailsModels.ViewModel(
            title: "Germany",
            content: .germany,
            message: nil,
            isLoading: false,
            loadingControl: nil
        ))
    }

    @Test func aFavouriteOffersRemoval() {
        var favourite = germany
        favourite.domainState.isFavourite = true

        #expect(CountryDetailsStore.viewModel(of: favourite).content?.favouriteTitle == "Remove from favourites")
    }

    @Test func whileReloadingTheDetailsStayButTheFavouriteButtonIsDisabled() {
        let reloading = CountryDetailsStore.execute(state: germany, mutation: .loadStarted)
        let model = CountryDetailsStore.viewModel(of: reloading)

        #expect(model.content?.basicInfo.code == "DEU")
        #expect(model.content?.isFavouriteEnabled == false)
        #expect(model.isLoading)
        #expect(model.loadingControl == .cancelLoading)
        #expect(model.message == nil)
    }

    @Test func theFirstLoadShowsNoDetailsAndCancelLoading() {
        let loading = CountryDetailsStore.execute(state: CountryDetailsState(country: Atlas.germany), mutation: .loadStarted)

        #expect(CountryDetailsStore.viewModel(of: loading) == CountryDetailsModels.ViewModel(
            title: "Germany", content: nil, message: nil, isLoading: true, loadingControl: .cancelLoading
        ))
    }

    @Test func areasKeepAtMostTwoDecimals() {
        #expect(CountryDetailsStore.areaText(357_022) == "357,022 km²")
        #expect(CountryDetailsStore.areaText(0.49) == "0.49 km²")
        #expect(CountryDetailsStore.areaText(12.5) == "12.5 km²")
        #expect(CountryDetailsStore.areaText(1_234.567) == "1,234.57 km²")
    }

    @Test func missingValuesReadAsADash() {
        var country = Atlas.country("ATA")
        country.capital = nil
        country.population = 0
        country.area = nil
        country.region = nil
        let details = CountryDetails(country: country, currencies: [], neighbours: [])
        let state = CountryDetailsState(country: country.summary, details: .loaded(details))

        #expect(CountryDetailsStore.viewModel(of: state).content?.basicInfo == CountryDetailsScreen.BasicInfo(
            code: "ATA", capital: "-", population: "-", area: "-", region: "-"
        ))
    }

    @Test func regionsReadWithTheirSubregion() {
        #expect(CountryDetailsStore.regionText(region: "Europe", subregion: "Western Europe") == "Europe (Western Europe)")
        #expect(CountryDetailsStore.regionText(region: "Antarctic", subregion: nil) == "Antarctic")
        #expect(CountryDetailsStore.regionText(region: "Antarctic", subregion: "Antarctic") == "Antarctic")
    }

    @Test func currenciesReadWithTheirSymbolWhenThereIsOne() {
        #expect(CountryDetailsStore.currencyText(Currency(code: "EUR", name: "Euro", symbol: "€")) == "EUR € Euro")
        #expect(CountryDetailsStore.currencyText(Currency(code: "CHF", name: "Swiss Franc")) == "CHF Swiss Franc")
        #expect(CountryDetailsStore.currencyText(Currency(code: "XXX", name: "None", symbol: "")) == "XXX None")
    }
}
