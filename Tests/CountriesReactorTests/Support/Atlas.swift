import CountriesModel
import CountriesStorage
import CountriesTestSupport

/// The sample dataset's countries as the scenes receive them, for tests without a database.
enum Atlas {
    static func country(_ alpha3: String) -> Country {
        CountriesDataset.sample.countries.first { $0.alpha3 == alpha3 }!
    }

    static let antarctica = country("ATA").summary
    static let austria = country("AUT").summary
    static let germany = country("DEU").summary
    static let switzerland = country("CHE").summary
    /// The sample's countries in list order.
    static let all = [antarctica, austria, germany, switzerland]
    static let regionFilters: [RegionFilter] = [.all, .region("Europe"), .noRegion]

    static let germanyDetails = CountryDetails(
        country: country("DEU"),
        currencies: [Currency(code: "EUR", name: "Euro", symbol: "€")],
        neighbours: [austria, switzerland]
    )

    static let antarcticaDetails = CountryDetails(country: country("ATA"), currencies: [], neighbours: [])
}
