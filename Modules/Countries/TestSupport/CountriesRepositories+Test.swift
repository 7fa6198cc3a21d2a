import AppSupport
import CountriesModel
import CountriesStorage

extension CountriesRepositories {
    /// Real SQLite repositories over a fresh in-memory database seeded with the bundled
    /// dataset, behind fault-injecting decorators consulting `faults`.
    public static func test(faults: FaultInjector = FaultInjector()) throws -> CountriesRepositories {
        try test(database: .inMemory(), faults: faults)
    }

    /// Real SQLite repositories over `database`, behind decorators consulting `faults`.
    public static func test(database: CountriesDatabase, faults: FaultInjector = FaultInjector()) -> CountriesRepositories {
        CountriesRepositories.sqlite(database).injectingFaults(faults)
    }
}

extension CountriesDatabase {
    /// A fresh in-memory database seeded with ``CountriesDataset/sample``: a handful of
    /// countries for tests that want to know every row.
    public static func sample() throws -> CountriesDatabase {
        try inMemory(dataset: .sample)
    }
}

extension CountryRepository {
    /// Every country, sorted: `countries(matching: "", in: .all)`.
    public func allCountries() async throws -> [CountrySummary] {
        try await countries(matching: "", in: .all)
    }

    /// The names of the countries matching `query` in `region`, in list order.
    public func names(matching query: String, in region: RegionFilter = .all) async throws -> [String] {
        try await countries(matching: query, in: region).map(\.name)
    }
}

extension Sequence<CountrySummary> {
    /// The names, in order.
    public var names: [String] { map(\.name) }
    /// The alpha-3 codes, in order.
    public var codes: [String] { map(\.alpha3) }
}
