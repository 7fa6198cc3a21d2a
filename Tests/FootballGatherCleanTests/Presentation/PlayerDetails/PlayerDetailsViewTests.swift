@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

/// Player details as routing shows it.
@MainActor @Suite struct PlayerDetailsViewTests {
    let app = MockedApp(.signedIn())
    let ada = Player.named("Ada")

    @Test func detailsShowThePlayerOfTheRoster() async {
        await app.show(.playerDetails(playerID: ada.id))

        #expect(app.screen.title == "Ada")
        #expect(app.screen.sections.map(\.title) == ["Personal", "Play", "Likes"])
        #expect(app.screen.indexedRows.map(\.row.detail) == ["Ada", "36", "Midfielder", "Professional", "Arsenal"])
    }

    @Test func aDetailsRowOpensTheEditorOfItsField() async {
        await app.show(.playerDetails(playerID: ada.id))

        await app.send(.select(RowPath(section: 1, row: 1)))

        #expect(app.appState.routing.top == .playerEdit(playerID: ada.id, field: .skill))
    }

    @Test func aSavedEditShowsOnDetailsAtOnce() async {
        let details = await app.show(.playerDetails(playerID: ada.id))
        app.container.editPlayer.edit(.name, ofPlayer: ada.id)
        await app.show(.playerEdit(playerID: ada.id, field: .name))

        await app.send(.edit(PlayerEditScreen.Field.value, text: "Ada K."))
        await app.send(.tap(PlayerEditScreen.Button.done))

        #expect(details.screen.title == "Ada K.")
    }
}
