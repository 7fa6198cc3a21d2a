import AppSupport
import CountriesModel

extension AppState {
    /// One details screen: its details as loaded and its favourite mark. The title (the
    /// country's name) comes from its route.
    public struct Details: Equatable, Sendable {
        public internal(set) var details: Loadable<CountryDetails, CountriesError>
        public internal(set) var isFavourite = false

        /// - Parameter details: details already known (a deep link looked them up), or none.
        init(details: Loadable<CountryDetails, CountriesError> = .notRequested) {
            self.details = details
        }
    }
}
