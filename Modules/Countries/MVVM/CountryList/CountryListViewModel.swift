import AppSupport
import CountriesModel
import CountriesUI
import Observation

/// The Countries list's state and what the user can do with it: search, filter by region,
/// reload, cancel a load, open a country; and the list as the screen shows it.
///
/// Every load asks the repositories for the countries matching the current search and
/// region, the favourites (for the "★" marks) and the region filters, and lands in one
/// `Loadable`, so the list, the marks and the picker always come from the same moment.
@MainActor
@Observable
final class CountryListViewModel {
    private(set) var countries: Loadable<[CountrySummary], CountriesError> = .notRequested
    private(set) var favourites: Set<String> = []
    private(set) var regionFilters: [RegionFilter] = [.all]
    private(set) var searchText = ""
    private(set) var regionFilter: RegionFilter = .all

    @ObservationIgnored private let repositories: CountriesRepositories
    @ObservationIgnored private let showDetails: @MainActor (CountrySummary) -> Void
    @ObservationIgnored private let loading = LatestTask()

    /// - Parameter showDetails: asks the coordinator to open a country's details.
    init(repositories: CountriesRepositories, showDetails: @escaping @MainActor (CountrySummary) -> Void) {
        self.repositories = repositories
        self.showDetails = showDetails
    }

    // MARK: Display

    /// The region picker's rows: "All", each region, "No region".
    var regionTitles: [String] {
        regionFilters.map { filter in
            switch filter {
            case .all: "All"
            case .region(let name): name
            case .noRegion: "No region"
            }
        }
    }

    var selectedRegionIndex: Int? { regionFilters.firstIndex(of: regionFilter) }

    /// The countries shown (the previous ones while reloading): `"🇩🇪 Germany ★"` with
    /// `"Population 83,240,525"`.
    var rows: [CountryListScreen.Row] {
        (countries.value ?? []).map { country in
            CountryListScreen.Row(alpha3: country.alpha3, title: title(of: country), detail: populationText(of: country))
        }
    }

    /// Instead of rows: "Not loaded." before any load, the failure, or "No matches found"
    /// for an empty list.
    var message: String? {
        switch countries {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let error): error.message
        case .isLoading(let shown?), .loaded(let shown): shown.isEmpty ? CountryListScreen.Text.noMatches : nil
        case .isLoading(nil): nil
        }
    }

    var isLoading: Bool { countries.isLoading }

    /// "Cancel loading" while a load is in flight, "Retry" when nothing loaded.
    var loadingControl: LoadingControl? {
        switch countries {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }

    // MARK: Intents

    /// Loads the list for the current search and region. A load still in flight is
    /// cancelled: the newest question is the one that gets answered.
    func load() async {
        countries = countries.loading()
        let (query, region) = (searchText, regionFilter)
        await loading.run { [self] in await self.fetch(matching: query, in: region) }
    }

    func search(for text: String) async {
        searchText = text
        await load()
    }

    /// Filters by the region filter at `index` in ``regionFilters``.
    func selectRegion(at index: Int) async {
        guard regionFilters.indices.contains(index) else { return }
        regionFilter = regionFilters[index]
        await load()
    }

    /// Stops the load in flight and goes back to the list shown before it.
    func cancelLoading() {
        loading.cancel()
        countries = countries.cancelled()
    }

    /// Opens the country at `index` of the list on screen.
    func selectCountry(at index: Int) {
        guard let shown = countries.value, shown.indices.contains(index) else { return }
        showDetails(shown[index])
    }

    /// `"🇩🇪 Germany"`, marked `" ★"` when it is a favourite.
    private func title(of country: CountrySummary) -> String {
        let mark = favourites.contains(country.alpha3) ? CountryListScreen.Text.favouriteMark : ""
        return CountryFormatter.title(of: country) + mark
    }

    /// A population of 0 means the source has no figure.
    private func populationText(of country: CountrySummary) -> String {
        guard country.population > 0 else { return "Population unknown" }
        return "Population \(CountryFormatter.grouped(country.population))"
    }

    private func fetch(matching query: String, in region: RegionFilter) async {
        do throws(CountriesError) {
            let regionFilters = try await repositories.countries.regionFilters()
            let found = try await repositories.countries.countries(matching: query, in: region)
            let favourites = try await repositories.favourites.favourites()
            // A cancelled load must not overwrite what the cancel (or a newer load) put there.
            guard !Task.isCancelled else { return }
            self.regionFilters = regionFilters
            self.favourites = favourites
            countries = .loaded(found)
        } catch {
            guard !Task.isCancelled else { return }
            countries = .failed(error)
        }
    }
}
