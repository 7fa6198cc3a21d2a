import AppSupport
import CountriesModel
import CountriesUI

/// What the list's Interactor hands on to be shown.
@MainActor
protocol CountryListPresentationLogic: AnyObject {
    func presentCountries(response: CountryList.FetchCountries.Response)
    func presentDeepLink(response: CountryList.OpenDeepLink.Response)
}

/// Words the list for the screen: the rows ("🇩🇪 Germany ★", "Population 83,240,525"), the
/// region picker's rows, what shows instead of rows ("No matches found", "Not loaded.", a
/// failure), the loading indicator and its control; and whether a deep link goes anywhere.
/// It keeps no state: every answer carries all it needs.
@MainActor
final class CountryListPresenter: CountryListPresentationLogic {
    weak var viewController: (any CountryListDisplayLogic)?

    func presentCountries(response: CountryList.FetchCountries.Response) {
        let countries = response.countries
        viewController?.displayCountries(viewModel: CountryList.FetchCountries.ViewModel(
            regions: response.regionFilters.map(Self.title),
            selectedRegion: response.regionFilters.firstIndex(of: response.regionFilter),
            rows: (countries.value ?? []).map { Self.row(for: $0, isFavourite: response.favourites.contains($0.alpha3)) },
            message: CountryFormatter.loadingMessage(for: countries) ?? Self.noMatches(in: countries),
            isLoading: countries.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: countries)
        ))
    }

    func presentDeepLink(response: CountryList.OpenDeepLink.Response) {
        viewController?.displayDeepLink(viewModel: CountryList.OpenDeepLink.ViewModel(errorMessage: response.error?.message))
    }

    /// "All", the region's own name, or "No region".
    static func title(of region: RegionFilter) -> String {
        switch region {
        case .all: "All"
        case .region(let name): name
        case .noRegion: "No region"
        }
    }

    /// "Population 83,240,525"; "Population unknown" where the source has no figure (0).
    static func population(of country: CountrySummary) -> String {
        guard country.population > 0 else { return "Population unknown" }
        return "Population \(CountryFormatter.grouped(country.population))"
    }

    private static func row(for country: CountrySummary, isFavourite: Bool) -> CountryListScreen.Row {
        CountryListScreen.Row(
            alpha3: country.alpha3,
            title: CountryFormatter.title(of: country) + (isFavourite ? CountryListScreen.Text.favouriteMark : ""),
            detail: population(of: country)
        )
    }

    /// An empty result says so, also while the next load is on its way.
    private static func noMatches(in countries: Loadable<[CountrySummary], CountriesError>) -> String? {
        countries.value?.isEmpty == true ? CountryListScreen.Text.noMatches : nil
    }
}
