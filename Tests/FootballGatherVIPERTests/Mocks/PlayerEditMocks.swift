import FootballGatherModel
@testable import FootballGatherVIPER

final class PlayerEditViewMock: ViewSpy, PlayerEditViewConfigurable {
    var valueText = ""
    private(set) var field: PlayerField?
    private(set) var selectedOptionIndex: Int?

    func displayField(_ field: PlayerField, text: String, selectedOptionIndex: Int?) {
        self.field = field
        valueText = text
        self.selectedOptionIndex = selectedOptionIndex
    }

    func displaySelectedOption(_ index: Int?) {
        selectedOptionIndex = index
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
