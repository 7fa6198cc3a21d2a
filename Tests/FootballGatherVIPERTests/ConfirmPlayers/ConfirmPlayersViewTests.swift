import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Confirm players' view is passive: it turns every event into one presenter call.
@MainActor @Suite struct ConfirmPlayersViewTests {
    let scene = ViewFixture(presenter: ConfirmPlayersPresenterSpy()) { ConfirmPlayersView(presenter: $0) }

    @Test func confirmPlayersTurnsAMoveIntoSections() async {
        await scene.stage.show(scene.view, then:
            .move(RowPath(section: 0, row: 1), toSection: 2),
            .move(RowPath(section: 2, row: 0), toSection: 7), .tap("startGather"))

        #expect(scene.presenter.calls == [.viewDidLoad, .didMovePlayer(at: 1, from: .bench, to: .teamB), .didTapStartGather])
    }
}
