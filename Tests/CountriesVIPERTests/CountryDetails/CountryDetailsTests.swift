import AppSupport
import CountriesModel
import CountriesTestSupport
import CountriesUI
@testable import CountriesVIPER
import Testing

/// Details' presenter with spies.
@MainActor @Suite struct CountryDetailsPresenterTests {
    static let austria = CountrySummary.row("AUT", "Austria")
    static let germany = CountryDetails(
        country: Country(alpha3: "DEU", alpha2: "DE", name: "Germany"),
        currencies: [],
        neighbours: [austria, .row("CHE", "Switzerland")]
    )

    let view = CountryDetailsViewSpy()
    let interactor = CountryDetailsInteractorSpy(country: .row("DEU", "Germany"))
    let router = CountryDetailsRouterSpy()

    private func makePresenter(details: Loadable<CountryDetails, CountriesError> = .notRequested) -> CountryDetailsPresenter {
        let presenter = CountryDetailsPresenter(interactor: interactor, router: router, details: details)
        presenter.view = view
        return presenter
    }

    @Test func theNameIsShownBeforeAnythingLoadsWithNotLoadedAndRetry() {
        makePresenter().viewDidLoad()

        #expect(view.title == "Germany")
        #expect(view.content == nil)
        #expect(view.message == "Not loaded.")
        #expect(view.loadingControl == .retry)
        #expect(interactor.calls.isEmpty)
    }

    @Test func appearingLoadsWithCancelLoading() async {
        await makePresenter().viewWillAppear()

        #expect(view.isLoading)
        #expect(view.content == nil)
        #expect(view.message == nil)
        #expect(view.loadingControl == .cancelLoading)
        #expect(interactor.calls == [.loadDetails])
    }

    @Test func detailsALinkLookedUpStayWhileTheyReloadWithTheFavouriteDisabled() async {
        await makePresenter(details: .loaded(Self.germany)).viewWillAppear()

        #expect(view.isLoading)
        #expect(view.content?.neighbours.map(\.title) == ["Austria", "Switzerland"])
        #expect(view.content?.isFavouriteEnabled == false)
    }

    @Test func loadedDetailsAndTheMarkAreShown() {
        makePresenter().didLoad(Self.germany, isFavourite: true)

        #expect(view.content?.favouriteTitle == "Remove from favourites")
        #expect(view.content?.isFavouriteEnabled == true)
        #expect(!view.isLoading)
        #expect(view.loadingControl == nil)
        #expect(view.message == nil)
    }

    @Test func aFailedLoadShowsItsMessageWithRetry() {
        makePresenter().didFailToLoad(.storage(.loadDetails))

        #expect(view.content == nil)
        #expect(view.message == "Could not load the country details.")
        #expect(view.loadingControl == .retry)
    }

    @Test func cancelAndLeavingGoBackToWhatWasShown() async {
        let presenter = makePresenter(details: .loaded(Self.germany))
        await presenter.didTapRetry()

        presenter.didTapCancelLoading()
        #expect(view.content?.isFavouriteEnabled == true)
        #expect(view.loadingControl == nil)
        presenter.viewDidDisappear()

        #expect(interactor.calls == [.loadDetails, .cancelLoading, .cancelLoading])
    }

    @Test func theFavouriteButtonAsksTheInteractor() async {
        await makePresenter().didTapFavourite()

        #expect(interactor.calls == [.toggleFavourite])
    }

    @Test func aSavedFavouriteChangesTheButton() {
        let presenter = makePresenter(details: .loaded(Self.germany))
        presenter.didSaveFavourite(true)
        #expect(view.content?.favouriteTitle == "Remove from favourites")

        presenter.didSaveFavourite(false)

        #expect(view.content?.favouriteTitle == "Add to favourites")
    }

    @Test func aFailedSaveShowsAnErrorAndKeepsTheMark() {
        makePresenter().didFailToSaveFavourite(.storage(.saveFavourite))

        #expect(view.calls == [.handleError("Could not save the favourite.")])
    }

    @Test func everyValueReadsAsTheSpecSays() {
        let germany = CountryDetails(
            country: Country(alpha3: "DEU", alpha2: "DE", name: "Germany", population: 83_240_525, capital: "Berlin",
                             area: 357_022, region: "Europe", subregion: "Western Europe", languages: ["German"]),
            currencies: [Currency(code: "EUR", name: "Euro", symbol: "€")],
            neighbours: [CountrySummary(alpha3: "AUT", alpha2: "AT", name: "Austria", population: 1, region: "Europe")]
        )

        makePresenter().didLoad(germany, isFavourite: false)

        #expect(view.content == CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(code: "DEU", capital: "Berlin", population: "83,240,525",
                                                      area: "357,022 km²", region: "Europe (Western Europe)"),
            currencies: ["EUR € Euro"],
            languages: ["German"],
            neighbours: [CountryDetailsScreen.Neighbour(alpha3: "AUT", title: "🇦🇹 Austria")],
            favouriteTitle: "Add to favourites",
            isFavouriteEnabled: true
        ))
    }

    @Test func whatTheSourceLacksReadsAsADash() {
        makePresenter().didLoad(Self.germany, isFavourite: false)

        #expect(view.content?.basicInfo == CountryDetailsScreen.BasicInfo(code: "DEU", capital: "-", population: "-", area: "-", region: "-"))
    }

    @Test(arguments: [(357_022.0, "357,022 km²"), (0.49, "0.49 km²"), (12.5, "12.5 km²"), (2.0, "2 km²"), (0.444, "0.44 km²"),
                      (1_234.567, "1,234.57 km²")])
    func theAreaHasAtMostTwoDecimals(_ area: Double, _ text: String) {
        #expect(CountryDetailsPresenter.areaText(area) == text)
    }

    @Test func aRegionWithoutADifferentSubregionReadsAlone() {
        #expect(CountryDetailsPresenter.regionText(of: Country(alpha3: "X", alpha2: "", name: "X", region: "Europe")) == "Europe")
        #expect(CountryDetailsPresenter.regionText(of: Country(alpha3: "X", alpha2: "", name: "X", region: "Asia", subregion: "Asia")) == "Asia")
    }

    @Test func aCurrencyWithoutASymbolReadsCodeAndName() {
        #expect(CountryDetailsPresenter.currencyText(Currency(code: "CHF", name: "Swiss Franc")) == "CHF Swiss Franc")
        #expect(CountryDetailsPresenter.currencyText(Currency(code: "XYZ", name: "Zed", symbol: "")) == "XYZ Zed")
    }

    @Test func aChosenNeighbourIsOpenedByTheRouter() {
        let presenter = makePresenter(details: .loaded(Self.germany))

        presenter.didSelectNeighbour(at: 1)

        #expect(router.calls == [.showDetails(.row("CHE", "Switzerland"))])
    }

    @Test func neighboursOutsideTheListOrBeforeLoadingAreIgnored() {
        makePresenter().didSelectNeighbour(at: 0)
        makePresenter(details: .loaded(Self.germany)).didSelectNeighbour(at: 2)

        #expect(router.calls.isEmpty)
    }
}

/// Details' business against the bundled dataset in SQLite, and against failing storage.
@MainActor @Suite struct CountryDetailsInteractorTests {
    let countries: CountriesBackend
    let output = CountryDetailsOutputSpy()
    let interactor: CountryDetailsInteractor

    init() async throws {
        countries = try CountriesBackend()
        interactor = CountryDetailsInteractor(country: try await countries.summary(KnownCountries.germany),
                                              repositories: countries.repositories)
        interactor.presenter = output
    }

    @Test func aLoadBringsTheDetailsAndTheFavouriteState() async throws {
        try await countries.repositories.favourites.setFavourite(KnownCountries.germany, true)

        await interactor.loadDetails()

        #expect(output.loaded.first?.details.neighbours.count == KnownCountries.germanyNeighbours.count)
        #expect(output.loaded.first?.details.neighbours.map(\.name) == KnownCountries.germanyNeighbourNames)
        #expect(output.loaded.first?.isFavourite == true)
    }

    @Test func theFavouriteTogglesAndIsStored() async throws {
        await interactor.loadDetails()

        await interactor.toggleFavourite()
        #expect(try await countries.repositories.favourites.favourites() == [KnownCountries.germany])
        await interactor.toggleFavourite()

        #expect(output.calls.dropFirst() == [.didSaveFavourite(true), .didSaveFavourite(false)])
        #expect(try await countries.repositories.favourites.favourites().isEmpty)
    }

    @Test(arguments: [("countries.details", StorageOperation.loadDetails),
                      ("favourites.list", .loadFavourites)])
    func anyFailingCallFailsTheLoad(key: String, operation: StorageOperation) async {
        countries.faults.arm(key, .fail)

        await interactor.loadDetails()

        #expect(output.calls == [.didFailToLoad(.storage(operation))])
    }

    @Test func aFailingSaveKeepsTheFavouriteAsItWas() async throws {
        countries.faults.arm("favourites.save", .fail)

        await interactor.toggleFavourite()

        #expect(output.calls == [.didFailToSaveFavourite(.storage(.saveFavourite))])
        #expect(try await countries.repositories.favourites.favourites().isEmpty)
        countries.faults.reset()
        await interactor.toggleFavourite()
        #expect(output.calls.last == .didSaveFavourite(true))
    }

    @Test func aCancelledLoadReportsNothing() async throws {
        countries.faults.arm("countries.details", .hold)
        let loading = Task { await interactor.loadDetails() }
        try await countries.faults.waitUntilHeld()

        interactor.cancelLoading()
        await loading.value

        #expect(output.calls.isEmpty)
    }
}
