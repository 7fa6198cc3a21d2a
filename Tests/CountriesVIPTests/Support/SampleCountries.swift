import CountriesModel
@testable import CountriesVIP

/// A few countries as the Worker answers them, for tests that never reach the database.
enum SampleCountries {
    static let austria = CountrySummary.row("AUT", "Austria", alpha2: "AT")
    static let germany = CountrySummary.row("DEU", "Germany", alpha2: "DE")
    static let japan = CountrySummary.row("JPN", "Japan", alpha2: "JP")
    static let regionFilters: [RegionFilter] = [.all, .region("Asia"), .region("Europe"), .noRegion]
    static let listing = CountryListWorker.Listing(regionFilters: regionFilters, countries: [austria, germany, japan], favourites: [])

    static let germanyDetails = Details(
        country: Country(alpha3: "DEU", alpha2: "DE", name: "Germany", population: 83_240_525, region: "Europe"),
        currencies: [Currency(code: "EUR", name: "Euro", symbol: "€")],
        neighbours: [austria]
    )
}
