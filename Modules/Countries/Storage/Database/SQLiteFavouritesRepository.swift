import CountriesModel
import GRDB

/// ``FavouritesRepository`` over a ``CountriesDatabase``: the `favourite` table, whose
/// codes must name a country (checked before writing, and by a foreign key).
struct SQLiteFavouritesRepository: FavouritesRepository {
    let database: CountriesDatabase

    func favourites() async throws(CountriesError) -> Set<String> {
        try await database.read(failingAs: .loadFavourites) { db in
            Set(try String.fetchAll(db, sql: "SELECT alpha3 FROM favourite"))
        }
    }

    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try await database.write(failingAs: .saveFavourite) { db in
            guard try CountryRecord.exists(db, key: alpha3) else {
                throw CountriesError.unknownCountry(alpha3)
            }
            if isFavourite {
                try db.execute(sql: "INSERT OR IGNORE INTO favourite (alpha3) VALUES (?)", arguments: [alpha3])
            } else {
                try db.execute(sql: "DELETE FROM favourite WHERE alpha3 = ?", arguments: [alpha3])
            }
        }
    }
}
