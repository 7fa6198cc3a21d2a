import AppSupport
import CountriesModel
import TestSupport

/// The real data layer a scene's tests talk to: the bundled dataset in in-memory SQLite,
/// behind a fault injector the test arms, with every repository call recorded by its fault
/// key in the order it was asked. Shared by the pattern test targets whose interactors,
/// workers and routers run on the real repositories.
@MainActor
public final class CountriesBackend {
    public let faults = FaultInjector()
    /// Every repository call so far, by its fault key (``CountriesFaultKey``), in order.
    public let calls = CallLog<String, Void>(answers: ())
    public let repositories: CountriesRepositories

    public init() throws {
        let real = try CountriesRepositories.test(faults: faults)
        repositories = CountriesRepositories(
            countries: CountryRepositorySpy(base: real.countries, calls: calls),
            favourites: FavouritesRepositorySpy(base: real.favourites, calls: calls)
        )
    }

    /// The list row of the country with `alpha3`.
    public func summary(_ alpha3: String) async throws -> CountrySummary {
        try await repositories.countries.details(of: alpha3).country.summary
    }
}
