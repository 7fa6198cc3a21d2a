protocol CountriesInteractor {
    func load() async throws -> [Country]
}

struct RealCountriesInteractor: CountriesInteractor {
    let repository: CountriesWebRepository

    func load() async throws -> [Country] {
        try await repository.countries()
    }
}
