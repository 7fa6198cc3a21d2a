import CountriesModel
import Foundation

/// How a country reads wherever a controller lists it: the list's rows and the details'
/// neighbours share the title, and both screens write numbers the same way.
extension CountrySummary {
    /// `"🇩🇪 Germany"`; the name alone when the code makes no flag.
    var displayTitle: String {
        flag.isEmpty ? name : "\(flag) \(name)"
    }
}

extension Int {
    /// `83240525` → `"83,240,525"`, whatever the machine's locale.
    var groupedText: String {
        formatted(.number.locale(Locale.display))
    }
}

extension Locale {
    /// The one locale numbers are written in, so every machine prints the same.
    static let display = Locale(identifier: "en_US")
}
