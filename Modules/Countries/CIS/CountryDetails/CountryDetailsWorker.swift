import AppSupport
import CountriesModel

/// The Country details scene's side effects: the details and favourites repositories,
/// and what every Countries scene does (one load at a time, errors, opening details).
protocol CountryDetailsWorkable: CountriesWorkable {
    func details(of alpha3: String) async throws -> CountryDetails
    func favourites() async throws -> Set<String>
    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws
}

final class CountryDetailsWorker: CountriesWorker, CountryDetailsWorkable {
    private let repositories: CountriesRepositories

    override init(context: SceneAssembly) {
        self.repositories = context.repositories
        super.init(context: context)
    }

    nonisolated func details(of alpha3: String) async throws -> CountryDetails {
        try await repositories.countries.details(of: alpha3)
    }

    nonisolated func favourites() async throws -> Set<String> {
        try await repositories.favourites.favourites()
    }

    nonisolated func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws {
        try await repositories.favourites.setFavourite(alpha3, isFavourite)
    }
}
