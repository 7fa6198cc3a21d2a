import AppSupport
import CountriesModel

/// The Country details scene's side effects: the details and favourites repositories,
/// and what every Countries scene does (one load at a time, errors, opening details).
protocol CountryDetailsWorkable: CountriesWorkable {
    func details(of alpha3: String) async throws -> CountryDetails
    func favourites() async throws -> Set<String>
    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws
}

@MainActor
final class CountryDetailsWorker: CountryDetailsWorkable, CountriesWorking {
    let loads = LatestTask()
    let context: SceneContext
    private let repositories: CountriesRepositories

    init(context: SceneContext) {
        self.context = context
        self.repositories = context.repositories
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
