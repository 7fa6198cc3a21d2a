@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// `PlayerEditReactor.reduce` as a plain function, and what the screen shows of its state.
@Suite("Player edit reduce")
struct PlayerEditReduceTests {
    private func reduce(_ state: PlayerEditState, _ mutations: PlayerEditReactor.Mutation...) -> PlayerEditState {
        mutations.reduce(state) { PlayerEditReactor.reduce(state: $0, mutation: $1) }
    }

    private func options(_ titles: [String], ticked: Int?) -> PlayerEditScreen.Content {
        .options(titles.enumerated().map { PlayerEditScreen.Option(title: $1, isChecked: $0 == ticked) })
    }

    private let skills = ["Beginner", "Amateur", "Professional"]

    @Test func textFieldsStartWithTheCurrentValue() {
        #expect(PlayerEditState(field: .age, player: Roster.ada, userID: 1).content == .text("36"))
        #expect(PlayerEditState(field: .favouriteTeam, player: Roster.carla, userID: 1).content == .text(""))
    }

    @Test func listFieldsTickTheCurrentValue() {
        #expect(PlayerEditState(field: .skill, player: Roster.ada, userID: 1).content == options(skills, ticked: 2))
        #expect(PlayerEditState(field: .preferredPosition, player: Roster.dani, userID: 1).content
            == options(["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"], ticked: nil))
    }

    @Test func selectingAnOptionTicksItSelectingTheTickedOneClearsIt() {
        let state = PlayerEditState(field: .skill, player: Roster.ada, userID: 1)

        #expect(reduce(state, .selectOption(0)).content == options(skills, ticked: 0))
        #expect(reduce(state, .selectOption(2)).content == options(skills, ticked: nil))
        #expect(reduce(state, .selectOption(3)) == state)
        #expect(reduce(state, .selectOption(-1)) == state)
    }

    @Test func aFailedSaveFiresTheErrorAndKeepsTheInput() {
        let state = reduce(PlayerEditState(field: .age, player: Roster.ada, userID: 1), .setText("40"), .saveStarted)
        #expect(state.isLoading)

        let failed = reduce(state, .saveFinished(.failure(.storage(.savePlayer))))
        #expect(failed.errorMessage == "Could not save the player.")
        #expect(failed.content == .text("40") && !failed.isLoading)
        #expect(failed.route == nil)
    }

    @Test func closeFiresTheCloseRouteAndChangesNothingElse() {
        let state = reduce(PlayerEditState(field: .age, player: Roster.ada, userID: 1), .setText("40"), .saveStarted, .saveFinished(.success(Roster.ada)))

        let closed = reduce(state, .close)

        #expect(closed.route == .close)
        #expect(closed.domainState == state.domainState)
    }
}
