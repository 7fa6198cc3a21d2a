import AppSupport
@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import Testing

@MainActor @Suite struct SearchCountriesUseCaseTests {
    let appState = AppState()
    let repositories = CountriesRepositoriesMock()
    var useCase: DefaultSearchCountriesUseCase {
        DefaultSearchCountriesUseCase(appState: appState, catalog: repositories, favourites: repositories)
    }

    @Test func aLoadAsksForRegionsCountriesAndFavouritesInThatOrder() async {
        await useCase.load(matching: "", in: .all)

        repositories.verify([.regionFilters, .countries(matching: "", in: .all), .favourites])
    }

    @Test func theAnswerLandsAllTogether() async {
        repositories.favouritesResponse = .success(["DEU"])

        await useCase.load(matching: "", in: .all)

        #expect(appState.countryList.countries == .loaded(Atlas.all))
        #expect(appState.countryList.favourites == ["DEU"])
        #expect(appState.countryList.regionFilters == [.all, .region("Europe"), .noRegion])
    }

    @Test func whileLoadingTheListShownBeforeStays() async {
        await useCase.load(matching: "", in: .all)
        var seen: Loadable<[CountrySummary], CountriesError>?
        repositories.duringCall = { [appState] _ in seen = appState.countryList.countries }

        await useCase.load(matching: "", in: .all)

        #expect(seen == .isLoading(previous: Atlas.all))
    }

    @Test func anyFailureFailsTheListAndKeepsTheRest() async {
        repositories.favouritesResponse = .failure(.storage(.loadFavourites))

        await useCase.load(matching: "", in: .all)

        #expect(appState.countryList.countries == .failed(.storage(.loadFavourites)))
        #expect(appState.countryList.regionFilters == [.all])
    }

    @Test func aSearchAsksWithTheTextInTheRegion() async {
        await useCase.load(matching: "ger", in: .region("Europe"))

        repositories.verify([.regionFilters, .countries(matching: "ger", in: .region("Europe")), .favourites])
    }

    @Test func aCancelledLoadWritesNothingAndCancelPutsTheListBack() async {
        await useCase.load(matching: "", in: .all)
        repositories.countriesResponse = .success([Atlas.germany])
        repositories.duringCall = { _ in cancelTheCallingTask() }

        await Task { [useCase] in await useCase.load(matching: "", in: .all) }.value
        #expect(appState.countryList.countries == .isLoading(previous: Atlas.all))

        useCase.cancelLoading()
        #expect(appState.countryList.countries == .loaded(Atlas.all))
    }

    @Test func cancellingTheFirstLoadLeavesNothingLoaded() async {
        repositories.duringCall = { _ in cancelTheCallingTask() }

        await Task { [useCase] in await useCase.load(matching: "", in: .all) }.value
        useCase.cancelLoading()

        #expect(appState.countryList.countries == .notRequested)
    }

    @Test func aCancelledLoadThatFailsWritesNothingEither() async {
        repositories.regionFiltersResponse = .failure(.storage(.loadCountries))
        repositories.duringCall = { _ in cancelTheCallingTask() }

        await Task { [useCase] in await useCase.load(matching: "", in: .all) }.value

        #expect(appState.countryList.countries == .isLoading(previous: nil))
    }
}
