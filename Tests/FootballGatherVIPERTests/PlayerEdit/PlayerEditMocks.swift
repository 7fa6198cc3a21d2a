import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER

final class PlayerEditViewMock: ViewSpy, PlayerEditViewConfigurable {
    var valueText = ""
    private(set) var field: PlayerField?
    private(set) var content: PlayerEditScreen.Content?

    /// The ticked option's position, nil for none (or for a text field).
    var checkedIndex: Int? {
        guard case .options(let options) = content else { return nil }
        return options.firstIndex(where: \.isChecked)
    }

    func displayField(_ field: PlayerField, content: PlayerEditScreen.Content) {
        self.field = field
        self.content = content
        if case .text(let text) = content { valueText = text }
        record()
    }
}

final class PlayerEditInteractorMock: Spy, PlayerEditInteractorProtocol {
    let field: PlayerField
    let player: Player
    private(set) var saves: [(text: String, selectedOptionIndex: Int?)] = []

    init(field: PlayerField, player: Player) {
        self.field = field
        self.player = player
    }

    func savePlayer(text: String, selectedOptionIndex: Int?) async {
        record()
        saves.append((text, selectedOptionIndex))
    }
}

final class PlayerEditOutputSpy: PlayerEditPresenterServiceHandler {
    private(set) var saved: Player?
    private(set) var error: FootballGatherError?

    func didSavePlayer(_ player: Player) { saved = player }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}

final class PlayerEditRouterMock: PlayerEditRouterProtocol {
    private(set) var dismissals = 0

    func dismissEditView() { dismissals += 1 }
}
