import TerminalUI

/// The Countries list (the root screen): a search field, a region picker and one row per
/// country, opening the country's details.
///
/// Layout only: the rows' texts, the message instead of rows, the loading state and its
/// control are the presentation layer's decisions, handed in ready to display.
public enum CountryListScreen {
    public enum Field: String, ElementID {
        /// The "Search" text field.
        case search
    }

    public enum Picker: String, ElementID {
        /// The "Region" picker; its one component's rows are the `regions` given to `make`.
        case region
    }

    /// The one section of country rows.
    static let countriesSection = "countries"

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        case edit(Field, text: String)
        /// The picker's one component now selects `row`.
        case pick(Picker, row: Int)
        /// A country's row (see ``rowIndex(at:)``).
        case select(RowPath)
        case loading(LoadingControl)

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .edit(let id, let text): Field(id: id).map { .edit($0, text: text) }
            case .pick(let id, _, let row): Picker(id: id).map { .pick($0, row: row) }
            case .select(let path): .select(path)
            case .tap(let id): LoadingControl(id: id).map(Event.loading)
            default: nil
            }
            guard let typed else { return nil }
            self = typed
        }
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
                Text.search, id: Field.search.id, value: search, placeholder: Text.searchPlaceholder,
                maximumLength: searchMaximumLength
            )],
            pickers: [Screen.Picker(id: Picker.region.id, components: [
                Screen.Picker.Component(Text.region, rows: regions, selectedIndex: selectedRegion),
            ])],
            sections: rows.isEmpty ? [] : [Screen.Section(id: countriesSection, rows: rows.map { row in
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
