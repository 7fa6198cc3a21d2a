import AppSupport
import CountriesModel
@testable import CountriesVIP
import CountriesStorage
import CountriesTestSupport
import TestSupport

/// The scene's namespace and the Model's entity share the name `CountryDetails`; tests,
/// which see both modules, name them apart.
typealias DetailsScene = CountriesVIP.CountryDetails
typealias Details = CountriesModel.CountryDetails

/// The real data layer the Workers and Interactors talk to: the bundled dataset in
/// in-memory SQLite, behind a fault injector the test can arm, with every repository call
/// recorded by its fault key, in the order it was asked.
@MainActor
final class Countries {
    let faults = FaultInjector()
    let calls = CallLog<String, Void>(answers: ())
    let repositories: CountriesRepositories

    init() throws {
        let real = try CountriesRepositories.test(faults: faults)
        repositories = CountriesRepositories(
            countries: RecordingCountryRepository(base: real.countries, calls: calls),
            favourites: RecordingFavouritesRepository(base: real.favourites, calls: calls)
        )
    }

    /// The list row of the country with `alpha3`.
    func summary(_ alpha3: String) async throws -> CountrySummary {
        try await repositories.countries.details(of: alpha3).country.summary
    }
}

extension CountrySummary {
    /// A made-up row for presenter tests, which never reach the database.
    static func row(_ alpha3: String, _ name: String, alpha2: String = "", population: Int = 1) -> CountrySummary {
        CountrySummary(alpha3: alpha3, alpha2: alpha2, name: name, population: population, region: "Europe")
    }
}
