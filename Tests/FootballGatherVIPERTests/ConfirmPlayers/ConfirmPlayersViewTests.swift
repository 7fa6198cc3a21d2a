import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// Confirm players' view is passive: it turns every event into one presenter call.
@MainActor @Suite struct ConfirmPlayersViewTests {
    let stage = ViewStage()

    @Test func confirmPlayersTurnsAMoveIntoSections() async {
        let presenter = ConfirmPlayersPresenterMock()
        let view = ConfirmPlayersView(presenter: presenter)

        await stage.run(view, .move(RowPath(section: 0, row: 1), toSection: 2), .move(RowPath(section: 2, row: 0), toSection: 7),
                        .tap("startGather"))

        #expect(presenter.calls == [.viewDidLoad, .didMovePlayer(at: 1, from: .bench, to: .teamB), .didTapStartGather])
    }
}
