import CountriesModel
import AppSupport

/// A ``CountryRepository`` that consults a ``AppSupport/FaultInjector`` before each call
/// (keys in ``CountriesFaultKey``), then forwards to the real one.
public struct FaultInjectingCountryRepository: CountryRepository {
    private let base: any CountryRepository
    private let faults: FaultInjector

    public init(base: any CountryRepository, faults: FaultInjector) {
        self.base = base
        self.faults = faults
    }

    public func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        try await faults.check(CountriesFaultKey.countriesList, failingAs: .loadCountries)
        return try await base.countries(matching: query, in: region)
    }

    public func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try await faults.check(CountriesFaultKey.countriesDetails, failingAs: .loadDetails)
        return try await base.details(of: alpha3)
    }

    public func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        try await faults.check(CountriesFaultKey.countriesRegions, failingAs: .loadCountries)
        return try await base.regionFilters()
    }
}
