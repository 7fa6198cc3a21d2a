import AppSupport
import CountriesModel

/// The Country details scene's side effects: the details and favourites repositories,
/// and what every Countries scene does (one load at a time, errors, opening details).
protocol CountryDetailsWorkable: CountriesWorkable {
    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails
    func favourites() async throws(CountriesError) -> Set<String>
    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError)
}

final class CountryDetailsWorker: CountriesWorker, CountryDetailsWorkable {
    private let repositories: CountriesRepositories

    override init(assembly: SceneAssembly) {
        self.repositories = assembly.repositories
        super.init(assembly: assembly)
    }

    nonisolated func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try await repositories.countries.details(of: alpha3)
    }

    nonisolated func favourites() async throws(CountriesError) -> Set<String> {
        try await repositories.favourites.favourites()
    }

    nonisolated func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try await repositories.favourites.setFavourite(alpha3, isFavourite)
    }
}
