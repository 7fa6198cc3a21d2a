import AppSupport
import CountriesCore
import TerminalUI

/// A country's details: "Basic Info", "Currencies", "Languages" and "Neighboring countries"
/// (whose rows open the neighbour's details), and a button to add or remove the favourite.
public enum CountryDetailsScreen {
    /// The id of the "Add to favourites" / "Remove from favourites" button.
    public static let favouriteButtonID = "favourite"

    static let basicInfoTitle = "Basic Info"
    static let currenciesTitle = "Currencies"
    static let languagesTitle = "Languages"
    static let neighboursTitle = "Neighboring countries"
    static let addFavouriteTitle = "Add to favourites"
    static let removeFavouriteTitle = "Remove from favourites"

    /// The sections always come in this order, empty ones included, so a row's position
    /// tells which section it is in.
    private static let neighboursSection = 3

    /// Builds the details screen.
    /// - Parameters:
    ///   - name: the country's name, the title, shown from the start (also while loading).
    ///   - details: the details as loaded.
    ///   - isFavourite: whether the country is a favourite (the button offers the opposite).
    ///   - errorMessage: a failure to show in an error alert ("Error", "OK"), if any.
    public static func make(
        name: String,
        details: Loadable<CountryDetails>,
        isFavourite: Bool,
        errorMessage: String? = nil
    ) -> Screen {
        var screen = Screen(title: name, alert: errorMessage.map(Screen.Alert.error))
        LoadableScreen.apply(details, to: &screen) { shown, screen in
            screen.sections = sections(shown)
            // While a reload is in flight the previous details stay on screen, read-only.
            screen.buttons.append(favouriteButton(isFavourite: isFavourite, isEnabled: !details.isLoading))
        }
        return screen
    }

    /// The position in ``CountriesCore/CountryDetails/neighbours`` of the neighbour on the
    /// row at `path`, or nil when the row is not a neighbour.
    public static func neighbourIndex(at path: RowPath) -> Int? {
        path.section == neighboursSection ? path.row : nil
    }

    private static func sections(_ details: CountryDetails) -> [Screen.Section] {
        [
            Screen.Section(basicInfoTitle, rows: details.basicInfo.map {
                Screen.Row($0.title, detail: $0.value, isSelectable: false)
            }),
            Screen.Section(currenciesTitle, rows: details.currencyRows.map(staticRow)),
            Screen.Section(languagesTitle, rows: details.languageRows.map(staticRow)),
            Screen.Section(neighboursTitle, rows: details.neighbours.map {
                Screen.Row($0.rowTitle, id: $0.alpha3, accessory: .disclosure)
            }),
        ]
    }

    private static func staticRow(_ title: String) -> Screen.Row {
        Screen.Row(title, isSelectable: false)
    }

    private static func favouriteButton(isFavourite: Bool, isEnabled: Bool) -> Screen.Button {
        Screen.Button(
            isFavourite ? removeFavouriteTitle : addFavouriteTitle,
            id: favouriteButtonID,
            isEnabled: isEnabled
        )
    }
}
