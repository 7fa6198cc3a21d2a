import CountriesModel
import CountriesStorage
import TestSupport

/// Records each call by its fault key before handing it on to the real repository, so a
/// test can read the order in which a Worker or Interactor asks.
public struct CountryRepositorySpy: CountryRepository {
    let base: any CountryRepository
    let calls: CallLog<String, Void>

    public init(base: any CountryRepository, calls: CallLog<String, Void>) {
        self.base = base
        self.calls = calls
    }

    public func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        calls.record(CountriesFaultKey.countriesList)
        return try await base.countries(matching: query, in: region)
    }

    public func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        calls.record(CountriesFaultKey.countriesDetails)
        return try await base.details(of: alpha3)
    }

    public func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        calls.record(CountriesFaultKey.countriesRegions)
        return try await base.regionFilters()
    }
}
