import CountriesModel
import AppSupport

/// A ``FavouritesRepository`` that consults a ``AppSupport/FaultInjector`` before each
/// call (keys in ``CountriesFaultKey``), then forwards to the real one.
public struct FaultInjectingFavouritesRepository: FavouritesRepository {
    private let base: any FavouritesRepository
    private let faults: FaultInjector

    public init(base: any FavouritesRepository, faults: FaultInjector) {
        self.base = base
        self.faults = faults
    }

    public func favourites() async throws(CountriesError) -> Set<String> {
        try await faults.check(CountriesFaultKey.favouritesList, failingAs: .loadFavourites)
        return try await base.favourites()
    }

    public func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try await faults.check(CountriesFaultKey.favouritesSave, failingAs: .saveFavourite)
        try await base.setFavourite(alpha3, isFavourite)
    }
}
