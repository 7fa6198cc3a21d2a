@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// Feature: editing one field. One test per row of the Player edit scenario table.
@MainActor @Suite("Player edit scenarios")
struct PlayerEditSceneTests {
    let flows = FlowSpy()
    let worker: PlayerEditWorkerSpy

    init() {
        worker = PlayerEditWorkerSpy(flows: flows)
    }

    private func given(
        _ field: PlayerField,
        of player: Player = Roster.ada
    ) -> (controller: PlayerEditController, store: PlayerEditStore) {
        let store = PlayerEditStore(initialState: PlayerEditState(field: field, player: player, userID: Roster.userID))
        return (PlayerEditController(interactor: PlayerEditInteractor(store: store, worker: worker), store: store), store)
    }

    /// The option row the screen shows ticked, if any.
    private func ticked(_ store: PlayerEditStore) -> Int? {
        guard case .options(let options) = store.viewModel.content else { return nil }
        return options.firstIndex(where: \.isChecked)
    }

    @Test("Open a text field → it holds the current value; an unset one is empty")
    func textFieldsStartWithTheCurrentValue() {
        #expect(given(.age).store.viewModel.content == .text("36"))
        #expect(given(.favouriteTeam, of: Roster.carla).store.viewModel.content == .text(""))
    }

    @Test("Open a list field → the current option is ticked")
    func listFieldsTickTheCurrentOption() {
        #expect(ticked(given(.preferredPosition).store) == 2)
        #expect(ticked(given(.skill).store) == 2)
    }

    @Test("Select another option → it is ticked instead")
    func selectingAnOptionTicksIt() async {
        let scene = given(.skill)

        await scene.controller.execute(.selectOption(0)).value

        #expect(ticked(scene.store) == 0)
    }

    @Test("Select the ticked option → the value is cleared")
    func selectingTheTickedOptionClearsIt() async {
        let scene = given(.skill)

        await scene.controller.execute(.selectOption(2)).value

        #expect(ticked(scene.store) == nil)
    }

    @Test("Select a row past the options → nothing changes")
    func aRowPastTheOptionsChangesNothing() async {
        let scene = given(.skill)

        await scene.controller.execute(.selectOption(3)).value

        #expect(ticked(scene.store) == 2)
    }

    @Test("Type a name and tap Done → it is saved trimmed, Player details is handed the player, the editor closes")
    func doneSavesTheTrimmedName() async {
        let scene = given(.name)
        var renamed = Roster.ada
        renamed.name = "Ada K."

        await scene.controller.execute(.editText("  Ada K. ")).value
        await scene.controller.execute(.tapDone).value

        #expect(worker.calls == [.updatePlayer(id: Roster.ada.id, .name("Ada K."), for: Roster.userID), .closeEditor])
        #expect(flows.flows == [.playerSaved(renamed)])
        #expect(!scene.store.viewModel.isLoading)
    }

    @Test("Done on a player another editor changed meanwhile → only this field is saved, the other change stays")
    func doneSavesOnlyItsOwnField() async {
        var zed = Roster.ada
        zed.name = "Zed"
        worker.log.answer { $0.stored = [zed] }
        let scene = given(.age)

        await scene.controller.execute(.editText("30")).value
        await scene.controller.execute(.tapDone).value

        zed.age = 30
        #expect(worker.calls == [.updatePlayer(id: Roster.ada.id, .age(30), for: Roster.userID), .closeEditor])
        #expect(flows.flows == [.playerSaved(zed)])
    }

    @Test("Choose an option and tap Done → the option is saved")
    func doneSavesTheOption() async {
        let scene = given(.preferredPosition)
        var keeper = Roster.ada
        keeper.position = .goalkeeper

        await scene.controller.execute(.selectOption(0)).value
        await scene.controller.execute(.tapDone).value

        #expect(flows.flows == [.playerSaved(keeper)])
    }

    @Test("Empty an optional field and tap Done → the value is cleared")
    func anEmptyOptionalFieldClearsIt() async {
        let scene = given(.favouriteTeam)
        var noTeam = Roster.ada
        noTeam.favouriteTeam = nil

        await scene.controller.execute(.editText("")).value
        await scene.controller.execute(.tapDone).value

        #expect(flows.flows == [.playerSaved(noTeam)])
    }

    @Test("Done with bad input → its rule is the error, nothing saved, the input stays",
          arguments: [
              (PlayerField.age, "abc", "Age must be a whole number from 1 to 99."),
              (.age, "0", "Age must be a whole number from 1 to 99."),
              (.age, "100", "Age must be a whole number from 1 to 99."),
              (.name, "   ", "Name must not be empty."),
              (.name, String(repeating: "n", count: 51), "Name must be at most 50 characters."),
              (.favouriteTeam, String(repeating: "t", count: 51), "Favourite team must be at most 50 characters."),
          ])
    func badInputIsRefused(field: PlayerField, text: String, message: String) async {
        let scene = given(field)

        await scene.controller.execute(.editText(text)).value
        await scene.controller.execute(.tapDone).value

        #expect(worker.calls == [.showError(message)])
        #expect(flows.flows.isEmpty)
        #expect(scene.store.viewModel.content == .text(text))
    }

    @Test("Done but the save fails → \"Could not save the player.\", still editing")
    func aFailedSaveKeepsEditing() async {
        worker.log.answer { $0.updateFailure = .storage(.savePlayer) }
        let scene = given(.age)

        await scene.controller.execute(.editText("40")).value
        await scene.controller.execute(.tapDone).value

        #expect(worker.calls.last == .showError("Could not save the player."))
        #expect(flows.flows.isEmpty)
        #expect(scene.store.state.domainState.text == "40")
        #expect(!scene.store.state.domainState.isSaving)
    }

    @Test("Done while a save runs → ignored")
    func doneWhileSavingIsIgnored() async {
        var saving = PlayerEditState(field: .name, player: Roster.ada, userID: Roster.userID)
        saving.domainState.isSaving = true
        let store = PlayerEditStore(initialState: saving)
        let controller = PlayerEditController(interactor: PlayerEditInteractor(store: store, worker: worker), store: store)

        await controller.execute(.tapDone).value

        #expect(worker.calls.isEmpty)
    }

    @Test("Open Skill → its options by name, top to bottom, the player's ticked")
    func skillListsItsOptionsByName() {
        let options = ["Beginner", "Amateur", "Professional"].enumerated().map { index, title in
            PlayerEditScreen.Option(title: title, isChecked: index == 2)
        }

        #expect(given(.skill).store.viewModel == PlayerEditModels.ViewModel(field: .skill, content: .options(options), isLoading: false))
    }

    @Test("Open Preferred position of a player without one → every position, none ticked")
    func anUnsetPositionTicksNothing() {
        let dani = PlayerDraft.dani.player(id: 14)

        #expect(given(.preferredPosition, of: dani).store.viewModel.content == .options([
            "Goalkeeper", "Defender", "Midfielder", "Winger", "Striker",
        ].map { PlayerEditScreen.Option(title: $0, isChecked: false) }))
    }

    @Test("A save in flight → the screen shows loading")
    func aSaveInFlightShowsLoading() {
        var saving = PlayerEditState(field: .name, player: Roster.ada, userID: Roster.userID)
        saving.domainState.isSaving = true

        #expect(PlayerEditStore.viewModel(of: saving).isLoading)
    }
}
