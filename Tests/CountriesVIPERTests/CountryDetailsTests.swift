import AppSupport
import CountriesModel
import CountriesTestSupport
@testable import CountriesVIPER
import Testing

/// Details' presenter with mocks.
@MainActor @Suite struct CountryDetailsPresenterTests {
    static let austria = CountrySummary.row("AUT", "Austria")
    static let germany = CountryDetails(
        country: Country(alpha3: "DEU", alpha2: "DE", name: "Germany"),
        currencies: [],
        neighbours: [austria, .row("CHE", "Switzerland")]
    )

    let view = CountryDetailsViewMock()
    let interactor = CountryDetailsInteractorMock(country: .row("DEU", "Germany"))
    let router = CountryDetailsRouterMock()

    private func makePresenter(details: Loadable<CountryDetails> = .notRequested) -> CountryDetailsPresenter {
        let presenter = CountryDetailsPresenter(interactor: interactor, router: router, details: details)
        presenter.view = view
        return presenter
    }

    @Test func theNameIsShownBeforeAnythingLoads() {
        makePresenter().viewDidLoad()

        #expect(view.name == "Germany")
        #expect(interactor.requests.isEmpty)
    }

    @Test func appearingLoads() async {
        await makePresenter().viewWillAppear()

        #expect(view.details == .isLoading(previous: nil))
        #expect(interactor.requests == [.load])
    }

    @Test func detailsALinkLookedUpStayWhileTheyReload() async {
        await makePresenter(details: .loaded(Self.germany)).viewWillAppear()

        #expect(view.details == .isLoading(previous: Self.germany))
    }

    @Test func loadedDetailsAndTheMarkAreShown() {
        makePresenter().didLoad(Self.germany, isFavourite: true)

        #expect(view.details == .loaded(Self.germany))
        #expect(view.isFavourite == true)
    }

    @Test func aFailedLoadShowsItsMessage() {
        makePresenter().didFailToLoad("Could not load the country details.")

        #expect(view.details == .failed(message: "Could not load the country details."))
    }

    @Test func cancelAndLeavingGoBackToWhatWasShown() async {
        let presenter = makePresenter(details: .loaded(Self.germany))
        await presenter.didTapRetry()

        presenter.didTapCancelLoading()
        #expect(view.details == .loaded(Self.germany))
        presenter.viewDidDisappear()

        #expect(interactor.requests == [.load, .cancel, .cancel])
    }

    @Test func theFavouriteButtonAsksTheInteractor() async {
        await makePresenter().didTapFavourite()

        #expect(interactor.requests == [.toggleFavourite])
    }

    @Test func aSavedFavouriteChangesTheMark() {
        makePresenter().didSaveFavourite(true)

        #expect(view.isFavourite == true)
    }

    @Test func aFailedSaveShowsAnErrorAndKeepsTheMark() {
        makePresenter().didFailToSaveFavourite("Could not save the favourite.")

        #expect(view.errors == ["Could not save the favourite."])
        #expect(view.isFavourite == nil)
    }

    @Test func aChosenNeighbourIsOpenedByTheRouter() {
        let presenter = makePresenter(details: .loaded(Self.germany))

        presenter.didSelectNeighbour(at: 1)

        #expect(router.opened == ["CHE"])
    }

    @Test func neighboursOutsideTheListOrBeforeLoadingAreIgnored() {
        makePresenter().didSelectNeighbour(at: 0)
        makePresenter(details: .loaded(Self.germany)).didSelectNeighbour(at: 2)

        #expect(router.opened.isEmpty)
    }
}

/// Details' business against the bundled dataset in SQLite, and against failing storage.
@MainActor @Suite struct CountryDetailsInteractorTests {
    let countries: Countries
    let output = CountryDetailsOutputSpy()
    let interactor: CountryDetailsInteractor

    init() async throws {
        countries = try Countries()
        interactor = CountryDetailsInteractor(country: try await countries.summary(KnownCountries.germany),
                                              repositories: countries.repositories)
        interactor.presenter = output
    }

    @Test func aLoadBringsTheDetailsAndTheFavouriteState() async throws {
        try await countries.repositories.favourites.setFavourite(KnownCountries.germany, true)

        await interactor.loadDetails()

        #expect(output.loaded.first?.details.neighbourRows.count == KnownCountries.germanyNeighbours.count)
        #expect(output.loaded.first?.details.neighbours.map(\.name) == KnownCountries.germanyNeighbourNames)
        #expect(output.loaded.first?.isFavourite == true)
    }

    @Test func theFavouriteTogglesAndIsStored() async throws {
        await interactor.loadDetails()

        await interactor.toggleFavourite()
        #expect(try await countries.repositories.favourites.favourites() == [KnownCountries.germany])
        await interactor.toggleFavourite()

        #expect(output.savedFavourites == [true, false])
        #expect(try await countries.repositories.favourites.favourites().isEmpty)
    }

    @Test(arguments: [("countries.details", "Could not load the country details."),
                      ("favourites.list", "Could not load the favourites.")])
    func anyFailingCallFailsTheLoad(key: String, message: String) async {
        countries.faults.arm(key, .fail)

        await interactor.loadDetails()

        #expect(output.loaded.isEmpty)
        #expect(output.loadFailures == [message])
    }

    @Test func aFailingSaveKeepsTheFavouriteAsItWas() async throws {
        countries.faults.arm("favourites.save", .fail)

        await interactor.toggleFavourite()

        #expect(output.saveFailures == ["Could not save the favourite."])
        #expect(try await countries.repositories.favourites.favourites().isEmpty)
        countries.faults.reset()
        await interactor.toggleFavourite()
        #expect(output.savedFavourites == [true])
    }

    @Test func aCancelledLoadReportsNothing() async {
        countries.faults.arm("countries.details", .hold)
        let loading = Task { await interactor.loadDetails() }
        await countries.untilHeld()

        interactor.cancelLoading()
        await loading.value

        #expect(output.loaded.isEmpty)
        #expect(output.loadFailures.isEmpty)
    }
}
