import FootballGatherModel
@testable import FootballGatherVIPER

final class PlayerDetailsViewMock: PlayerDetailsViewConfigurable {
    /// Every title and values shown, in order.
    private(set) var shown: [(title: String, values: [PlayerField: String])] = []

    func displayDetails(title: String, values: [PlayerField: String]) {
        shown.append((title, values))
    }
}

final class PlayerDetailsRouterMock: PlayerDetailsRouterProtocol {
    private(set) var edits: [(field: PlayerField, player: Player)] = []
    private(set) weak var editDelegate: (any PlayerEditDelegate)?

    func showEdit(_ field: PlayerField, of player: Player, delegate: any PlayerEditDelegate) {
        edits.append((field, player))
        editDelegate = delegate
    }
}

final class PlayerEditDelegateSpy: PlayerEditDelegate {
    private(set) var updated: [Player] = []

    func didUpdatePlayer(_ player: Player) {
        updated.append(player)
    }
}

final class PlayerDetailsDelegateSpy: PlayerDetailsDelegate {
    private(set) var updated: [Player] = []

    func playerDetailsDidUpdatePlayer(_ player: Player) {
        updated.append(player)
    }
}
