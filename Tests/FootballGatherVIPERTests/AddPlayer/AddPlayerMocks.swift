import FootballGatherModel
@testable import FootballGatherVIPER

final class AddPlayerViewMock: ViewSpy, AddPlayerViewConfigurable {
    var nameText = ""
    private(set) var isDoneEnabled: Bool?

    func setDoneEnabled(_ isEnabled: Bool) {
        isDoneEnabled = isEnabled
    }
}

/// Uses the real rule for "Done"; saving is only written down.
final class AddPlayerInteractorMock: Spy, AddPlayerInteractorProtocol {
    private(set) var addedNames: [String] = []

    func canAddPlayer(named name: String) -> Bool {
        PlayerDraft(name: name).canSubmit
    }

    func addPlayer(named name: String) async {
        record()
        addedNames.append(name)
    }
}

final class AddPlayerDelegateSpy: AddPlayerDelegate {
    private(set) var added: [Player] = []

    func didAddPlayer(_ player: Player) {
        added.append(player)
    }
}

final class AddPlayerOutputSpy: AddPlayerPresenterServiceHandler {
    private(set) var added: Player?
    private(set) var error: FootballGatherError?

    func didAddPlayer(_ player: Player) { added = player }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}

final class AddPlayerRouterMock: AddPlayerRouterProtocol {
    private(set) var dismissals = 0

    func dismissAddView() { dismissals += 1 }
}
