@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

/// Player details, Player edit and Add player, as routing shows them.
@MainActor
@Suite struct PlayerScreensTests {
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

        await app.send(.edit(PlayerEditScreen.ID.value, text: "Ada K."))
        await app.send(.tap(PlayerEditScreen.ID.done))

        #expect(details.screen.title == "Ada K.")
    }

    @Test func aListFieldShowsItsOptionsWithTheValueTicked() async {
        app.container.editPlayer.edit(.preferredPosition, ofPlayer: ada.id)
        await app.show(.playerEdit(playerID: ada.id, field: .preferredPosition))

        await app.send(.select(RowPath(section: 0, row: 4)))

        #expect(app.screen.title == "Preferred position")
        #expect(app.screen.indexedRows.map(\.row.accessory).last == .checkbox(isChecked: true))
        #expect(app.screen.indexedRows.filter { $0.row.accessory == .checkbox(isChecked: true) }.count == 1)
    }

    @Test func anInvalidEditShowsItsErrorUntilAnswered() async {
        app.container.editPlayer.edit(.age, ofPlayer: ada.id)
        await app.show(.playerEdit(playerID: ada.id, field: .age))

        await app.send(.edit(PlayerEditScreen.ID.value, text: "abc"))
        await app.send(.tap(PlayerEditScreen.ID.done))
        #expect(app.screen.alert == .error("Age must be a whole number from 1 to 99."))

        await app.send(.alert("OK"))
        #expect(app.screen.alert == nil)
        #expect(app.screen.fields.first?.value == "abc")
    }

    @Test func addPlayerIsDoneOnlyWithAName() async {
        app.container.addPlayer.open()
        await app.show(.addPlayer)
        #expect(app.screen.barButtons.first?.isEnabled == false)
        #expect(app.screen.fields.first?.placeholder == "Enter name of the player")

        await app.send(.edit(AddPlayerScreen.ID.name, text: "Fay"))
        #expect(app.screen.barButtons.first?.isEnabled == true)
    }

    @Test func aFailingAddShowsItsErrorAndKeepsTheName() async {
        app.container.addPlayer.open()
        await app.show(.addPlayer)
        await app.send(.edit(AddPlayerScreen.ID.name, text: "Fay"))

        await app.send(.tap(AddPlayerScreen.ID.done))
        #expect(app.screen.alert == .error("Could not add the player."))

        await app.send(.alert("OK"))
        #expect(app.screen.fields.first?.value == "Fay")
        #expect(app.appState.routing.top == .addPlayer)
    }
}
