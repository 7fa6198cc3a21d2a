import CountriesCore

/// What one load of the list brings back together, so the rows, the "★" marks and the
/// region picker always come from the same moment.
struct CountryListPage: Equatable {
    /// The countries matching the search and region, in list order.
    var countries: [CountrySummary]
    /// Alpha-3 codes of the favourite countries.
    var favourites: Set<String>
    /// The region picker's rows.
    var regionFilters: [RegionFilter]
}
