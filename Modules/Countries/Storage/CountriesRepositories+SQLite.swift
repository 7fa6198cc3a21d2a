import AppSupport
import CountriesModel

extension CountriesRepositories {
    /// Both repositories over one SQLite database.
    public static func sqlite(_ database: CountriesDatabase) -> Self {
        Self(
            countries: SQLiteCountryRepository(database: database),
            favourites: SQLiteFavouritesRepository(database: database)
        )
    }

    /// The same repositories behind decorators that consult `faults` first, so scripts and
    /// tests can make any operation fail or hang. Keys are listed in ``CountriesFaultKey``.
    public func injectingFaults(_ faults: FaultInjector) -> Self {
        Self(
            countries: FaultInjectingCountryRepository(base: countries, faults: faults),
            favourites: FaultInjectingFavouritesRepository(base: favourites, faults: faults)
        )
    }
}
