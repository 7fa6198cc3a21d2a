import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// What both Countries presenters word alike, said once: a country's row title, a grouped
/// number, and how a load reads on screen (its message and its Retry / Cancel loading).
/// Formatting is the presenters' job in VIPER; the catalog counts a `…Formatter` in their role.
enum CountryFormatter {
    /// "🇩🇪 Germany"; the name alone for a code without a flag.
    static func title(of country: CountrySummary) -> String {
        country.flag.isEmpty ? country.name : "\(country.flag) \(country.name)"
    }

    /// "83,240,525": grouped the same way on every machine, whatever its locale.
    static func grouped(_ value: Int) -> String {
        value.formatted(.number.locale(Locale(identifier: "en_US")))
    }

    /// What shows instead of the content: "Not loaded." before a load (or after cancelling
    /// the first one), the failure's message; nil while there is content or a load.
    static func message<Value>(for loadable: Loadable<Value, CountriesError>) -> String? {
        switch loadable {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let error): error.message
        case .isLoading, .loaded: nil
        }
    }

    /// "Retry" when nothing is loaded or the load failed, "Cancel loading" while one is in
    /// flight, nothing once loaded.
    static func loadingControl<Value>(for loadable: Loadable<Value, CountriesError>) -> LoadingControl? {
        switch loadable {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }
}
