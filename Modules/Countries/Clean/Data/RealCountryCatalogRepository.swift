import CountriesCleanDomain
import CountriesModel

/// The domain's catalog on the shared storage: the Model's ``CountriesModel/CountryRepository``
/// (the bundled dataset in SQLite, searched by folded names).
public struct RealCountryCatalogRepository: CountryCatalogRepository {
    private let countries: any CountryRepository

    public init(countries: any CountryRepository) {
        self.countries = countries
    }

    public func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        try await countries.regionFilters()
    }

    public func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        try await countries.countries(matching: query, in: region)
    }

    public func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try await countries.details(of: alpha3)
    }
}
