import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Confirm players' view is passive: it turns every event into one presenter call.
@MainActor @Suite struct ConfirmPlayersViewTests {
    let stage = ScreenStage()

    @Test func confirmPlayersTurnsAMoveIntoSections() async {
        let presenter = ConfirmPlayersPresenterSpy()
        let view = ConfirmPlayersView(presenter: presenter)

        await stage.show(view, then:
            .move(RowPath(section: 0, row: 1), toSection: 2),
            .move(RowPath(section: 2, row: 0), toSection: 7), .tap("startGather"))

        #expect(presenter.calls == [.viewDidLoad, .didMovePlayer(at: 1, from: .bench, to: .teamB), .didTapStartGather])
    }
}
