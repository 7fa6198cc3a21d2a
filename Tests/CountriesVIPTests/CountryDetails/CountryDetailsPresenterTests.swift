import AppSupport
import CountriesModel
import CountriesUI
@testable import CountriesVIP
import Testing

/// Details' wording with a DisplayLogic spy: each response in, one view model out.
@MainActor @Suite struct CountryDetailsPresenterTests {
    static let germanyRow = CountrySummary.row("DEU", "Germany", alpha2: "DE", population: 83_240_525)
    /// Germany as the source has it, every value known.
    static let germany = Details(
        country: Country(
            alpha3: "DEU", alpha2: "DE", name: "Germany", population: 83_240_525, capital: "Berlin", area: 357_022,
            region: "Europe", subregion: "Western Europe", languages: ["German"]
        ),
        currencies: [Currency(code: "EUR", name: "Euro", symbol: "€")],
        neighbours: [CountrySummary.row("AUT", "Austria", alpha2: "AT"), .row("CHE", "Switzerland")]
    )
    /// A country the source knows little about.
    static let sparse = Details(country: Country(alpha3: "XXX", alpha2: "", name: "Nowhere"), currencies: [], neighbours: [])

    let viewController = CountryDetailsDisplayLogicSpy()
    let presenter = CountryDetailsPresenter()

    init() {
        presenter.viewController = viewController
    }

    private func present(_ details: Loadable<Details, CountriesError>, isFavourite: Bool = false, error: CountriesError? = nil) {
        presenter.presentDetails(response: DetailsScene.FetchDetails.Response(
            country: Self.germanyRow, details: details, isFavourite: isFavourite, error: error
        ))
    }

    @Test func theNameIsTheTitleBeforeAnythingLoadsWithNotLoadedAndRetry() {
        present(.notRequested)

        #expect(viewController.last == DetailsScene.FetchDetails.ViewModel(
            title: "Germany", content: nil, message: "Not loaded.", isLoading: false, loadingControl: .retry, errorMessage: nil
        ))
    }

    @Test func aFirstLoadShowsLoadingWithCancelLoading() {
        present(.isLoading(previous: nil))

        #expect(viewController.last == DetailsScene.FetchDetails.ViewModel(
            title: "Germany", content: nil, message: nil, isLoading: true, loadingControl: .cancelLoading, errorMessage: nil
        ))
    }

    @Test func everyBasicInfoValueIsWorded() {
        present(.loaded(Self.germany))

        #expect(viewController.last?.content == CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(
                code: "DEU", capital: "Berlin", population: "83,240,525", area: "357,022 km²", region: "Europe (Western Europe)"
            ),
            currencies: ["EUR € Euro"],
            languages: ["German"],
            neighbours: [
                CountryDetailsScreen.Neighbour(alpha3: "AUT", title: "🇦🇹 Austria"),
                CountryDetailsScreen.Neighbour(alpha3: "CHE", title: "Switzerland"),
            ],
            favouriteTitle: "Add to favourites",
            isFavouriteEnabled: true
        ))
        #expect(viewController.last?.message == nil)
        #expect(viewController.last?.loadingControl == nil)
        #expect(viewController.last?.isLoading == false)
    }

    @Test func whatTheSourceLacksReadsAsADash() {
        present(.loaded(Self.sparse))

        #expect(viewController.last?.content?.basicInfo == CountryDetailsScreen.BasicInfo(
            code: "XXX", capital: "-", population: "-", area: "-", region: "-"
        ))
    }

    @Test func aFavouriteOffersItsRemoval() {
        present(.loaded(Self.germany), isFavourite: true)

        #expect(viewController.last?.content?.favouriteTitle == "Remove from favourites")
    }

    @Test func aReloadKeepsTheDetailsWithTheFavouriteButtonDisabled() {
        present(.isLoading(previous: Self.germany), isFavourite: true)

        #expect(viewController.last?.content?.isFavouriteEnabled == false)
        #expect(viewController.last?.content?.favouriteTitle == "Remove from favourites")
        #expect(viewController.last?.isLoading == true)
        #expect(viewController.last?.loadingControl == .cancelLoading)
    }

    @Test func aFailedLoadShowsItsMessageWithRetry() {
        present(.failed(.storage(.loadDetails)))

        #expect(viewController.last == DetailsScene.FetchDetails.ViewModel(
            title: "Germany", content: nil, message: "Could not load the country details.", isLoading: false, loadingControl: .retry, errorMessage: nil
        ))
    }

    @Test(arguments: [
        (357_022.0, "357,022 km²"), (0.49, "0.49 km²"), (12.5, "12.5 km²"), (2.0, "2 km²"), (0.444, "0.44 km²"),
        (0.445, "0.45 km²"), (1_234.567, "1,234.57 km²"),
    ])
    func theAreaHasAtMostTwoDecimals(area: Double, text: String) {
        #expect(CountryFormatter.area(area) == text)
    }

    @Test func aRegionWithoutADifferentSubregionReadsAlone() {
        #expect(CountryDetailsPresenter.region(of: Country(alpha3: "X", alpha2: "", name: "X", region: "Europe")) == "Europe")
        #expect(CountryDetailsPresenter.region(of: Country(alpha3: "X", alpha2: "", name: "X", region: "Asia", subregion: "Asia")) == "Asia")
    }

    @Test func aCurrencyWithoutASymbolReadsCodeAndName() {
        #expect(CountryDetailsPresenter.currency(Currency(code: "CHF", name: "Swiss Franc")) == "CHF Swiss Franc")
        #expect(CountryDetailsPresenter.currency(Currency(code: "XYZ", name: "Zed", symbol: "")) == "XYZ Zed")
    }

    @Test func aFailedSaveIsWordedForTheAlertWithTheDetailsAsTheyWere() {
        present(.loaded(Self.germany), isFavourite: false, error: .storage(.saveFavourite))

        #expect(viewController.last?.errorMessage == "Could not save the favourite.")
        #expect(viewController.last?.content?.favouriteTitle == "Add to favourites")
    }

    @Test func withoutAFailureThereIsNoAlert() {
        present(.loaded(Self.germany))

        #expect(viewController.last?.errorMessage == nil)
    }
}
