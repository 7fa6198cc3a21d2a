import Foundation

/// How names are compared for search and sorting: folded to ignore case and diacritics.
enum SearchText {
    /// `"Côte d'Ivoire"` → `"cote d'ivoire"`. No locale, so every machine folds alike.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The text stored in the search column: the folded name and every folded localized
    /// name, one per line, so a substring search matches any of them but never spans two.
    static func searchColumn(name: String, localizedNames: [String: String]) -> String {
        let names = [name] + localizedNames.keys.sorted().compactMap { localizedNames[$0] }
        return names.map(fold).joined(separator: "\n")
    }

    /// The user's query, trimmed and folded; `""` means "everything".
    static func normalizedQuery(_ query: String) -> String {
        fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
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
