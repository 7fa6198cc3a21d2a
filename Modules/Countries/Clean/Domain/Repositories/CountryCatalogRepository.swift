import CountriesModel

/// The countries, as the domain reads them. Implemented by the Data layer; use-case tests
/// replace it with a mock.
///
/// Throws ``CountriesModel/CountriesError``, typed (``CountriesModel/CountriesError/cancelled``
/// when the calling task is cancelled).
public protocol CountryCatalogRepository: Sendable {
    /// The region picker's rows, in order.
    func regionFilters() async throws(CountriesError) -> [RegionFilter]

    /// The countries whose name or a localized name contains `query`, within `region`,
    /// sorted by name.
    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary]

    /// One country with its currencies and neighbours; `.unknownCountry` if no country has
    /// that code.
    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails
}
