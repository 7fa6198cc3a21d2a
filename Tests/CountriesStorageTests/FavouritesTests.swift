import CountriesModel
import CountriesTestSupport
import Testing

@Suite struct FavouritesTests {
    let favourites: any FavouritesRepository

    init() throws {
        favourites = try CountriesRepositories.test().favourites
    }

    @Test func startsEmpty() async throws {
        #expect(try await favourites.favourites().isEmpty)
    }

    @Test func addedCountriesAreListed() async throws {
        try await favourites.setFavourite(KnownCountries.germany, true)
        try await favourites.setFavourite(KnownCountries.japan, true)
        #expect(try await favourites.favourites() == [KnownCountries.germany, KnownCountries.japan])
    }

    @Test func removedCountriesAreNotListed() async throws {
        try await favourites.setFavourite(KnownCountries.germany, true)
        try await favourites.setFavourite(KnownCountries.japan, true)
        try await favourites.setFavourite(KnownCountries.germany, false)
        #expect(try await favourites.favourites() == [KnownCountries.japan])
    }

    @Test func settingTheSameStateTwiceIsHarmless() async throws {
        try await favourites.setFavourite(KnownCountries.france, true)
        try await favourites.setFavourite(KnownCountries.france, true)
        try await favourites.setFavourite(KnownCountries.austria, false)
        #expect(try await favourites.favourites() == [KnownCountries.france])
    }

    @Test(arguments: [true, false])
    func unknownCodeIsRejectedAndNothingStored(isFavourite: Bool) async throws {
        try await favourites.setFavourite(KnownCountries.japan, true)
        await #expect(throws: CountriesError.unknownCountry("XYZ")) {
            try await favourites.setFavourite(KnownCountries.unknown, isFavourite)
        }
        await #expect(throws: CountriesError.unknownCountry("")) {
            try await favourites.setFavourite("", isFavourite)
        }
        #expect(try await favourites.favourites() == [KnownCountries.japan])
    }

    @Test func favouritesPersistAcrossReopening() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("favourites.sqlite")
            do {
                let favourites = CountriesRepositories.sqlite(try .openFile(at: path)).favourites
                try await favourites.setFavourite(KnownCountries.germany, true)
                try await favourites.setFavourite(KnownCountries.ivoryCoast, true)
                try await favourites.setFavourite(KnownCountries.germany, false)
            }
            let reopened = CountriesRepositories.sqlite(try .openFile(at: path)).favourites
            #expect(try await reopened.favourites() == [KnownCountries.ivoryCoast])
        }
    }
}
