@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

/// Player edit as routing shows it.
@MainActor @Suite struct PlayerEditViewTests {
    let app = MockedApp(.signedIn())
    let ada = Player.named("Ada")

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

        await app.send(.edit(PlayerEditScreen.Field.value, text: "abc"))
        await app.send(.tap(PlayerEditScreen.Button.done))
        #expect(app.screen.alert == .error("Age must be a whole number from 1 to 99."))

        await app.send(.alert("OK"))
        #expect(app.screen.alert == nil)
        #expect(app.screen.fields.first?.value == "abc")
    }
}
