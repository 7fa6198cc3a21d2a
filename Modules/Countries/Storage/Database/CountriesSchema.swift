import CountriesModel
import GRDB
import SQLiteSupport

/// The database's migrations. Never edit a migration that has shipped: add a new one.
///
/// Currencies and neighbours are tables because they are relations the details screen
/// joins (currency names and symbols, neighbour names and flags). Localized names,
/// languages and time zones are JSON columns: they are only ever shown whole, and search
/// reads the precomputed `searchText` column instead.
enum CountriesSchema {
    /// The migrations, seeding from `seed`. ``SchemaHistory`` runs the missing ones in one
    /// immediate transaction after checking the file is a Countries database, so two
    /// processes opening a new file at once seed it once.
    static func history(seed: @escaping @Sendable () throws -> CountriesDataset) -> SchemaHistory {
        SchemaHistory(appName: "Countries", applicationID: applicationID, migrations: [
            SchemaHistory.Migration(identifier: "v1") { db in
                try createTables(db)
            },
            // A migration of its own, so it runs once per database; a new dataset would
            // ship as a new migration that upserts, keeping favourites.
            SchemaHistory.Migration(identifier: "v1-seed-dataset", changesSchema: false) { db in
                try DatasetSeeder.seed(db, with: seed())
            },
            // Marks the file as Countries', for this app and for tools like `file`.
            SchemaHistory.Migration(identifier: "v2-application-id") { db in
                try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            },
        ])
    }

    /// `PRAGMA application_id` of a Countries database: "CNTR".
    static let applicationID: Int32 = 0x434E_5452

    private static func createTables(_ db: Database) throws {
        try db.create(table: "country") { t in
            t.primaryKey("alpha3", .text)
            t.column("alpha2", .text).notNull().unique()
            t.column("name", .text).notNull()
            t.column("searchText", .text).notNull()
            t.column("localizedNames", .jsonText).notNull()
            t.column("population", .integer).notNull()
            t.column("capital", .text)
            t.column("area", .double)
            t.column("region", .text).indexed()
            t.column("subregion", .text)
            t.column("languages", .jsonText).notNull()
            t.column("timezones", .jsonText).notNull()
        }
        try db.create(table: "currency") { t in
            t.primaryKey("code", .text)
            t.column("name", .text).notNull()
            t.column("symbol", .text)
        }
        try db.create(table: "countryCurrency") { t in
            t.column("countryAlpha3", .text).notNull().references("country", onDelete: .cascade)
            t.column("currencyCode", .text).notNull().references("currency")
            t.column("position", .integer).notNull()
            t.primaryKey(["countryAlpha3", "currencyCode"])
        }
        try db.create(table: "countryNeighbour") { t in
            t.column("countryAlpha3", .text).notNull().references("country", onDelete: .cascade)
            t.column("neighbourAlpha3", .text).notNull().indexed().references("country", onDelete: .cascade)
            t.primaryKey(["countryAlpha3", "neighbourAlpha3"])
        }
        try db.create(table: "favourite") { t in
            t.primaryKey("alpha3", .text).references("country", onDelete: .cascade)
        }
    }
}
