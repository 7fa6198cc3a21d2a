/// The repositories a Countries app runs on, wired once and handed to a pattern.
public struct CountriesRepositories: Sendable {
    public var countries: any CountryRepository
    public var favourites: any FavouritesRepository

    public init(countries: any CountryRepository, favourites: any FavouritesRepository) {
        self.countries = countries
        self.favourites = favourites
    }
}
