import CountriesModel
import CountriesStorage

/// The sample dataset's countries as a scene receives them (``CountriesDataset/sample``),
/// for tests that need no database.
public enum Atlas {
    public static func country(_ alpha3: String) -> Country {
        CountriesDataset.sample.countries.first { $0.alpha3 == alpha3 }!
    }

    public static let antarctica = country("ATA").summary
    public static let austria = country("AUT").summary
    public static let germany = country("DEU").summary
    public static let switzerland = country("CHE").summary
    /// The sample's countries in list order.
    public static let all = [antarctica, austria, germany, switzerland]
    public static let regionFilters: [RegionFilter] = [.all, .region("Europe"), .noRegion]

    public static let germanyDetails = CountryDetails(
        country: country("DEU"),
        currencies: [Currency(code: "EUR", name: "Euro", symbol: "€")],
        neighbours: [austria, switzerland]
    )

    public static let antarcticaDetails = CountryDetails(country: country("ATA"), currencies: [], neighbours: [])

    /// The details of each sample country, by code, as the repository builds them.
    public static let details: [String: CountryDetails] = Dictionary(
        uniqueKeysWithValues: CountriesDataset.sample.countries.map { country in
            let currencies = country.currencyCodes.compactMap { CountriesDataset.sample.currencies[$0] }
            let neighbours = CountrySummary.sortedByName(country.neighbours.map { Self.country($0).summary })
            return (country.alpha3, CountryDetails(country: country, currencies: currencies, neighbours: neighbours))
        }
    )
}
