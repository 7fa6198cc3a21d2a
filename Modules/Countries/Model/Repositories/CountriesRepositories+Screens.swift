/// What one load of the Countries list brings back, so the rows, the "★" marks and the
/// region picker always come from the same moment.
public struct CountryListContent: Hashable, Sendable {
    /// The region picker's rows, in order.
    public var regionFilters: [RegionFilter]
    /// The countries matching the search and region, in list order.
    public var countries: [CountrySummary]
    /// Alpha-3 codes of the favourite countries.
    public var favourites: Set<String>

    public init(regionFilters: [RegionFilter], countries: [CountrySummary], favourites: Set<String>) {
        self.regionFilters = regionFilters
        self.countries = countries
        self.favourites = favourites
    }
}

extension CountriesRepositories {
    /// The Countries list's load, asked in the order every pattern uses (it is visible to
    /// fault injection): the region filters, the matching countries, then the favourites.
    /// Any failure fails the whole load.
    public func listContent(matching query: String, in region: RegionFilter) async throws -> CountryListContent {
        let regionFilters = try await countries.regionFilters()
        let matching = try await countries.countries(matching: query, in: region)
        return CountryListContent(regionFilters: regionFilters, countries: matching, favourites: try await favourites.favourites())
    }

    /// A details screen's load: the country's details, then whether it is a favourite.
    /// Either failure fails the load.
    public func detailsContent(of alpha3: String) async throws -> (details: CountryDetails, isFavourite: Bool) {
        let details = try await countries.details(of: alpha3)
        return (details, try await favourites.favourites().contains(alpha3))
    }
}
