import CountriesModel
import GRDB

/// A row of the `country` table, as read back (``DatasetSeeder`` writes them). Lists of
/// values are stored as JSON (see ``CountriesSchema``).
struct CountryRecord: Decodable, FetchableRecord, TableRecord {
    static let databaseTableName = "country"

    var alpha3: String
    var alpha2: String
    var name: String
    var searchText: String
    var localizedNames: [String: String]
    var population: Int
    var capital: String?
    var area: Double?
    var region: String?
    var subregion: String?
    var languages: [String]
    var timezones: [String]

    enum Columns {
        static let alpha3 = Column(CodingKeys.alpha3)
        static let alpha2 = Column(CodingKeys.alpha2)
        static let name = Column(CodingKeys.name)
        static let searchText = Column(CodingKeys.searchText)
        static let population = Column(CodingKeys.population)
        static let region = Column(CodingKeys.region)
    }

    /// The country, given the relations stored in their own tables.
    func country(currencyCodes: [String], neighbours: [String]) -> Country {
        Country(
            alpha3: alpha3, alpha2: alpha2, name: name, localizedNames: localizedNames,
            population: population, capital: capital, area: area, region: region,
            subregion: subregion, currencyCodes: currencyCodes, languages: languages,
            neighbours: neighbours, timezones: timezones
        )
    }

    /// The columns a ``CountrySummary`` is read from, for ``summary(from:)``.
    static var summaryColumns: [any SQLSelectable] {
        [Columns.alpha3, Columns.alpha2, Columns.name, Columns.population, Columns.region]
    }

    static func summary(from row: Row) -> CountrySummary {
        CountrySummary(
            alpha3: row[Columns.alpha3], alpha2: row[Columns.alpha2], name: row[Columns.name],
            population: row[Columns.population], region: row[Columns.region]
        )
    }
}
