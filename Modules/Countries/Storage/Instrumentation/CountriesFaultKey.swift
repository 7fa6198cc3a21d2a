import CountriesModel
import AppSupport

/// The ``AppSupport/FaultInjector`` keys the Countries repositories answer to. Arming one
/// makes the operation throw the same ``CountriesError/storage(_:)`` a real failure would
/// (or hang, with `.hold`); `"countries.*"` and `"favourites.*"` arm a whole repository.
public enum CountriesFaultKey {
    /// ``CountryRepository/countries(matching:in:)`` → ``StorageOperation/loadCountries``.
    public static let countriesList = "countries.list"
    /// ``CountryRepository/details(of:)`` → ``StorageOperation/loadDetails``.
    public static let countriesDetails = "countries.details"
    /// ``CountryRepository/regionFilters()`` → ``StorageOperation/loadCountries``.
    public static let countriesRegions = "countries.regions"
    /// ``FavouritesRepository/favourites()`` → ``StorageOperation/loadFavourites``.
    public static let favouritesList = "favourites.list"
    /// ``FavouritesRepository/setFavourite(_:_:)`` → ``StorageOperation/saveFavourite``.
    public static let favouritesSave = "favourites.save"

    /// Every key, in the order above.
    public static let all = [countriesList, countriesDetails, countriesRegions, favouritesList, favouritesSave]
}

extension FaultInjector {
    /// Applies the fault armed for `key`, turning an injected failure into the error the
    /// real repository throws when `operation` fails; a cancelled hold becomes
    /// ``CountriesError/cancelled``.
    func check(_ key: String, failingAs operation: StorageOperation) async throws(CountriesError) {
        do {
            try await check(key)
        } catch {
            throw error is CancellationError ? .cancelled : .storage(operation)
        }
    }
}
