import CountriesStorage
import CountriesUI
import TerminalUI

/// Countries for the fuzz properties. What it shows as saved is the favourites, starred in
/// the list or shown with "Remove from favourites" on their details, by alpha-3 code; walks
/// that set out to save open countries and add them (now and then removing one). A fresh
/// start lists every country, so no line is needed to see them all again.
struct CountriesFuzzing: FuzzedApp {
    var faultKeys: [String] { CountriesFaultKey.all + ["countries.*", "favourites.*", "*"] }

    func savingLine(on screen: Screen, step: FuzzStep) -> String? {
        guard screen.alert == nil else { return nil }
        let rows = screen.sections.flatMap(\.rows)
        if screen.pickers.contains(where: { $0.id == CountryListScreen.Picker.region.id }) {
            return rows.isEmpty ? nil : "select \(step.target % rows.count + 1)"
        }
        guard let favourite = screen.buttons.first(where: { $0.id == CountryDetailsScreen.Button.favourite.id }) else { return nil }
        let adds = favourite.title == CountryDetailsScreen.Text.addFavourite
        return adds || step.target % 3 == 0 ? "tap \(ScriptQuoting.quoted(favourite.title))" : "back"
    }

    func saved(on screen: Screen) -> [String: String]? {
        let rows = screen.sections.flatMap(\.rows)
        if screen.pickers.contains(where: { $0.id == CountryListScreen.Picker.region.id }) {
            let starred = rows.filter { $0.title.hasSuffix(CountryListScreen.Text.favouriteMark) }
            return Dictionary(starred.map { ($0.id, "★") }, uniquingKeysWith: { first, _ in first })
        }
        guard let favourite = screen.buttons.first(where: { $0.id == CountryDetailsScreen.Button.favourite.id }) else { return nil }
        let code = rows.first { $0.title == CountryDetailsScreen.Text.code }?.detail
        guard let code, favourite.title == CountryDetailsScreen.Text.removeFavourite else { return [:] }
        return [code: "★"]
    }

    mutating func observe(before: Screen, line: String, after: Screen) {}

    var reopenings: [[String]] { [[]] }
}
