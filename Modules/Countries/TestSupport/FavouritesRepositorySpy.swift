import CountriesModel
import CountriesStorage
import TestSupport

/// Records each call by its fault key before handing it on to the real repository.
public struct FavouritesRepositorySpy: FavouritesRepository {
    let base: any FavouritesRepository
    let calls: CallLog<String, Void>

    public init(base: any FavouritesRepository, calls: CallLog<String, Void>) {
        self.base = base
        self.calls = calls
    }

    public func favourites() async throws(CountriesError) -> Set<String> {
        calls.record(CountriesFaultKey.favouritesList)
        return try await base.favourites()
    }

    public func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        calls.record(CountriesFaultKey.favouritesSave)
        try await base.setFavourite(alpha3, isFavourite)
    }
}
