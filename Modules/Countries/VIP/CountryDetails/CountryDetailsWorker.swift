import CountriesModel

/// Details' work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol CountryDetailsWorkerLogic: AnyObject {
    /// The details, then whether the country is a favourite; either failure fails both.
    func fetchDetails(of alpha3: String) async throws(CountriesError) -> (details: CountriesModel.CountryDetails, isFavourite: Bool)
    func saveFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError)
}

/// Reads and saves through the repositories, on the main actor with the rest of the scene:
/// the repositories do their waiting off it.
@MainActor
final class CountryDetailsWorker: CountryDetailsWorkerLogic {
    private let repositories: CountriesRepositories

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
    }

    /// The order every pattern reads in, which fault injection makes visible.
    func fetchDetails(of alpha3: String) async throws(CountriesError) -> (details: CountriesModel.CountryDetails, isFavourite: Bool) {
        let details = try await repositories.countries.details(of: alpha3)
        let favourites = try await repositories.favourites.favourites()
        return (details, favourites.contains(alpha3))
    }

    func saveFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try await repositories.favourites.setFavourite(alpha3, isFavourite)
    }
}
