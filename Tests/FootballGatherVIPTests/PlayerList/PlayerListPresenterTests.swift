import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import Testing

/// Players' wording, value by value, with a DisplayLogic spy.
@MainActor @Suite struct PlayerListPresenterTests {
    let presenter = PlayerListPresenter()
    let display = PlayerListDisplayLogicSpy()
    let ada = Player(id: 1, name: "Ada", age: 36, skill: .professional, position: .midfielder, favouriteTeam: "Arsenal")
    let dani = Player(id: 4, name: "Dani")
    let eli = Player(id: 5, name: "Eli", skill: .beginner, position: .defender)

    init() {
        presenter.viewController = display
    }

    private func present(
        _ players: [Player],
        mode: PlayerList.Mode = .list,
        hasLoaded: Bool = true,
        isLoading: Bool = false,
        pendingDeletion: Player? = nil,
        error: FootballGatherError? = nil
    ) {
        presenter.presentPlayers(response: PlayerList.FetchPlayers.Response(
            players: players, mode: mode, hasLoaded: hasLoaded, isLoading: isLoading, pendingDeletion: pendingDeletion, error: error
        ))
    }

    @Test func rowsReadPositionAndSkillWithADashForWhatIsUnset() {
        present([ada, dani])

        #expect(display.last?.rows == [
            PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: MID, Skill: Professional", isChecked: false),
            PlayerListScreen.Row(playerID: 4, name: "Dani", detail: "Position: -, Skill: -", isChecked: false),
        ])
    }

    @Test func listModeIsTitledPlayersWithSelectEnabledWhenAnyoneIsThere() {
        present([ada])
        #expect(display.last?.title == "Players")
        #expect(display.last?.mode == .list(isSelectEnabled: true))

        present([])
        #expect(display.last?.mode == .list(isSelectEnabled: false))
    }

    @Test func selectionModeCountsAndTicks() {
        present([ada, dani, eli], mode: .selection([1, 5]))

        #expect(display.last?.title == "2 selected")
        #expect(display.last?.rows.map(\.isChecked) == [true, false, true])
        #expect(display.last?.mode == .selection(isConfirmEnabled: true))
    }

    @Test func confirmNeedsTwoTickedPlayers() {
        present([ada, dani], mode: .selection([1]))
        #expect(display.last?.title == "1 selected")
        #expect(display.last?.mode == .selection(isConfirmEnabled: false))

        present([ada, dani], mode: .selection([]))
        #expect(display.last?.title == "0 selected")
    }

    @Test func theEmptyMessageShowsOnlyOnceAnEmptyLoadHasAnswered() {
        present([], hasLoaded: false)
        #expect(display.last?.showsEmptyMessage == false)

        present([], hasLoaded: true, isLoading: true)
        #expect(display.last?.showsEmptyMessage == false)

        present([], hasLoaded: true)
        #expect(display.last?.showsEmptyMessage == true)

        present([ada], hasLoaded: true)
        #expect(display.last?.showsEmptyMessage == false)
    }

    @Test func loadingIsPassedOn() {
        present([ada], isLoading: true)

        #expect(display.last?.isLoading == true)
    }

    @Test func aPendingDeletionIsTheQuestion() {
        present([ada], pendingDeletion: ada)
        #expect(display.last?.alert == .confirmDeletion)

        present([ada])
        #expect(display.last?.alert == nil)
    }

    @Test func withoutAFailureThereIsNoAlert() {
        present([ada, dani])

        #expect(display.last?.errorMessage == nil)
    }

    @Test(arguments: [
        (StorageOperation.loadPlayers, "Could not load the players."),
        (.deletePlayer, "Could not delete the player."),
    ])
    func errorsAreWordedForTheAlertWithTheRowsAsTheyWere(operation: StorageOperation, message: String) {
        present([ada], error: .storage(operation))

        #expect(display.last?.errorMessage == message)
        #expect(display.last?.rows.map(\.name) == ["Ada"])
    }
}
