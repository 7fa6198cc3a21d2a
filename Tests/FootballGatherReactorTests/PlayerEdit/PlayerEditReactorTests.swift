@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// `PlayerEditReactor.send` with a Worker spy: what is saved, what is refused.
@MainActor @Suite("Player edit reactor")
struct PlayerEditReactorTests {
    let worker = PlayerEditWorkerSpy()

    private func reactor(_ field: PlayerField, of player: Player = Roster.ada) -> PlayerEditReactor {
        PlayerEditReactor(initialState: PlayerEditState(field: field, player: player, userID: Roster.userID), worker: worker)
    }

    private func send(_ actions: PlayerEditReactor.Action..., to reactor: PlayerEditReactor) async {
        for action in actions { await reactor.send(action).value }
    }

    @Test func aTypedNameIsSavedTrimmedHandedToTheParentAndTheEditorCloses() async {
        let reactor = reactor(.name)
        var expected = Roster.ada
        expected.name = "Ada K."

        await send(.editText("  Ada K. "), .tapDone, to: reactor)

        #expect(worker.calls == [.updatePlayer(id: Roster.ada.id, .name("Ada K."), for: Roster.userID), .didSave(expected)])
        #expect(reactor.state.route == .close)
    }

    @Test func aChosenOptionIsSaved() async {
        let reactor = reactor(.preferredPosition)

        await send(.selectOption(0), .tapDone, to: reactor)

        #expect(worker.calls.first == .updatePlayer(id: Roster.ada.id, .preferredPosition(.goalkeeper), for: Roster.userID))
    }

    @Test func anEmptiedOptionalFieldIsCleared() async {
        let reactor = reactor(.favouriteTeam)

        await send(.editText(""), .tapDone, to: reactor)

        #expect(worker.calls.first == .updatePlayer(id: Roster.ada.id, .favouriteTeam(nil), for: Roster.userID))
    }

    @Test func onlyTheEditedFieldIsSentSoAnEditThatLandedMeanwhileStays() async {
        let opened = reactor(.age)
        var renamed = Roster.ada
        renamed.name = "Zed"
        worker.stored[0] = renamed

        await send(.editText("30"), .tapDone, to: opened)

        renamed.age = 30
        #expect(worker.calls == [.updatePlayer(id: Roster.ada.id, .age(30), for: Roster.userID), .didSave(renamed)])
    }

    @Test(arguments: [
        (PlayerField.age, "abc", "Age must be a whole number from 1 to 99."),
        (.age, "0", "Age must be a whole number from 1 to 99."),
        (.age, "100", "Age must be a whole number from 1 to 99."),
        (.name, "   ", "Name must not be empty."),
        (.name, String(repeating: "a", count: 51), "Name must be at most 50 characters."),
        (.favouriteTeam, String(repeating: "b", count: 51), "Favourite team must be at most 50 characters."),
        (.favouriteTeam, "x\u{1B}y", "Favourite team must not contain control characters."),
    ])
    func badInputIsRefusedAndKept(field: PlayerField, text: String, message: String) async {
        let reactor = reactor(field)

        await send(.editText(text), .tapDone, to: reactor)

        #expect(reactor.state.errorMessage == message)
        #expect(reactor.state.content == .text(text))
        #expect(worker.calls.isEmpty)
    }

    @Test func aFailedSaveShowsTheErrorAndStaysEditing() async {
        worker.failure = .storage(.savePlayer)
        let reactor = reactor(.age)

        await send(.editText("40"), .tapDone, to: reactor)

        #expect(reactor.state.errorMessage == "Could not save the player.")
        #expect(reactor.state.content == .text("40"))
        #expect(worker.calls.count == 1)
        #expect(reactor.state.route == nil)
    }

    @Test func doneWhileASaveRunsIsIgnoredAndLoadingShows() async throws {
        let gate = Gate()
        worker.gate = gate
        let reactor = reactor(.age)
        let first = reactor.send(.tapDone)
        try await gate.untilHolding()

        #expect(reactor.state.isLoading)
        await reactor.send(.tapDone).value
        gate.open()
        await first.value

        #expect(worker.calls.count == 2)
        #expect(worker.calls.last == .didSave(Roster.ada))
        #expect(!reactor.state.isLoading)
    }
}
