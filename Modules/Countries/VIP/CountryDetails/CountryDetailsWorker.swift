import CountriesModel

/// Details' work outside the scene: reading and saving through the repositories.
final class CountryDetailsWorker: Sendable {
    private let repositories: CountriesRepositories

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
    }

    /// The details, then whether the country is a favourite: the order every pattern reads
    /// in, which fault injection makes visible. Either failure fails both.
    func fetchDetails(of alpha3: String) async throws(CountriesError) -> (details: CountriesModel.CountryDetails, isFavourite: Bool) {
        let details = try await repositories.countries.details(of: alpha3)
        let favourites = try await repositories.favourites.favourites()
        return (details, favourites.contains(alpha3))
    }

    func saveFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try await repositories.favourites.setFavourite(alpha3, isFavourite)
    }
}
