import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVC

/// What the list controller shows, and how search and region change it, over the bundled
/// dataset in SQLite.
@Suite("Country list view controller")
@MainActor
struct CountryListViewControllerTests {
    @Test func firstAppearanceShowsEveryCountryWithSearchAndRegion() async throws {
        let stage = try ControllerStage()

        await stage.showList()

        let screen = stage.screen
        #expect(screen.title == "Countries")
        #expect(screen.fields == [Screen.TextField("Search", id: "search", value: "", placeholder: "Country name", maximumLength: 100)])
        let region = try #require(screen.pickers.first?.components.first)
        #expect(region.label == "Region")
        #expect(region.rows == ["All", "Africa", "Americas", "Asia", "Europe", "Oceania", "No region"])
        #expect(region.selectedRow == "All")
        #expect(screen.indexedRows.count == KnownCountries.count)
        #expect(screen.emptyMessage == nil)
        #expect(!screen.isLoading)
        #expect(screen.buttons.isEmpty)
    }

    @Test func rowsShowFlagNamePopulationAndDisclosure() async throws {
        let stage = try ControllerStage.sample()

        await stage.showList()

        #expect(stage.screen.sections.first?.rows == [
            Screen.Row("🇦🇶 Antarctica", id: "ATA", detail: "Population unknown", accessory: .disclosure),
            Screen.Row("🇦🇹 Austria", id: "AUT", detail: "Population 8,527,230", accessory: .disclosure),
            Screen.Row("🇩🇪 Germany", id: "DEU", detail: "Population 83,240,525", accessory: .disclosure),
            Screen.Row("🇨🇭 Switzerland", id: "CHE", detail: "Population 8,183,800", accessory: .disclosure),
        ])
    }

    @Test func aCountryWithoutFlagShowsItsNameAlone() async throws {
        let stage = try ControllerStage(database: .inMemory(dataset: .oddities))

        await stage.showList()

        #expect(stage.rowTitles == ["Bigland", "🇹🇾 Tinyland"])
        #expect(stage.screen.indexedRows.first?.row.detail == "Population 1,234,567,890")
    }

    @Test func rowsAreSortedIgnoringCaseAndDiacritics() async throws {
        let stage = try ControllerStage()
        await stage.showList()

        let names = stage.rowTitles
        let costaRica = try #require(names.firstIndex(of: "🇨🇷 Costa Rica"))
        #expect(names[costaRica + 1] == "🇨🇮 Côte d'Ivoire")
        #expect(names[costaRica + 2] == "🇭🇷 Croatia")
    }

    @Test func searchingMatchesEnglishAndLocalizedNames() async throws {
        let stage = try ControllerStage()
        await stage.showList()

        await stage.search("ger")

        #expect(stage.screen.fields.first?.value == "ger")
        #expect(stage.rowTitles == ["🇩🇿 Algeria", "🇩🇪 Germany", "🇻🇦 Holy See (Vatican City State)", "🇳🇪 Niger", "🇳🇬 Nigeria"])
    }

    @Test(arguments: [("GER", "🇩🇪 Germany"), ("cote", "🇨🇮 Côte d'Ivoire"), ("deutschland", "🇩🇪 Germany"), ("日本", "🇯🇵 Japan")])
    func searchIgnoresCaseAndDiacritics(query: String, expected: String) async throws {
        let stage = try ControllerStage()
        await stage.showList()

        await stage.search(query)

        #expect(stage.rowTitles.contains(expected))
    }

    @Test(arguments: ["zzzz", "%", "_"])
    func aSearchWithoutMatchSaysSo(query: String) async throws {
        let stage = try ControllerStage()
        await stage.showList()

        await stage.search(query)

        #expect(stage.screen.sections.isEmpty)
        #expect(stage.screen.emptyMessage == "No matches found")
        #expect(stage.screen.buttons.isEmpty)
    }

    @Test func clearingTheSearchListsEveryCountryAgain() async throws {
        let stage = try ControllerStage()
        await stage.showList()
        await stage.search("zzzz")

        await stage.search("")

        #expect(stage.screen.indexedRows.count == KnownCountries.count)
        #expect(stage.screen.emptyMessage == nil)
    }

    @Test func aRegionCombinesWithTheSearch() async throws {
        let stage = try ControllerStage()
        await stage.showList()
        await stage.search("ger")

        await stage.pickRegion("Europe")

        #expect(stage.screen.pickers.first?.components.first?.selectedRow == "Europe")
        #expect(stage.rowTitles == ["🇩🇪 Germany", "🇻🇦 Holy See (Vatican City State)"])
    }

    @Test func noRegionListsThePlacesWithoutOne() async throws {
        let stage = try ControllerStage()
        await stage.showList()

        await stage.pickRegion("No region")

        #expect(stage.rowTitles == ["🇦🇶 Antarctica", "🇭🇲 Heard Island and McDonald Islands"])
    }

    @Test func favouritesAreMarkedWithAStar() async throws {
        let stage = try ControllerStage.sample()
        try await stage.repositories.favourites.setFavourite(KnownCountries.germany, true)

        await stage.showList()

        #expect(stage.rowTitles == ["🇦🇶 Antarctica", "🇦🇹 Austria", "🇩🇪 Germany ★", "🇨🇭 Switzerland"])
    }

    @Test func selectingARowPushesTheCountrysDetails() async throws {
        let stage = try ControllerStage.sample()
        await stage.showList()

        await stage.select("Germany")

        #expect(stage.stack == ["Countries", "Germany"])
        #expect(stage.screen.showsBackButton)
        #expect(stage.info("Code") == "DEU")
    }
}
