import AppSupport
import CountriesModel

/// The Countries list scene's side effects: the repositories, what every Countries scene
/// does (one load at a time, errors, opening details), and a deep link's way in, with the
/// alert for a link it cannot follow.
protocol CountryListWorkable: CountriesWorkable {
    func regionFilters() async throws(CountriesError) -> [RegionFilter]
    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary]
    func favourites() async throws(CountriesError) -> Set<String>
    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails
    /// The list with the details on top, whatever was on screen before.
    @MainActor func showDetailsOverList(_ initialState: CountryDetailsState)
    /// A link's error belongs to no screen: it shows over whatever is on screen.
    @MainActor func showLinkError(_ message: String)
}

final class CountryListWorker: CountriesWorker, CountryListWorkable {
    private let countryRepository: any CountryRepository
    private let favouritesRepository: any FavouritesRepository

    override init(assembly: SceneAssembly) {
        self.countryRepository = assembly.repositories.countries
        self.favouritesRepository = assembly.repositories.favourites
        super.init(assembly: assembly)
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
        guard let navigationController = assembly.navigationController else { return }
        let list = Array(navigationController.viewControllers.prefix(1))
        navigationController.setViewControllers(list + [CountryDetailsView(initialState: initialState, assembly: assembly)])
    }

    func showLinkError(_ message: String) {
        assembly.navigationController?.presentAlert(.error(message))
    }
}
