import CountriesModel
import Foundation
import GRDB

/// Fills an empty database from a ``CountriesDataset``. Runs inside the seeding migration,
/// so it happens once per database and in one transaction.
enum DatasetSeeder {
    static func seed(_ db: Database, with dataset: CountriesDataset) throws {
        for code in dataset.currencies.keys.sorted() {
            guard let currency = dataset.currencies[code] else { continue }
            try db.execute(
                sql: "INSERT INTO currency (code, name, symbol) VALUES (?, ?, ?)",
                arguments: [currency.code, currency.name, currency.symbol]
            )
        }
        // One prepared statement for every row: seeding runs for every in-memory test
        // database, and per-row record encoding costs several times more in debug builds.
        let insertCountry = try db.makeStatement(sql: """
            INSERT INTO country (alpha3, alpha2, name, searchText, localizedNames, population,
                capital, area, region, subregion, languages, timezones)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for country in dataset.countries {
            let json = { (value: any Encodable) throws -> String in
                String(decoding: try encoder.encode(value), as: UTF8.self)
            }
            try insertCountry.execute(arguments: [
                country.alpha3, country.alpha2, country.name,
                SearchPattern.searchColumn(name: country.name, localizedNames: country.localizedNames),
                try json(country.localizedNames), country.population, country.capital, country.area,
                country.region, country.subregion, try json(country.languages), try json(country.timezones),
            ])
        }
        let currencyLink = try db.makeStatement(
            sql: "INSERT INTO countryCurrency (countryAlpha3, currencyCode, position) VALUES (?, ?, ?)")
        let neighbourLink = try db.makeStatement(
            sql: "INSERT INTO countryNeighbour (countryAlpha3, neighbourAlpha3) VALUES (?, ?)")
        for country in dataset.countries {
            for (position, code) in country.currencyCodes.enumerated() {
                try currencyLink.execute(arguments: [country.alpha3, code, position])
            }
            for neighbour in Set(country.neighbours).sorted() {
                try neighbourLink.execute(arguments: [country.alpha3, neighbour])
            }
        }
    }
}
