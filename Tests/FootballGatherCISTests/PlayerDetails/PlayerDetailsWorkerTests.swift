@testable import FootballGatherCIS
import FootballGatherModel
import TerminalUI
import Testing

/// The real Player details Worker opens Player edit on the real stack, and hands the
/// editor its own Controller as delegate.
@MainActor
@Suite struct PlayerDetailsWorkerTests {
    @Test func opensTheEditorTitledWithTheField() async throws {
        let live = try await LiveContext()
        let worker = PlayerDetailsWorker(assembly: live.context, delegate: nil)
        live.navigationController.setViewControllers([ViewController()])

        worker.showPlayerEdit(PlayerEditState(field: .favouriteTeam, player: live.player("Ada"), userID: live.userID))
        #expect(live.titles == ["", "Favourite team"])
        #expect(live.navigationController.currentScreen.fields.map(\.value) == ["Arsenal"])
    }
}
