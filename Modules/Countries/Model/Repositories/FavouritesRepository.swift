/// The user's favourite countries, stored with the database. A cancelled call throws
/// ``CountriesError/cancelled``.
public protocol FavouritesRepository: Sendable {
    /// The alpha-3 codes of the favourite countries.
    /// - Throws: ``CountriesError/storage(_:)`` with ``StorageOperation/loadFavourites``.
    func favourites() async throws(CountriesError) -> Set<String>

    /// Marks or unmarks a country as favourite. Setting the state it already has is a
    /// no-op, not an error.
    /// - Throws: ``CountriesError/unknownCountry(_:)`` when no country has `alpha3`
    ///   (nothing is stored); ``CountriesError/storage(_:)`` with
    ///   ``StorageOperation/saveFavourite`` (nothing is changed).
    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError)
}
