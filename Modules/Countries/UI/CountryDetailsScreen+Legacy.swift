import AppSupport
import CountriesModel
import TerminalUI

/// A country's details: "Basic Info", "Currencies", "Languages" and "Neighboring countries"
/// (whose rows open the neighbour's details), and a button to add or remove the favourite.
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension CountryDetailsScreen {
    /// The id of the "Add to favourites" / "Remove from favourites" button.
    public static let favouriteButtonID = "favourite"

    static let basicInfoTitle = "Basic Info"
    static let currenciesTitle = "Currencies"
    static let languagesTitle = "Languages"
    static let neighboursTitle = "Neighboring countries"
    static let addFavouriteTitle = "Add to favourites"
    static let removeFavouriteTitle = "Remove from favourites"

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
            screen.sections = legacySections(shown)
            // While a reload is in flight the previous details stay on screen, read-only.
            screen.buttons.append(favouriteButton(isFavourite: isFavourite, isEnabled: !details.isLoading))
        }
        return screen
    }

    private static func legacySections(_ details: CountryDetails) -> [Screen.Section] {
        [
            Screen.Section(basicInfoTitle, rows: details.basicInfo.map {
                Screen.Row($0.title, detail: $0.value, isSelectable: false)
            }),
            Screen.Section(currenciesTitle, rows: details.currencyRows.map(legacyStaticRow)),
            Screen.Section(languagesTitle, rows: details.languageRows.map(legacyStaticRow)),
            Screen.Section(neighboursTitle, rows: details.neighbours.map {
                Screen.Row($0.rowTitle, id: $0.alpha3, accessory: .disclosure)
            }),
        ]
    }

    private static func legacyStaticRow(_ title: String) -> Screen.Row {
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
