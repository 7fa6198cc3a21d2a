import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import Testing

@Suite struct SeedingTests {
    @Test func inMemoryDatabaseHoldsEveryCountry() async throws {
        let repositories = try CountriesRepositories.test()
        let countries = try await repositories.countries.allCountries()
        #expect(countries.count == KnownCountries.count)
        #expect(Set(countries.codes).count == KnownCountries.count)
    }

    @Test func reopeningAFileSeedsNothingTwiceAndKeepsFavourites() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("countries.sqlite")
            do {
                let repositories = CountriesRepositories.sqlite(try .openFile(at: path))
                try await repositories.favourites.setFavourite(KnownCountries.japan, true)
            }
            for _ in 1...2 {
                let repositories = CountriesRepositories.sqlite(try .openFile(at: path))
                #expect(try await repositories.countries.allCountries().count == KnownCountries.count)
                #expect(try await repositories.favourites.favourites() == [KnownCountries.japan])
                let germany = try await repositories.countries.details(of: KnownCountries.germany)
                #expect(germany.currencies.count == 1)
                #expect(germany.neighbours.count == KnownCountries.germanyNeighbours.count)
            }
        }
    }

    @Test func fileDatabaseRunsInWALMode() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("countries.sqlite")
            let database = try CountriesDatabase.openFile(at: path)
            try await CountriesRepositories.sqlite(database).favourites.setFavourite(KnownCountries.france, true)
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(database.path == path)
        }
    }

    @Test func customDatasetSeedsOnlyItsCountries() async throws {
        let repositories = CountriesRepositories.test(database: try .sample())
        let names = try await repositories.countries.allCountries().names
        #expect(names == ["Antarctica", "Austria", "Germany", "Switzerland"])
    }

    @Test func inMemoryDatabasesAreIndependent() async throws {
        let first = try CountriesRepositories.test()
        let second = try CountriesRepositories.test()
        try await first.favourites.setFavourite(KnownCountries.germany, true)
        #expect(try await first.favourites.favourites() == [KnownCountries.germany])
        #expect(try await second.favourites.favourites().isEmpty)
    }
}
