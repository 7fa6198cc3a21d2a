import FootballGatherModel

/// Player details' parent (Players), handed every player an editor opened here has saved.
protocol PlayerDetailsDelegate: AnyObject, Sendable {
    @MainActor func playerDetailsDidUpdatePlayer(_ player: Player) async
}

/// The Player details scene's one side effect: passing a saved edit on to its parent.
protocol PlayerDetailsWorkerProtocol: AnyObject, Sendable {
    @MainActor func didUpdate(_ player: Player) async
}

@MainActor
final class PlayerDetailsWorker: PlayerDetailsWorkerProtocol {
    private weak var delegate: (any PlayerDetailsDelegate)?

    init(delegate: (any PlayerDetailsDelegate)?) {
        self.delegate = delegate
    }

    func didUpdate(_ player: Player) async {
        await delegate?.playerDetailsDidUpdatePlayer(player)
    }
}
