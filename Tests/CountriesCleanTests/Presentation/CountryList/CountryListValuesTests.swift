import AppSupport
@testable import CountriesCleanPresentation
import CountriesModel
import CountriesTestSupport
import CountriesUI
import Testing

/// How the list words its rows and regions, as plain values.
@MainActor @Suite struct CountryListValuesTests {
    @Test func aCountryRowReadsFlagNameAndGroupedPopulation() {
        let row = CountryListView.row(Atlas.germany, isFavourite: true)

        #expect(row == CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525"))
    }

    @Test func aPopulationOfZeroIsUnknown() {
        var nobody = Atlas.germany
        nobody.population = 0

        #expect(CountryListView.row(nobody, isFavourite: false).detail == "Population unknown")
    }

    @Test(arguments: [(RegionFilter.all, "All"), (.region("Europe"), "Europe"), (.noRegion, "No region")])
    func regionRowsReadAsThePickerShowsThem(_ filter: RegionFilter, _ title: String) {
        #expect(CountryListView.title(of: filter) == title)
    }
}
