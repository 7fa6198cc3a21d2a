import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Player edit's view is passive: it keeps the text it holds and turns every event into one
/// presenter call.
@MainActor @Suite struct PlayerEditViewTests {
    let scene = ViewFixture(presenter: PlayerEditPresenterSpy()) { PlayerEditView(presenter: $0) }

    @Test func playerEditKeepsTheTextAndForwardsChoicesAndDone() async {
        await scene.stage.show(scene.view)
        scene.view.displayField(.name, content: .text("Ada"))

        await scene.stage.send(.edit("value", text: "Ada K."), .select(RowPath(section: 0, row: 3)), .tap("done"))

        #expect(scene.view.valueText == "Ada K.")
        #expect(scene.presenter.calls == [.viewDidLoad, .didSelectOption(at: 3), .didTapDone])
        #expect(scene.view.screen == PlayerEditScreen.make(field: .name, content: .text("Ada K.")))
    }
}
