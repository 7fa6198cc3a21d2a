import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// The list's presenter: the loading state of the rows and how they read ("🇩🇪 Germany ★",
/// "Population 83,240,525", "No matches found", Retry / Cancel loading), the region picker's
/// rows, and where a row or a deep link leads.
@MainActor
final class CountryListPresenter {
    weak var view: (any CountryListViewProtocol)?
    let interactor: any CountryListInteractorProtocol
    let router: any CountryListRouterProtocol
    private(set) var countries: Loadable<[CountrySummary], CountriesError> = .notRequested
    private(set) var favourites: Set<String> = []

    init(interactor: any CountryListInteractorProtocol, router: any CountryListRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    /// "All", the region's name, or "No region".
    static func title(of region: RegionFilter) -> String {
        switch region {
        case .all: "All"
        case .region(let name): name
        case .noRegion: "No region"
        }
    }

    /// "Population 83,240,525"; "Population unknown" where the source has no figure (0).
    static func populationText(of country: CountrySummary) -> String {
        country.population > 0 ? "Population \(CountryFormatter.grouped(country.population))" : "Population unknown"
    }

    private func row(for country: CountrySummary) -> CountryListScreen.Row {
        let mark = favourites.contains(country.alpha3) ? CountryListScreen.Text.favouriteMark : ""
        return CountryListScreen.Row(
            alpha3: country.alpha3,
            title: CountryFormatter.title(of: country) + mark,
            detail: Self.populationText(of: country)
        )
    }

    private func display() {
        let regions = interactor.regionFilters
        view?.displayRegions(regions.map(Self.title), selectedIndex: regions.firstIndex(of: interactor.regionFilter))
        let shown = countries.value ?? []
        // An empty result says so, also while the next load is on its way.
        let noMatches = countries.value?.isEmpty == true ? CountryListScreen.Text.noMatches : nil
        view?.displayCountries(
            shown.map(row),
            message: CountryFormatter.message(for: countries) ?? noMatches,
            isLoading: countries.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: countries)
        )
    }
}

// MARK: - Loading

extension CountryListPresenter: LoadablePresenting {
    /// "Not loaded." with "Retry" until the first load starts.
    func viewDidLoad() {
        display()
    }

    /// Back to the rows shown before the load (or "Not loaded." if there were none).
    func didTapCancelLoading() {
        interactor.cancelLoading()
        countries = countries.cancelled()
        display()
    }

    /// Keeps the rows shown so far on screen while the new ones load.
    func reload() async {
        countries = countries.loading()
        display()
        await interactor.loadCountries()
    }
}

// MARK: - Actions

extension CountryListPresenter: CountryListPresenterActionable {
    func didChangeSearch(to text: String) async {
        interactor.search(for: text)
        await reload()
    }

    func didPickRegion(at index: Int) async {
        guard interactor.selectRegion(at: index) else { return }
        await reload()
    }

    func didSelectCountry(at index: Int) {
        guard let shown = countries.value, shown.indices.contains(index) else { return }
        router.showDetails(of: shown[index])
    }
}

// MARK: - Deep links

extension CountryListPresenter: CountryListDeepLinkHandling {
    func openDeepLink(_ url: URL) async {
        await interactor.lookUpDeepLink(url)
    }
}

// MARK: - Service handler

extension CountryListPresenter: CountryListPresenterServiceHandler {
    func didLoadCountries(_ countries: [CountrySummary], favourites: Set<String>) {
        self.favourites = favourites
        self.countries = .loaded(countries)
        display()
    }

    func didFailToLoad(_ error: CountriesError) {
        countries = .failed(error)
        display()
    }

    func didLookUpDeepLink(_ details: CountryDetails) {
        router.showDeepLinkedDetails(details)
    }

    func didFailToOpenDeepLink(_ error: CountriesError) {
        router.showLinkError(error.message)
    }
}
