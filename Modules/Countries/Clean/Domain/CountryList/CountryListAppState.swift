import AppSupport
import CountriesModel

extension AppState {
    /// The Countries list as last loaded, which always comes as one: the countries found,
    /// their favourite marks and the region filters.
    public struct CountryList: Equatable, Sendable {
        /// The region picker's rows, as last loaded.
        public internal(set) var regionFilters: [RegionFilter] = [.all]
        public internal(set) var countries: Loadable<[CountrySummary], CountriesError> = .notRequested
        /// Alpha-3 codes of the favourite countries, marked "★".
        public internal(set) var favourites: Set<String> = []

        init() {}
    }
}
