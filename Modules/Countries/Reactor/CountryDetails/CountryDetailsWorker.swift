import CountriesModel

/// A country's details' side effects: the details and favourites repositories, one call each.
protocol CountryDetailsWorkerProtocol: Sendable {
    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails
    func favourites() async throws(CountriesError) -> Set<String>
    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError)
}

final class CountryDetailsWorker: CountryDetailsWorkerProtocol {
    private let countryRepository: any CountryRepository
    private let favouritesRepository: any FavouritesRepository

    init(repositories: CountriesRepositories) {
        countryRepository = repositories.countries
        favouritesRepository = repositories.favourites
    }

    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try await countryRepository.details(of: alpha3)
    }

    func favourites() async throws(CountriesError) -> Set<String> {
        try await favouritesRepository.favourites()
    }

    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try await favouritesRepository.setFavourite(alpha3, isFavourite)
    }
}
