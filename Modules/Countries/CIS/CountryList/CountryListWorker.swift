import AppSupport
import CountriesModel

/// The Countries list scene's side effects: the repositories, what every Countries scene
/// does (one load at a time, errors, opening details), and a deep link's way in.
protocol CountryListWorkable: CountriesWorkable {
    func regionFilters() async throws(CountriesError) -> [RegionFilter]
    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary]
    func favourites() async throws(CountriesError) -> Set<String>
    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails
    /// The list with the details on top, whatever was on screen before.
    @MainActor func showDetailsOverList(_ initialState: CountryDetailsState)
}

final class CountryListWorker: CountriesWorker, CountryListWorkable {
    private let countryRepository: any CountryRepository
    private let favouritesRepository: any FavouritesRepository

    override init(context: SceneAssembly) {
        self.countryRepository = context.repositories.countries
        self.favouritesRepository = context.repositories.favourites
        super.init(context: context)
    }

    nonisolated func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        try await countryRepository.regionFilters()
    }

    nonisolated func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        try await countryRepository.countries(matching: query, in: region)
    }

    nonisolated func favourites() async throws(CountriesError) -> Set<String> {
        try await favouritesRepository.favourites()
    }

    nonisolated func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try await countryRepository.details(of: alpha3)
    }

    func showDetailsOverList(_ initialState: CountryDetailsState) {
        guard let navigationController = context.navigationController else { return }
        let list = Array(navigationController.viewControllers.prefix(1))
        navigationController.setViewControllers(list + [CountryDetailsView(initialState: initialState, context: context)])
    }
}
