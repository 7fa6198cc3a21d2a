@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Player details Worker opens Player edit on the real stack, and hands the
/// editor its own Controller as delegate.
@MainActor @Suite struct PlayerDetailsWorkerTests {
    @Test func opensTheEditorTitledWithTheField() async throws {
        let live = try await LiveStack.seeded()
        let worker = PlayerDetailsWorker(assembly: live.assembly, delegate: nil)
        live.navigationController.setViewControllers([ViewController()])

        worker.showPlayerEdit(PlayerEditState(field: .favouriteTeam, player: try live.player("Ada"), userID: live.userID))
        #expect(live.titles == ["", "Favourite team"])
        #expect(live.navigationController.currentScreen.fields.map(\.value) == ["Arsenal"])
    }
}
