import CountriesModel
import CountriesStorage
import CountriesTestSupport
import CountriesUI
import TerminalUI
import Testing
@testable import CountriesMVC

/// What does not apply changes nothing: typed commands the toolkit refuses, and events
/// for rows or picker rows the controllers no longer have.
@Suite("Bad input")
@MainActor
struct BadInputTests {
    @Test func commandsThatDoNotApplyAreRefusedAndChangeNothing() async throws {
        let app = try await RunningApp.started()
        let before = app.screen

        for line in ["back", "select Atlantis", "delete Germany", "tap Save", "pick Region Mars", "alert OK", "type Name x"] {
            #expect(await app.refused(line) != nil, "\(line)")
        }

        #expect(app.screen == before)
    }

    @Test func infoRowsOnDetailsCannotBeSelected() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")

        let error = await app.refused("select Code")

        #expect(error != nil)
        #expect(app.titles == ["Countries", "Germany"])
    }

    @Test func controlCharactersInASearchAreJustText() async throws {
        let app = try await RunningApp.started()

        await app.run("type Search \"\u{1B}]0;x\u{07}\"")

        #expect(app.screen.fields.first?.value == "\u{1B}]0;x\u{07}")
        #expect(app.screen.emptyMessage == "No matches found")
    }

    @Test func eventsForRowsTheListNoLongerHasAreIgnored() async throws {
        let stage = try ControllerStage.sample()
        await stage.showList()
        let before = stage.screen

        await stage.send(.select(RowPath(section: 0, row: 99)))
        await stage.send(.pick(CountryListScreen.Picker.region, component: 0, row: 99))
        await stage.send(.tap("unknown"))
        await stage.send(.edit("unknown", text: "x"))

        #expect(stage.stack == ["Countries"])
        #expect(stage.screen == before)
    }

    @Test func eventsForRowsTheDetailsDoNotHaveAreIgnored() async throws {
        let stage = try ControllerStage.sample()
        await stage.showDetails(of: KnownCountries.germany, name: "Germany")
        let before = stage.screen

        await stage.send(.select(RowPath(section: 0, row: 0)))
        await stage.send(.select(RowPath(section: 3, row: 99)))
        await stage.send(.tap("unknown"))

        #expect(stage.stack == ["Germany"])
        #expect(stage.screen == before)
    }
}
