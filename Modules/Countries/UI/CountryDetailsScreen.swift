import TerminalUI

/// A country's details: "Basic Info", "Currencies", "Languages" and "Neighboring countries"
/// (whose rows open the neighbour's details), and a button to add or remove the favourite.
///
/// Layout only: every value, the favourite button's title and state, the message instead
/// of details, the loading state and its control are the presentation layer's decisions,
/// handed in ready to display.
public enum CountryDetailsScreen {
    public enum Button: String, ElementID {
        /// The "Add to favourites" / "Remove from favourites" button.
        case favourite
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        case tap(Button)
        /// A row; only neighbours' rows open anything (see ``neighbourIndex(at:)``).
        case select(RowPath)
        case loading(LoadingControl)
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .tap(let id): Button(id: id).map(Event.tap) ?? LoadingControl(id: id).map(Event.loading)
            case .select(let path): .select(path)
            case .alert(Screen.Alert.ok): .dismissError
            default: nil
            }
            guard let typed else { return nil }
            self = typed
        }
    }

    /// Visible texts.
    public enum Text {
        public static let basicInfo = "Basic Info"
        public static let currencies = "Currencies"
        public static let languages = "Languages"
        public static let neighbours = "Neighboring countries"
        public static let code = "Code"
        public static let capital = "Capital"
        public static let population = "Population"
        public static let area = "Area"
        public static let region = "Region"
        public static let addFavourite = "Add to favourites"
        public static let removeFavourite = "Remove from favourites"
    }

    /// The "Basic Info" values, formatted by the presentation layer.
    public struct BasicInfo: Equatable, Sendable {
        public var code: String
        public var capital: String
        public var population: String
        public var area: String
        public var region: String

        public init(code: String, capital: String, population: String, area: String, region: String) {
            self.code = code
            self.capital = capital
            self.population = population
            self.area = area
            self.region = region
        }
    }

    /// A neighbouring country's row.
    public struct Neighbour: Equatable, Sendable {
        /// The neighbour's alpha-3 code, the row's id.
        public var alpha3: String
        public var title: String

        public init(alpha3: String, title: String) {
            self.alpha3 = alpha3
            self.title = title
        }
    }

    /// Everything the screen shows of a country once its details are at hand.
    public struct Content: Equatable, Sendable {
        public var basicInfo: BasicInfo
        public var currencies: [String]
        public var languages: [String]
        public var neighbours: [Neighbour]
        public var favouriteTitle: String
        public var isFavouriteEnabled: Bool

        public init(
            basicInfo: BasicInfo,
            currencies: [String],
            languages: [String],
            neighbours: [Neighbour],
            favouriteTitle: String,
            isFavouriteEnabled: Bool
        ) {
            self.basicInfo = basicInfo
            self.currencies = currencies
            self.languages = languages
            self.neighbours = neighbours
            self.favouriteTitle = favouriteTitle
            self.isFavouriteEnabled = isFavouriteEnabled
        }
    }

    /// The sections always come in this order, empty ones included, so a row's position
    /// tells which section it is in.
    private static let neighboursSection = 3

    /// The details screen.
    /// - Parameters:
    ///   - title: the navigation bar title.
    ///   - content: the details to show, nil for none.
    ///   - message: shown instead of the details (not loaded, a failure).
    ///   - loadingControl: the loading button, after the favourite button.
    ///   - errorMessage: shown as the error alert.
    public static func make(
        title: String,
        content: Content?,
        message: String?,
        isLoading: Bool,
        loadingControl: LoadingControl?,
        errorMessage: String? = nil
    ) -> Screen {
        var screen = Screen(title: title, emptyMessage: message, isLoading: isLoading, alert: errorMessage.map(Screen.Alert.error))
        if let content {
            screen.sections = sections(content)
            screen.buttons.append(Screen.Button(content.favouriteTitle, id: Button.favourite.id, isEnabled: content.isFavouriteEnabled))
        }
        if let loadingControl {
            screen.buttons.append(loadingControl.button)
        }
        return screen
    }

    /// The position in the content's `neighbours` of the row at `path`, or nil when the
    /// row is not a neighbour.
    public static func neighbourIndex(at path: RowPath) -> Int? {
        path.section == neighboursSection ? path.row : nil
    }

    private static func sections(_ content: Content) -> [Screen.Section] {
        let info = content.basicInfo
        return [
            Screen.Section(Text.basicInfo, rows: [
                infoRow(Text.code, info.code),
                infoRow(Text.capital, info.capital),
                infoRow(Text.population, info.population),
                infoRow(Text.area, info.area),
                infoRow(Text.region, info.region),
            ]),
            Screen.Section(Text.currencies, rows: content.currencies.map(staticRow)),
            Screen.Section(Text.languages, rows: content.languages.map(staticRow)),
            Screen.Section(Text.neighbours, rows: content.neighbours.map {
                Screen.Row($0.title, id: $0.alpha3, accessory: .disclosure)
            }),
        ]
    }

    private static func infoRow(_ title: String, _ value: String) -> Screen.Row {
        Screen.Row(title, detail: value, isSelectable: false)
    }

    private static func staticRow(_ title: String) -> Screen.Row {
        Screen.Row(title, isSelectable: false)
    }
}
