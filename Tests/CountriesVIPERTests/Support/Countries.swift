import AppSupport
import CountriesModel
import CountriesTestSupport
import TestSupport

/// The real data layer the interactors talk to: the bundled dataset in in-memory SQLite,
/// behind a fault injector the test can arm.
@MainActor
final class Countries {
    let faults = FaultInjector()
    let repositories: CountriesRepositories

    init() throws {
        repositories = try .test(faults: faults)
    }

    /// The list row of the country with `alpha3`.
    func summary(_ alpha3: String) async throws -> CountrySummary {
        try await repositories.countries.details(of: alpha3).country.summary
    }

    /// Returns once `count` calls hang on a hold.
    func untilHeld(_ count: Int = 1) async throws {
        try await faults.waitUntilHeld(count)
    }
}

extension CountrySummary {
    /// A made-up row for presenter tests, which never reach the database.
    static func row(_ alpha3: String, _ name: String) -> CountrySummary {
        CountrySummary(alpha3: alpha3, alpha2: "", name: name, population: 1, region: "Europe")
    }
}
