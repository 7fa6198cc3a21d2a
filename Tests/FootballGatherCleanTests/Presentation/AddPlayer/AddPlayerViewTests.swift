@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

/// Add player as routing shows it.
@MainActor @Suite struct AddPlayerViewTests {
    let app = MockedApp(.signedIn())

    @Test func addPlayerIsDoneOnlyWithAName() async {
        app.container.addPlayer.open()
        await app.show(.addPlayer)
        #expect(app.screen.barButtons.first?.isEnabled == false)
        #expect(app.screen.fields.first?.placeholder == "Enter name of the player")

        await app.send(.edit(AddPlayerScreen.Field.name, text: "Fay"))
        #expect(app.screen.barButtons.first?.isEnabled == true)
    }

    @Test func aFailingAddShowsItsErrorAndKeepsTheName() async {
        app.container.addPlayer.open()
        await app.show(.addPlayer)
        await app.send(.edit(AddPlayerScreen.Field.name, text: "Fay"))

        await app.send(.tap(AddPlayerScreen.Button.done))
        #expect(app.screen.alert == .error("Could not add the player."))

        await app.send(.alert("OK"))
        #expect(app.screen.fields.first?.value == "Fay")
        #expect(app.appState.routing.top == .addPlayer)
    }
}
