import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// What both screens show alike, said once: a country's title, grouped numbers, the mark
/// of a missing value, and how a load in any state reads. Formatting is Presentation's job
/// in Clean; the catalog counts a `…Formatter` in its ViewModel role, the one that holds
/// display decisions as values.
enum CountryFormatter {
    /// What a missing value shows.
    static let missing = "-"

    /// `"🇩🇪 Germany"`; the name alone where there is no flag.
    static func title(of country: CountrySummary) -> String {
        country.flag.isEmpty ? country.name : "\(country.flag) \(country.name)"
    }

    /// `83240525` → `"83,240,525"`, whatever the machine's locale.
    static func grouped(_ value: Int) -> String {
        value.formatted(.number.locale(Locale(identifier: "en_US")))
    }

    /// What shows instead of the content: "Not loaded." before any load (or after the first
    /// one was cancelled), the failure's message; nil while there is content to show.
    static func message<Value>(for loadable: Loadable<Value, CountriesError>) -> String? {
        switch loadable {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let error): error.message
        case .isLoading, .loaded: nil
        }
    }

    /// "Cancel loading" while a load is in flight, "Retry" when nothing is loaded or the
    /// load failed.
    static func loadingControl<Value>(for loadable: Loadable<Value, CountriesError>) -> LoadingControl? {
        switch loadable {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }
}
