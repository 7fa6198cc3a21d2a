import AppSupport
import CountriesModel
import TerminalUI

/// The Countries list (the root screen): a search field, a region picker and one row per
/// country, "🇩🇪 Germany ★" with "Population 83,240,525", opening the country's details.
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension CountryListScreen {
    /// The id of the "Search" text field; editing it sends `.edit(searchFieldID, text:)`.
    public static let searchFieldID = "search"
    /// The id of the "Region" picker; its one component's rows are the region filters, in
    /// the order given to ``make(search:regions:selectedRegion:countries:favourites:)``.
    public static let regionPickerID = "region"

    static let legacyTitle = "Countries"
    static let searchLabel = "Search"
    static let searchPlaceholder = "Country name"
    static let regionLabel = "Region"
    static let noMatchesMessage = "No matches found"
    static let favouriteMark = " ★"

    /// Builds the list screen.
    /// - Parameters:
    ///   - search: the text in the search field; empty shows every country.
    ///   - regions: the region picker's rows, in order.
    ///   - selectedRegion: the picker's selected row.
    ///   - countries: the countries matching the search and region, in display order.
    ///   - favourites: alpha-3 codes of the favourite countries, marked "★".
    public static func make(
        search: String,
        regions: [RegionFilter],
        selectedRegion: RegionFilter,
        countries: Loadable<[CountrySummary]>,
        favourites: Set<String>
    ) -> Screen {
        var screen = Screen(
            title: legacyTitle,
            fields: [Screen.TextField(searchLabel, id: searchFieldID, value: search, placeholder: searchPlaceholder)],
            pickers: [regionPicker(regions, selected: selectedRegion)]
        )
        LoadableScreen.apply(countries, to: &screen) { countries, screen in
            if countries.isEmpty {
                screen.emptyMessage = noMatchesMessage
            } else {
                screen.sections = [Screen.Section(id: "countries", rows: countries.map { legacyRow($0, favourites) })]
            }
        }
        return screen
    }

    /// The position in the `countries` given to `make` of the country on the row at `path`.
    public static func countryIndex(at path: RowPath) -> Int {
        path.row
    }

    private static func regionPicker(_ regions: [RegionFilter], selected: RegionFilter) -> Screen.Picker {
        let component = Screen.Picker.Component(
            regionLabel,
            rows: regions.map(\.title),
            selectedIndex: regions.firstIndex(of: selected)
        )
        return Screen.Picker(id: regionPickerID, components: [component])
    }

    private static func legacyRow(_ country: CountrySummary, _ favourites: Set<String>) -> Screen.Row {
        let mark = favourites.contains(country.alpha3) ? favouriteMark : ""
        return Screen.Row(
            country.rowTitle + mark,
            id: country.alpha3,
            detail: country.populationText,
            accessory: .disclosure
        )
    }
}
