import AppSupport
import CountriesModel

extension AppState {
    /// One details screen: its details as loaded, its favourite mark, and a failure to save
    /// the favourite. The title (the country's name) comes from its route.
    public struct Details: Equatable, Sendable {
        public internal(set) var details: Loadable<CountryDetails>
        public internal(set) var isFavourite = false
        /// Shown as an error alert; the view clears it when the alert is answered.
        public var errorMessage: String?

        /// - Parameter details: details already known (a deep link looked them up), or none.
        init(details: Loadable<CountryDetails> = .notRequested) {
            self.details = details
        }
    }
}
