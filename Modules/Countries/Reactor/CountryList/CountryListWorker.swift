import CountriesModel

/// The Countries list's side effects: the repositories it reads, one call each.
protocol CountryListWorkerProtocol: Sendable {
    func regionFilters() async throws(CountriesError) -> [RegionFilter]
    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary]
    func favourites() async throws(CountriesError) -> Set<String>
}

final class CountryListWorker: CountryListWorkerProtocol {
    private let countryRepository: any CountryRepository
    private let favouritesRepository: any FavouritesRepository

    init(repositories: CountriesRepositories) {
        countryRepository = repositories.countries
        favouritesRepository = repositories.favourites
    }

    func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        try await countryRepository.regionFilters()
    }

    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        try await countryRepository.countries(matching: query, in: region)
    }

    func favourites() async throws(CountriesError) -> Set<String> {
        try await favouritesRepository.favourites()
    }
}
