import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// The rows of the Confirm players sections: the same view model over the same seeded
/// backend as the rest of ``ConfirmPlayersViewModelTests``.
extension ConfirmPlayersViewModelTests {
    @Test func everyoneIsListedOnTheBenchWithTheirPositionAcronym() throws {
        let viewModel = try makeViewModel(["Ada", "Bruno", "Dani"])

        #expect(viewModel.benchRows == [
            ConfirmPlayersScreen.Row(playerID: try world.player("Ada").id, name: "Ada", detail: "MID"),
            ConfirmPlayersScreen.Row(playerID: try world.player("Bruno").id, name: "Bruno", detail: "GK"),
            ConfirmPlayersScreen.Row(playerID: try world.player("Dani").id, name: "Dani", detail: "-"),
        ])
        #expect(viewModel.teamARows.isEmpty)
        #expect(viewModel.teamBRows.isEmpty)
    }

    @Test func aMovedPlayerIsListedInTheirNewSection() throws {
        let viewModel = try makeViewModel(["Ada", "Bruno", "Carla"])

        viewModel.movePlayer(at: 2, in: .bench, to: .teamA)
        viewModel.movePlayer(at: 0, in: .bench, to: .teamB)

        #expect(viewModel.benchRows.map(\.name) == ["Bruno"])
        #expect(viewModel.teamARows.map(\.name) == ["Carla"])
        #expect(viewModel.teamBRows.map(\.name) == ["Ada"])
    }

    @Test func aRowOutsideItsSectionMovesNobody() throws {
        let viewModel = try makeViewModel(["Ada", "Bruno"])

        viewModel.movePlayer(at: 5, in: .bench, to: .teamA)
        viewModel.movePlayer(at: 0, in: .teamB, to: .teamA)

        #expect(viewModel.benchRows.map(\.name) == ["Ada", "Bruno"])
        #expect(viewModel.teamARows.isEmpty)
    }
}
