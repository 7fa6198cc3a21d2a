import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// How a country and a load read wherever a controller shows them, said once for both
/// screens: the row title the list and the details' neighbours share, numbers in one fixed
/// locale, and a load's message and loading button. Formatting is the view controllers'
/// job in MVC; the catalog counts a `…Formatter` in their role.
enum CountryFormatter {
    /// The one locale numbers are written in, so every machine prints the same.
    static let locale = Locale(identifier: "en_US")

    /// `"🇩🇪 Germany"`; the name alone when the code makes no flag.
    static func title(of country: CountrySummary) -> String {
        country.flag.isEmpty ? country.name : "\(country.flag) \(country.name)"
    }

    /// `83240525` → `"83,240,525"`, whatever the machine's locale.
    static func grouped(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }

    /// Instead of the content: "Not loaded." before any load (or after the first one was
    /// cancelled), the failure's message after a failed one.
    static func message<Value>(for loadable: Loadable<Value, CountriesError>) -> String? {
        switch loadable {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let error): error.message
        case .isLoading, .loaded: nil
        }
    }

    /// "Retry" with nothing loaded, "Cancel loading" while a load is in flight.
    static func loadingControl<Value>(for loadable: Loadable<Value, CountriesError>) -> LoadingControl? {
        switch loadable {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }
}
