import FootballGatherModel

/// Told when an edit made from Player details is saved, with the player as stored.
@MainActor
protocol PlayerDetailsDelegate: AnyObject {
    func playerDetailsDidUpdate(_ player: Player)
}

/// What Player details' ViewController asks of its scene.
@MainActor
protocol PlayerDetailsBusinessLogic: AnyObject {
    func fetchPlayer(request: PlayerDetails.FetchPlayer.Request)
}

/// What Player details needs handed over before it shows, and hands its editor.
@MainActor
protocol PlayerDetailsDataStore: PlayerEditDelegate {
    var userID: Int64? { get set }
    var player: Player? { get set }
    /// Players, told of every saved edit (weakly: it outlives this scene).
    var delegate: (any PlayerDetailsDelegate)? { get set }
}

/// Player details' business: the one player shown, kept as its editor saves it, and passed
/// on to Players.
@MainActor
final class PlayerDetailsInteractor: PlayerDetailsDataStore {
    var userID: Int64?
    var player: Player?
    weak var delegate: (any PlayerDetailsDelegate)?
    let presenter: any PlayerDetailsPresentationLogic
    let worker: any PlayerDetailsWorkerLogic

    init(presenter: any PlayerDetailsPresentationLogic, worker: any PlayerDetailsWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension PlayerDetailsInteractor: PlayerDetailsBusinessLogic {
    func fetchPlayer(request: PlayerDetails.FetchPlayer.Request) {
        guard let player else { return }
        presenter.presentPlayer(response: PlayerDetails.FetchPlayer.Response(player: player))
    }
}

extension PlayerDetailsInteractor: PlayerEditDelegate {
    /// The edit is saved: shown here, and on Players.
    func playerEditDidSave(_ saved: Player) {
        guard saved.id == player?.id else { return }
        player = saved
        fetchPlayer(request: PlayerDetails.FetchPlayer.Request())
        delegate?.playerDetailsDidUpdate(saved)
    }
}
