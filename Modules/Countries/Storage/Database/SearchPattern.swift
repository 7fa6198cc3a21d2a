import CountriesModel
import Foundation

/// How a search query meets the stored names: folded like ``SearchText/fold(_:)``, and
/// matched with `LIKE` on one search column per country.
enum SearchPattern {
    /// The text stored in the search column: the folded name and every folded localized
    /// name, one per line, so a substring search matches any of them but never spans two.
    static func searchColumn(name: String, localizedNames: [String: String]) -> String {
        let names = [name] + localizedNames.keys.sorted().compactMap { localizedNames[$0] }
        return names.map(SearchText.fold).joined(separator: "\n")
    }

    /// The user's query, trimmed and folded; `""` means "everything".
    static func normalizedQuery(_ query: String) -> String {
        SearchText.fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A `LIKE` pattern matching `query` anywhere, with `%`, `_` and the escape character
    /// itself escaped so they match literally. Use with `ESCAPE '\'`.
    static func likePattern(containing query: String) -> String {
        var escaped = ""
        for character in query {
            if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
            escaped.append(character)
        }
        return "%\(escaped)%"
    }

    /// The escape character ``likePattern(containing:)`` uses.
    static let likeEscape = "\\"
}
