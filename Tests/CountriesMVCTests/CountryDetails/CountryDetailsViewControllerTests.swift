import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVC

/// What the details controller shows: every value formatted, the sections in order, and
/// neighbours that open their own details.
@Suite("Country details view controller")
@MainActor
struct CountryDetailsViewControllerTests {
    @Test func showsBasicInfoCurrenciesLanguagesAndNeighbours() async throws {
        let stage = try ControllerStage.sample()

        await stage.showDetails(of: KnownCountries.germany, name: "Germany")

        #expect(stage.screen.title == "Germany")
        #expect(stage.screen.sections.map(\.title) == ["Basic Info", "Currencies", "Languages", "Neighboring countries"])
        #expect(stage.screen.sections.first?.rows == [
            Screen.Row("Code", detail: "DEU", isSelectable: false),
            Screen.Row("Capital", detail: "Berlin", isSelectable: false),
            Screen.Row("Population", detail: "83,240,525", isSelectable: false),
            Screen.Row("Area", detail: "357,022 km²", isSelectable: false),
            Screen.Row("Region", detail: "Europe (Western Europe)", isSelectable: false),
        ])
        #expect(stage.rows(in: "Currencies") == ["EUR € Euro"])
        #expect(stage.rows(in: "Languages") == ["German"])
        #expect(stage.screen.sections.last?.rows == [
            Screen.Row("🇦🇹 Austria", id: "AUT", accessory: .disclosure),
            Screen.Row("🇨🇭 Switzerland", id: "CHE", accessory: .disclosure),
        ])
        #expect(stage.screen.buttons == [Screen.Button("Add to favourites", id: "favourite")])
        #expect(stage.screen.emptyMessage == nil)
        #expect(!stage.screen.isLoading)
    }

    @Test func aCurrencyWithoutSymbolShowsCodeAndName() async throws {
        let stage = try ControllerStage.sample()

        await stage.showDetails(of: KnownCountries.switzerland, name: "Switzerland")

        #expect(stage.rows(in: "Currencies") == ["CHF Swiss Franc"])
        #expect(stage.rows(in: "Languages") == ["German", "French", "Italian"])
    }

    @Test func whatTheSourceLacksShowsAsADash() async throws {
        let stage = try ControllerStage.sample()

        await stage.showDetails(of: KnownCountries.antarctica, name: "Antarctica")

        #expect(stage.info("Capital") == "-")
        #expect(stage.info("Population") == "-")
        #expect(stage.info("Area") == "-")
        #expect(stage.info("Region") == "-")
        #expect(stage.rows(in: "Currencies").isEmpty)
        #expect(stage.rows(in: "Neighboring countries").isEmpty)
    }

    @Test func areasKeepAtMostTwoDecimalsAndARegionEqualToItsSubregionShowsOnce() async throws {
        let stage = try ControllerStage(database: .inMemory(dataset: .oddities))

        await stage.showDetails(of: "TNY", name: "Tinyland")
        #expect(stage.info("Area") == "0.49 km²")
        #expect(stage.info("Region") == "Oceania")
        #expect(stage.info("Population") == "-")
        #expect(stage.rows(in: "Currencies") == ["TNC Tiny Coin"])
        #expect(stage.rows(in: "Neighboring countries") == ["Bigland"])

        await stage.showDetails(of: "BGL", name: "Bigland")
        #expect(stage.info("Area") == "1,234.57 km²")
        #expect(stage.info("Region") == "Asia")
        #expect(stage.info("Population") == "1,234,567,890")
        #expect(stage.info("Capital") == "-")
        #expect(stage.rows(in: "Currencies") == ["BGC B$ Big Coin", "TNC Tiny Coin"])
        #expect(stage.rows(in: "Languages").isEmpty)
    }

    @Test func neighboursOpenAsDeepAsTheUserGoesAndBackReturns() async throws {
        let stage = try ControllerStage()
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")
        #expect(stage.rows(in: "Neighboring countries").map { String($0.dropFirst(2)) } == KnownCountries.germanyNeighbourNames)

        await stage.select("Austria")
        await stage.select("Switzerland")
        await stage.select("France")
        #expect(stage.stack == ["Germany", "Austria", "Switzerland", "France"])

        await stage.goBack()
        #expect(stage.screen.title == "Switzerland")
        #expect(stage.info("Code") == "CHE")
    }

    @Test func onlyNeighbourRowsAreSelectable() async throws {
        let stage = try ControllerStage.sample()
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")

        let selectable = stage.screen.indexedRows.filter(\.row.isSelectable).map(\.row.title)

        #expect(selectable == ["🇦🇹 Austria", "🇨🇭 Switzerland"])
    }

    @Test func theTitleIsTheNameFromTheStartWhileLoading() async throws {
        let stage = try ControllerStage.sample()
        stage.faults.arm(CountriesFaultKey.countriesDetails, .hold)

        await stage.showDetails(of: KnownCountries.austria, name: "Austria")

        #expect(stage.screen.title == "Austria")
        #expect(stage.screen.isLoading)
        #expect(stage.screen.sections.isEmpty)
        #expect(stage.screen.emptyMessage == nil)
        #expect(stage.buttonTitles == ["Cancel loading"])
        await stage.release()
        #expect(stage.info("Capital") == "Vienna")
    }
}
