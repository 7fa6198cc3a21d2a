import CountriesModel
import Foundation

/// How a country reads wherever this module lists it, said once for both view models: its
/// row title and its grouped numbers. Formatting is the view models' job in MVVM; the
/// catalog counts a `…Formatter` in their role.
enum CountryFormatter {
    /// `"🇩🇪 Germany"`; the name alone when the code makes no flag.
    static func title(of country: CountrySummary) -> String {
        country.flag.isEmpty ? country.name : "\(country.flag) \(country.name)"
    }

    /// `83240525` → `"83,240,525"`, whatever the machine's locale.
    static func grouped(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }

    /// The one locale numbers are written in, so every machine prints the same.
    static let locale = Locale(identifier: "en_US")
}
