import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Player edit's view is passive: it keeps the text it holds and turns every event into one
/// presenter call.
@MainActor @Suite struct PlayerEditViewTests {
    let stage = ScreenStage()

    @Test func playerEditKeepsTheTextAndForwardsChoicesAndDone() async {
        let presenter = PlayerEditPresenterSpy()
        let view = PlayerEditView(presenter: presenter)
        await stage.show(view)
        view.displayField(.name, content: .text("Ada"))

        await stage.send(.edit("value", text: "Ada K."), .select(RowPath(section: 0, row: 3)), .tap("done"))

        #expect(view.valueText == "Ada K.")
        #expect(presenter.calls == [.viewDidLoad, .didSelectOption(at: 3), .didTapDone])
        #expect(view.screen == PlayerEditScreen.make(field: .name, content: .text("Ada K.")))
    }
}
