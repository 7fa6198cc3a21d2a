import CountriesModel

/// The user's favourite countries.
///
/// Throws ``CountriesModel/CountriesError``, typed (``CountriesModel/CountriesError/cancelled``
/// when the calling task is cancelled); a failure changes nothing.
public protocol FavouriteCountriesRepository: Sendable {
    /// The alpha-3 codes of the favourite countries.
    func favourites() async throws(CountriesError) -> Set<String>

    /// Marks or unmarks the country with `alpha3`.
    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError)
}
