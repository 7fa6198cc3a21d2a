@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// Feature: a player's details. One test per row of the Player details scenario table.
@MainActor
@Suite("Player details scenarios")
struct PlayerDetailsSceneTests {
    let worker = PlayerDetailsWorkerMock()

    private func given(_ player: Player = Roster.ada) -> (controller: PlayerDetailsController, store: PlayerDetailsStore) {
        let store = PlayerDetailsStore(initialState: PlayerDetailsState(player: player, userID: Roster.userID), worker: worker)
        return (PlayerDetailsController(interactor: PlayerDetailsInteractor(store: store), store: store), store)
    }

    @Test("Select a field → Player edit opens for it, with the player as shown")
    func selectingAFieldOpensItsEditor() async {
        let scene = given()

        await scene.controller.execute(.selectField(.skill)).value

        #expect(worker.calls == [.showPlayerEdit(PlayerEditState(field: .skill, player: Roster.ada, userID: Roster.userID))])
    }

    @Test("Player edit hands back the saved player → the details show it, the editor closes")
    func aSavedEditShowsAndClosesTheEditor() async {
        let scene = given()
        var renamed = Roster.ada
        renamed.name = "Ada K."

        scene.controller.playerEditDidSave(renamed)
        await scene.controller.execute(.selectField(.name)).value

        #expect(scene.store.state.viewModel.player == renamed)
        #expect(worker.calls == [
            .closePlayerEdit,
            .showPlayerEdit(PlayerEditState(field: .name, player: renamed, userID: Roster.userID)),
        ])
    }

    @Test("A saved player who is someone else → the details stay, the editor closes")
    func anotherPlayersSaveIsNotShown() {
        let scene = given()

        scene.controller.playerEditDidSave(Roster.bruno)

        #expect(scene.store.state == PlayerDetailsState(player: Roster.ada, userID: Roster.userID))
        #expect(worker.calls == [.closePlayerEdit])
    }
}
