import AppSupport
import CountriesModel

extension AppState {
    /// The Countries list: the question asked (search and region) and the answer, which
    /// always comes as one: the countries, their favourite marks and the region filters.
    public struct CountryList: Equatable, Sendable {
        public internal(set) var searchText = ""
        public internal(set) var regionFilter = RegionFilter.all
        /// The region picker's rows, as last loaded.
        public internal(set) var regionFilters: [RegionFilter] = [.all]
        public internal(set) var countries: Loadable<[CountrySummary]> = .notRequested
        /// Alpha-3 codes of the favourite countries, marked "★".
        public internal(set) var favourites: Set<String> = []

        init() {}
    }
}
