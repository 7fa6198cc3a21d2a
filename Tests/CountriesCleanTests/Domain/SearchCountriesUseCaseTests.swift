import AppSupport
@testable import CountriesCleanDomain
import CountriesModel
import Testing

@MainActor
@Suite struct SearchCountriesUseCaseTests {
    let appState = AppState()
    let repositories = MockedCountriesRepositories()
    var useCase: DefaultSearchCountriesUseCase {
        DefaultSearchCountriesUseCase(appState: appState, catalog: repositories, favourites: repositories)
    }

    @Test func aLoadAsksForRegionsCountriesAndFavouritesInThatOrder() async {
        await useCase.load()

        repositories.verify([.regionFilters, .countries(matching: "", in: .all), .favourites])
    }

    @Test func theAnswerLandsAllTogether() async {
        repositories.favouritesResponse = .success(["DEU"])

        await useCase.load()

        #expect(appState.countryList.countries == .loaded(Sample.summaries))
        #expect(appState.countryList.favourites == ["DEU"])
        #expect(appState.countryList.regionFilters == [.all, .region("Europe"), .noRegion])
    }

    @Test func whileLoadingTheListShownBeforeStays() async {
        await useCase.load()
        var seen: Loadable<[CountrySummary]>?
        repositories.duringCall = { [appState] _ in seen = appState.countryList.countries }

        await useCase.load()

        #expect(seen == .isLoading(previous: Sample.summaries))
    }

    @Test func anyFailureFailsTheListAndKeepsTheRest() async {
        repositories.favouritesResponse = .failure(.storage(.loadFavourites))

        await useCase.load()

        #expect(appState.countryList.countries == .failed(message: "Could not load the favourites."))
        #expect(appState.countryList.regionFilters == [.all])
    }

    @Test func searchAsksWithTheTextInTheRegionChosen() async {
        await useCase.load()
        await useCase.filter(byRegionAt: 1)

        await useCase.search(for: "ger")

        #expect(appState.countryList.searchText == "ger")
        #expect(repositories.actions.last == .favourites)
        #expect(repositories.actions.contains(.countries(matching: "ger", in: .region("Europe"))))
    }

    @Test func aRegionOutsideThePickerAsksNothing() async {
        await useCase.filter(byRegionAt: 7)

        #expect(appState.countryList.regionFilter == .all)
        repositories.verify([])
    }

    @Test func aCancelledLoadWritesNothingAndCancelPutsTheListBack() async {
        await useCase.load()
        repositories.countriesResponse = .success([Sample.germany])
        repositories.duringCall = { _ in cancelTheCallingTask() }

        await Task { [useCase] in await useCase.load() }.value
        #expect(appState.countryList.countries == .isLoading(previous: Sample.summaries))

        useCase.cancelLoading()
        #expect(appState.countryList.countries == .loaded(Sample.summaries))
    }

    @Test func cancellingTheFirstLoadLeavesNothingLoaded() async {
        repositories.duringCall = { _ in cancelTheCallingTask() }

        await Task { [useCase] in await useCase.load() }.value
        useCase.cancelLoading()

        #expect(appState.countryList.countries == .notRequested)
    }

    @Test func aCancelledLoadThatFailsWritesNothingEither() async {
        repositories.regionFiltersResponse = .failure(.storage(.loadCountries))
        repositories.duringCall = { _ in cancelTheCallingTask() }

        await Task { [useCase] in await useCase.load() }.value

        #expect(appState.countryList.countries == .isLoading(previous: nil))
    }
}
