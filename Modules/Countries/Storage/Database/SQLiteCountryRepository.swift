import CountriesModel
import GRDB

/// ``CountryRepository`` over a ``CountriesDatabase``. Search runs in SQL on the folded
/// `searchText` column; sorting happens in Swift (``CountrySummary/sortedByName(_:)``) so
/// it does not depend on SQLite's or the machine's collation.
struct SQLiteCountryRepository: CountryRepository {
    let database: CountriesDatabase

    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        let folded = SearchPattern.normalizedQuery(query)
        let summaries = try await database.read(failingAs: .loadCountries) { db in
            var request = CountryRecord.select(CountryRecord.summaryColumns)
            if !folded.isEmpty {
                let pattern = SearchPattern.likePattern(containing: folded)
                request = request.filter(CountryRecord.Columns.searchText.like(pattern, escape: SearchPattern.likeEscape))
            }
            switch region {
            case .all: break
            case .region(let name): request = request.filter(CountryRecord.Columns.region == name)
            case .noRegion: request = request.filter(CountryRecord.Columns.region == nil)
            }
            return try Row.fetchAll(db, request).map(CountryRecord.summary(from:))
        }
        return CountrySummary.sortedByName(summaries)
    }

    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try await database.read(failingAs: .loadDetails) { db in
            guard let record = try CountryRecord.fetchOne(db, key: alpha3) else {
                throw CountriesError.unknownCountry(alpha3)
            }
            let currencies = try Row.fetchAll(db, sql: """
                SELECT currency.code, currency.name, currency.symbol
                FROM countryCurrency JOIN currency ON currency.code = countryCurrency.currencyCode
                WHERE countryCurrency.countryAlpha3 = ?
                ORDER BY countryCurrency.position
                """, arguments: [alpha3]
            ).map { row in Currency(code: row["code"], name: row["name"], symbol: row["symbol"]) }
            let neighbours = try Row.fetchAll(db, sql: """
                SELECT country.alpha3, country.alpha2, country.name, country.population, country.region
                FROM countryNeighbour JOIN country ON country.alpha3 = countryNeighbour.neighbourAlpha3
                WHERE countryNeighbour.countryAlpha3 = ?
                """, arguments: [alpha3]
            ).map(CountryRecord.summary(from:))
            let country = record.country(
                currencyCodes: currencies.map(\.code),
                neighbours: neighbours.map(\.alpha3).sorted()
            )
            return CountryDetails(
                country: country,
                currencies: currencies,
                neighbours: CountrySummary.sortedByName(neighbours)
            )
        }
    }

    func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        let regions = try await database.read(failingAs: .loadCountries) { db in
            try String?.fetchAll(db, sql: "SELECT DISTINCT region FROM country")
        }
        return RegionFilter.pickerRows(regionsInData: regions)
    }
}
