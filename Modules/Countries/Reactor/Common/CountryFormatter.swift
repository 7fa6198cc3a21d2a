import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// How countries and loads read on both screens: the pieces of view state both scenes'
/// States derive, written once for the module. Mapping to display values is the State's
/// job in Reactor; the catalog counts a `…Formatter` in that role.
enum CountryFormatter {
    /// What a missing value shows.
    static let missing = "-"

    /// A country as a row or a neighbour reads: `"🇩🇪 Germany"` (the name alone without a flag).
    static func title(of country: CountrySummary) -> String {
        country.flag.isEmpty ? country.name : "\(country.flag) \(country.name)"
    }

    /// `83240525` → `"83,240,525"`, whatever the machine's locale.
    static func grouped(_ value: Int) -> String {
        value.formatted(.number.locale(Locale(identifier: "en_US")))
    }

    /// The message instead of the content: "Not loaded." before any load (or after the first
    /// was cancelled), the failure's message after a failed one.
    static func message<Value>(of loadable: Loadable<Value, CountriesError>) -> String? {
        switch loadable {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let error): error.message
        case .isLoading, .loaded: nil
        }
    }

    /// The loading button: "Retry" with nothing loaded, "Cancel loading" while loading.
    static func loadingControl<Value>(of loadable: Loadable<Value, CountriesError>) -> LoadingControl? {
        switch loadable {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }
}
