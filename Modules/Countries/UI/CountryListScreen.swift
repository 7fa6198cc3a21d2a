import TerminalUI

/// The Countries list (the root screen): a search field, a region picker and one row per
/// country, opening the country's details.
///
/// Layout only: the rows' texts, the message instead of rows, the loading state and its
/// control are the presentation layer's decisions, handed in ready to display.
public enum CountryListScreen {
    /// Element ids the Views switch on.
    public enum ID {
        /// The "Search" text field; editing it sends `.edit(ID.search, text:)`.
        public static let search = "search"
        /// The "Region" picker; its one component's rows are the `regions` given to `make`.
        public static let regionPicker = "region"
        /// The one section of country rows.
        public static let countries = "countries"
    }

    /// Visible texts.
    public enum Text {
        public static let title = "Countries"
        public static let search = "Search"
        public static let searchPlaceholder = "Country name"
        public static let region = "Region"
        /// The message when no country matches the search and region.
        public static let noMatches = "No matches found"
        /// Appended to a favourite country's row title.
        public static let favouriteMark = " ★"
    }

    /// The most characters the search field takes: longer text is refused where it is typed
    /// (far below SQLite's 50,000-byte limit on a LIKE pattern, which made a long search fail
    /// on every retry), and no country name comes near it.
    public static let searchMaximumLength = 100

    /// One country, formatted by the presentation layer.
    public struct Row: Equatable, Sendable {
        /// The country's alpha-3 code, the row's id.
        public var alpha3: String
        public var title: String
        public var detail: String

        public init(alpha3: String, title: String, detail: String) {
            self.alpha3 = alpha3
            self.title = title
            self.detail = detail
        }
    }

    /// The list screen.
    /// - Parameters:
    ///   - search: the text in the search field.
    ///   - regions: the region picker's rows, in order.
    ///   - selectedRegion: the picker's selected row.
    ///   - rows: the countries to list, in order.
    ///   - message: shown instead of the rows (no match, not loaded, a failure).
    ///   - loadingControl: the loading button after the list.
    public static func make(
        search: String,
        regions: [String],
        selectedRegion: Int?,
        rows: [Row],
        message: String?,
        isLoading: Bool,
        loadingControl: LoadingControl?
    ) -> Screen {
        Screen(
            title: Text.title,
            fields: [Screen.TextField(
                Text.search, id: ID.search, value: search, placeholder: Text.searchPlaceholder,
                maximumLength: searchMaximumLength
            )],
            pickers: [Screen.Picker(id: ID.regionPicker, components: [
                Screen.Picker.Component(Text.region, rows: regions, selectedIndex: selectedRegion),
            ])],
            sections: rows.isEmpty ? [] : [Screen.Section(id: ID.countries, rows: rows.map { row in
                Screen.Row(row.title, id: row.alpha3, detail: row.detail, accessory: .disclosure)
            })],
            emptyMessage: message,
            isLoading: isLoading,
            buttons: loadingControl.map { [$0.button] } ?? []
        )
    }

    /// The position in the `rows` given to `make` of the row at `path`.
    public static func rowIndex(at path: RowPath) -> Int {
        path.row
    }
}
