import AppSupport

/// The repositories a Countries app runs on, wired once and handed to a pattern.
public struct CountriesRepositories: Sendable {
    public var countries: any CountryRepository
    public var favourites: any FavouritesRepository

    public init(countries: any CountryRepository, favourites: any FavouritesRepository) {
        self.countries = countries
        self.favourites = favourites
    }

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
