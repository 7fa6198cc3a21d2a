@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// Feature: a player's details. One test per row of the Player details scenario table.
@MainActor @Suite("Player details scenarios")
struct PlayerDetailsSceneTests {
    let worker = PlayerDetailsWorkerSpy()

    private func given(_ player: Player = Roster.ada) -> (controller: PlayerDetailsController, store: PlayerDetailsStore) {
        let store = PlayerDetailsStore(initialState: PlayerDetailsState(player: player, userID: Roster.userID))
        return (PlayerDetailsController(interactor: PlayerDetailsInteractor(store: store, worker: worker)), store)
    }

    @Test("Select a field → Player edit opens for it, with the player as shown")
    func selectingAFieldOpensItsEditor() async {
        let scene = given()

        await scene.controller.execute(.selectField(.skill)).value

        #expect(worker.calls == [.showPlayerEdit(PlayerEditState(field: .skill, player: Roster.ada, userID: Roster.userID))])
    }

    @Test("Player edit hands back the saved player → the details show it, Players is handed it")
    func aSavedEditShowsAndClosesTheEditor() async {
        let scene = given()
        var renamed = Roster.ada
        renamed.name = "Ada K."

        await scene.controller.playerEditDidSave(renamed)
        await scene.controller.execute(.selectField(.name)).value

        #expect(scene.store.state.domainState.player == renamed)
        #expect(scene.store.viewModel.title == "Ada K.")
        #expect(worker.flows.flows == [.playerUpdated(renamed)])
        #expect(worker.calls == [.showPlayerEdit(PlayerEditState(field: .name, player: renamed, userID: Roster.userID))])
    }

    @Test("A saved player who is someone else → the details stay")
    func anotherPlayersSaveIsNotShown() async {
        let scene = given()

        await scene.controller.playerEditDidSave(Roster.bruno)

        #expect(scene.store.state == PlayerDetailsState(player: Roster.ada, userID: Roster.userID))
        #expect(worker.calls.isEmpty)
    }

    @Test("Open a fully described player → titled with the name, every value as text")
    func everyFieldReadsAsText() {
        #expect(given().store.viewModel == PlayerDetailsModels.ViewModel(title: "Ada", values: [
            .name: "Ada", .age: "36", .preferredPosition: "Midfielder", .skill: "Professional", .favouriteTeam: "Arsenal",
        ]))
    }

    @Test("Open a player with nothing but a name → \"-\" for every unset value")
    func unsetValuesReadAsADash() {
        let dani = PlayerDraft.dani.player(id: 14)

        #expect(given(dani).store.viewModel.values == [
            .name: "Dani", .age: "-", .preferredPosition: "-", .skill: "-", .favouriteTeam: "-",
        ])
    }
}
