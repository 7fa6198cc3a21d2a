import CountriesCleanDomain
import CountriesModel

/// The favourites on the shared storage: the Model's ``CountriesModel/FavouritesRepository``.
public struct RealFavouriteCountriesRepository: FavouriteCountriesRepository {
    private let store: any FavouritesRepository

    public init(store: any FavouritesRepository) {
        self.store = store
    }

    public func favourites() async throws(CountriesError) -> Set<String> {
        try await store.favourites()
    }

    public func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try await store.setFavourite(alpha3, isFavourite)
    }
}
