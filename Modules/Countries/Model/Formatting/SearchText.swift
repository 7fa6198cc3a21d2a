import Foundation

/// How names are compared for search and sorting: folded to ignore case and diacritics.
public enum SearchText {
    /// `"Côte d'Ivoire"` → `"cote d'ivoire"`. No locale, so every machine folds alike.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
