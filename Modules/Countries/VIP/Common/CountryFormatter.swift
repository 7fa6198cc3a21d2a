import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// The wording both Presenters share: how a country is named on a row, how numbers are
/// grouped, and how a load reads while it is not (or no longer) showing content. Formatting
/// is the Presenters' job in Clean Swift; the catalog counts a `…Formatter` in their role.
enum CountryFormatter {
    /// What a value the source lacks reads as.
    static let unknown = "-"

    /// Every machine groups the same way, whatever its locale: output is reproducible.
    private static let grouping = Locale(identifier: "en_US")

    /// "🇩🇪 Germany"; the bare name for a code that makes no flag.
    static func title(of country: CountrySummary) -> String {
        country.flag.isEmpty ? country.name : "\(country.flag) \(country.name)"
    }

    /// 83240525 → "83,240,525".
    static func grouped(_ number: Int) -> String {
        number.formatted(.number.locale(grouping))
    }

    /// 357022 → "357,022 km²", 0.444 → "0.44 km²": at most two decimals, none trailing.
    static func area(_ squareKilometres: Double) -> String {
        let style = FloatingPointFormatStyle<Double>.number
            .precision(.fractionLength(0...2))
            .rounded(rule: .toNearestOrAwayFromZero)
            .locale(grouping)
        return squareKilometres.formatted(style) + " km²"
    }

    /// The message shown instead of content: "Not loaded." before any load (or once the
    /// first was cancelled), the failure's own message; none while loading or loaded.
    static func loadingMessage<Value>(for loadable: Loadable<Value, CountriesError>) -> String? {
        switch loadable {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let error): error.message
        case .isLoading, .loaded: nil
        }
    }

    /// "Retry" while there is nothing loaded to show, "Cancel loading" while a load is in
    /// flight, nothing once loaded.
    static func loadingControl<Value>(for loadable: Loadable<Value, CountriesError>) -> LoadingControl? {
        switch loadable {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }
}
