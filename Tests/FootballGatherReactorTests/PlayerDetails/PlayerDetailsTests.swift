@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// Player details: its view state, its pure reduce, and `send` with a Worker spy.
@MainActor @Suite("Player details")
struct PlayerDetailsTests {
    let worker = PlayerDetailsWorkerSpy()
    let reactor: PlayerDetailsReactor

    init() {
        reactor = PlayerDetailsReactor(initialState: PlayerDetailsState(player: Roster.ada, userID: Roster.userID), worker: worker)
    }

    @Test func aFullyDescribedPlayerShowsEveryValue() {
        let state = reactor.state

        #expect(state.title == "Ada")
        #expect(state.values == [
            .name: "Ada", .age: "36", .preferredPosition: "Midfielder", .skill: "Professional", .favouriteTeam: "Arsenal",
        ])
    }

    @Test func unsetValuesReadAsADash() {
        let state = PlayerDetailsState(player: Roster.dani, userID: Roster.userID)

        #expect(state.values == [.name: "Dani", .age: "-", .preferredPosition: "-", .skill: "-", .favouriteTeam: "-"])
    }

    @Test func selectingAFieldOpensPlayerEditWithThePlayer() async {
        await reactor.send(.selectField(.skill)).value

        #expect(reactor.state.route == .editField(PlayerEditState(field: .skill, player: Roster.ada, userID: Roster.userID)))
    }

    @Test func aSavedPlayerShowsAndIsWhereTheNextEditStarts() async {
        var renamed = Roster.ada
        renamed.name = "Ada K."

        await reactor.playerEditDidSave(renamed)
        #expect(reactor.state.title == "Ada K.")
        #expect(worker.updated == [renamed])
        // The editor closes itself: nothing routes from here.
        #expect(reactor.state.route == nil)

        await reactor.send(.selectField(.name)).value
        #expect(reactor.state.route == .editField(PlayerEditState(field: .name, player: renamed, userID: Roster.userID)))
    }

    @Test func reduceIgnoresASavedPlayerWhoIsSomeoneElse() {
        let state = PlayerDetailsReactor.reduce(state: reactor.state, mutation: .showPlayer(Roster.bruno))

        #expect(state.domainState.player == Roster.ada)
    }

    @Test func aSavedPlayerWhoIsSomeoneElseChangesNothing() async {
        await reactor.send(.playerSaved(Roster.bruno)).value

        #expect(reactor.state.title == "Ada")
        #expect(reactor.state.route == nil)
    }
}
