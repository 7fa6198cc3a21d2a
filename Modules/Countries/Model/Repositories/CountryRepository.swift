/// Read access to the countries. A cancelled call throws ``CountriesError/cancelled``.
public protocol CountryRepository: Sendable {
    /// The countries whose name or any localized name contains `query`, ignoring case and
    /// diacritics, within `region`; sorted with ``CountrySummary/sortedByName(_:)``.
    ///
    /// `query` is trimmed; an empty query matches every country. `%`, `_` and `\` match
    /// themselves. No match is an empty array, not an error.
    /// - Throws: ``CountriesError/storage(_:)`` with ``StorageOperation/loadCountries``.
    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary]

    /// One country with its currencies and neighbours.
    /// - Throws: ``CountriesError/unknownCountry(_:)`` when no country has `alpha3`
    ///   (codes are matched exactly: upper case); ``CountriesError/storage(_:)`` with
    ///   ``StorageOperation/loadDetails``.
    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails

    /// The region picker's rows in order; see ``RegionFilter/pickerRows(regionsInData:)``.
    /// - Throws: ``CountriesError/storage(_:)`` with ``StorageOperation/loadCountries``.
    func regionFilters() async throws(CountriesError) -> [RegionFilter]
}
