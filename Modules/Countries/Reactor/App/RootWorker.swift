import CountriesModel

/// The app level's side effect: looking a linked country up before anything on screen changes.
protocol RootWorkerProtocol: Sendable {
    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails
}

final class RootWorker: RootWorkerProtocol {
    private let countryRepository: any CountryRepository

    init(repositories: CountriesRepositories) {
        countryRepository = repositories.countries
    }

    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try await countryRepository.details(of: alpha3)
    }
}
