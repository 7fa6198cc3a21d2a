import AppSupport
import CountriesModel
import CountriesTestSupport
import CountriesUI
@testable import CountriesVIP
import Testing

/// The list's wording with a DisplayLogic spy: each response in, one view model out.
@MainActor @Suite struct CountryListPresenterTests {
    static let austria = CountrySummary.row("AUT", "Austria")
    static let germany = CountrySummary.row("DEU", "Germany", alpha2: "DE", population: 83_240_525)
    static let regions: [RegionFilter] = [.all, .region("Europe"), .noRegion]

    let viewController = CountryListDisplayLogicSpy()
    let presenter = CountryListPresenter()

    init() {
        presenter.viewController = viewController
    }

    private func present(
        _ countries: Loadable<[CountrySummary], CountriesError>,
        favourites: Set<String> = [],
        regionFilters: [RegionFilter] = CountryListPresenterTests.regions,
        regionFilter: RegionFilter = .all
    ) {
        presenter.presentCountries(response: CountryList.FetchCountries.Response(
            countries: countries, favourites: favourites, regionFilters: regionFilters, regionFilter: regionFilter
        ))
    }

    @Test func beforeAnyLoadTheListSaysNotLoadedWithRetry() {
        present(.notRequested, regionFilters: [.all])

        #expect(viewController.last == CountryList.FetchCountries.ViewModel(
            regions: ["All"], selectedRegion: 0, rows: [], message: "Not loaded.", isLoading: false, loadingControl: .retry
        ))
    }

    @Test func aFirstLoadShowsLoadingWithCancelAndNoMessage() {
        present(.isLoading(previous: nil))

        #expect(viewController.last?.isLoading == true)
        #expect(viewController.last?.loadingControl == .cancelLoading)
        #expect(viewController.last?.message == nil)
        #expect(viewController.last?.rows == [])
    }

    @Test func aRowReadsFlagNameMarkAndGroupedPopulation() {
        present(.loaded([Self.austria, Self.germany]), favourites: ["DEU"])

        #expect(viewController.last?.rows == [
            CountryListScreen.Row(alpha3: "AUT", title: "Austria", detail: "Population 1"),
            CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525"),
        ])
        #expect(viewController.last?.isLoading == false)
        #expect(viewController.last?.loadingControl == nil)
        #expect(viewController.last?.message == nil)
    }

    @Test func aPopulationOfZeroReadsUnknown() {
        present(.loaded([CountrySummary.row("ATA", "Antarctica", alpha2: "AQ", population: 0)]))

        #expect(viewController.last?.rows.map(\.detail) == ["Population unknown"])
        #expect(viewController.last?.rows.map(\.title) == ["🇦🇶 Antarctica"])
    }

    @Test func anEmptyResultSaysNoMatchesAlsoWhileTheNextLoadIsOnItsWay() {
        present(.loaded([]))
        #expect(viewController.last?.message == "No matches found")

        present(.isLoading(previous: []))

        #expect(viewController.last?.message == "No matches found")
        #expect(viewController.last?.loadingControl == .cancelLoading)
    }

    @Test func aReloadKeepsTheRowsShownWithCancelLoading() {
        present(.isLoading(previous: [Self.germany]), favourites: ["DEU"])

        #expect(viewController.last?.rows.map(\.title) == ["🇩🇪 Germany ★"])
        #expect(viewController.last?.isLoading == true)
        #expect(viewController.last?.loadingControl == .cancelLoading)
    }

    @Test(arguments: [
        (CountriesError.storage(.loadCountries), "Could not load the countries."),
        (.storage(.loadFavourites), "Could not load the favourites."),
    ])
    func aFailedLoadShowsItsMessageWithRetryAndNoRows(error: CountriesError, message: String) {
        present(.failed(error))

        #expect(viewController.last?.rows == [])
        #expect(viewController.last?.message == message)
        #expect(viewController.last?.loadingControl == .retry)
    }

    @Test func theRegionPickerReadsAllTheRegionsAndNoRegionWithTheOneInUse() {
        present(.loaded([]), regionFilter: .noRegion)
        #expect(viewController.last?.regions == ["All", "Europe", "No region"])
        #expect(viewController.last?.selectedRegion == 2)

        present(.loaded([]), regionFilter: .region("Asia"))

        #expect(viewController.last?.selectedRegion == nil)
    }

    @Test func aLinkThatFoundItsCountryIsRoutedWithoutAnError() {
        presenter.presentDeepLink(response: CountryList.OpenDeepLink.Response(error: nil))

        #expect(viewController.deepLinkViewModels == [CountryList.OpenDeepLink.ViewModel(errorMessage: nil)])
    }

    @Test(arguments: [
        (CountriesError.unknownCountry("XYZ"), "Unknown country XYZ."),
        (.invalidLink("countries://city/Paris"), "Cannot open link countries://city/Paris."),
        (.storage(.loadDetails), "Could not load the country details."),
    ])
    func aLinkThatLeadsNowhereSaysWhy(error: CountriesError, message: String) {
        presenter.presentDeepLink(response: CountryList.OpenDeepLink.Response(error: error))

        #expect(viewController.deepLinkViewModels == [CountryList.OpenDeepLink.ViewModel(errorMessage: message)])
        #expect(viewController.countriesViewModels.isEmpty)
    }
}
