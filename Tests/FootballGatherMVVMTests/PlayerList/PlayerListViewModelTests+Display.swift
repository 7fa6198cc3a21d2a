import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// What the Players screen shows: title, rows, enabled buttons, empty message and alert.
/// The same view model over the same seeded backend as the rest of ``PlayerListViewModelTests``.
extension PlayerListViewModelTests {
    @Test func rowsShowThePositionAcronymAndTheSkill() async throws {
        let viewModel = await makeLoadedViewModel()

        #expect(viewModel.rows.first == PlayerListScreen.Row(
            playerID: try world.player("Ada").id, name: "Ada", detail: "Position: MID, Skill: Professional"
        ))
        #expect(viewModel.rows.map(\.detail)[1...] == [
            "Position: GK, Skill: Amateur", "Position: ST, Skill: Professional",
            "Position: -, Skill: -", "Position: DEF, Skill: Beginner",
        ])
    }

    @Test func listModeIsTitledPlayersWithSelectEnabled() async {
        let viewModel = await makeLoadedViewModel()

        #expect(viewModel.title == "Players")
        #expect(viewModel.screenMode == .list(isSelectEnabled: true))
        #expect(viewModel.rows.allSatisfy { !$0.isChecked })
    }

    @Test func selectIsDisabledOnAnEmptyRoster() async throws {
        let viewModel = makeViewModel(in: try await Backend.seeded(with: []))

        await viewModel.loadPlayers()

        #expect(viewModel.screenMode == .list(isSelectEnabled: false))
    }

    @Test func selectionModeCountsTheTicksInTheTitle() async {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()
        #expect(viewModel.title == "0 selected")

        viewModel.selectPlayer(at: 0)
        viewModel.selectPlayer(at: 3)

        #expect(viewModel.title == "2 selected")
        #expect(viewModel.rows.map(\.isChecked) == [true, false, false, true, false])
    }

    @Test func confirmIsEnabledFromTwoTicks() async {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()
        viewModel.selectPlayer(at: 0)
        #expect(viewModel.screenMode == .selection(isConfirmEnabled: false))

        viewModel.selectPlayer(at: 1)

        #expect(viewModel.screenMode == .selection(isConfirmEnabled: true))
    }

    @Test func noEmptyMessageBeforeTheFirstLoad() async throws {
        let viewModel = makeViewModel(in: try await Backend.seeded(with: []))

        #expect(viewModel.rows.isEmpty)
        #expect(!viewModel.showsEmptyMessage)
    }

    @Test func noEmptyMessageWhileLoading() async throws {
        let lonely = try await Backend.seeded(with: [])
        lonely.faults.arm("players.list", .hold)
        let viewModel = makeViewModel(in: lonely)

        let load = Task { await viewModel.loadPlayers() }
        try await lonely.faults.waitUntilHeld()
        #expect(!viewModel.showsEmptyMessage)

        lonely.faults.reset()
        await load.value
        #expect(viewModel.showsEmptyMessage)
    }

    @Test func aLoadedRosterShowsNoEmptyMessage() async {
        let viewModel = await makeLoadedViewModel()

        #expect(!viewModel.showsEmptyMessage)
    }

    @Test func aSwipeAsksForTheDeleteConfirmation() async {
        let viewModel = await makeLoadedViewModel()

        viewModel.requestDeletion(at: 0)

        #expect(viewModel.alert == .confirmDeletion)
    }

    @Test func theErrorAlertWinsOverTheDeleteConfirmation() async throws {
        let viewModel = await makeLoadedViewModel()
        world.faults.arm("players.delete", .fail)
        viewModel.requestDeletion(at: 0)
        await viewModel.confirmDeletion()

        viewModel.requestDeletion(at: 0)

        #expect(viewModel.alert == .error("Could not delete the player."))
    }

    @Test func dismissingTheErrorShowsTheQuestionItHid() async throws {
        let viewModel = await makeLoadedViewModel()
        world.faults.arm("players.delete", .fail)
        viewModel.requestDeletion(at: 0)
        await viewModel.confirmDeletion()
        viewModel.requestDeletion(at: 0)
        world.faults.reset()
        #expect(viewModel.alert == .error("Could not delete the player."))

        viewModel.dismissError()

        #expect(viewModel.alert == .confirmDeletion)
        #expect(try await world.roster().count == 5)
    }

    @Test func yesToTheConfirmationDeletes() async throws {
        let viewModel = await makeLoadedViewModel()
        viewModel.requestDeletion(at: 0)

        await viewModel.answerAlert(.yes)

        #expect(viewModel.alert == nil)
        #expect(viewModel.rows.map(\.name) == ["Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func cancelToTheConfirmationKeepsThePlayer() async throws {
        let viewModel = await makeLoadedViewModel()
        viewModel.requestDeletion(at: 0)

        await viewModel.answerAlert(.cancel)

        #expect(viewModel.alert == nil)
        #expect(try await world.roster().count == 5)
    }
}
