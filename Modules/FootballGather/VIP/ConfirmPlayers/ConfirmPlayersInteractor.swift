import FootballGatherModel

/// Told when the gather started here has ended.
@MainActor
protocol ConfirmPlayersDelegate: AnyObject {
    func confirmPlayersDidEndGather()
}

/// What Confirm players' ViewController asks of its scene.
@MainActor
protocol ConfirmPlayersBusinessLogic: AnyObject {
    func fetchLineUp(request: ConfirmPlayers.FetchLineUp.Request)
    func movePlayer(request: ConfirmPlayers.MovePlayer.Request)
    func startGather(request: ConfirmPlayers.StartGather.Request) async
}

/// What Confirm players needs handed over, hands Gather, and hears back from it.
@MainActor
protocol ConfirmPlayersDataStore: GatherDelegate {
    var userID: Int64? { get set }
    /// Everyone starts on the bench.
    var lineUp: LineUp { get set }
    /// Players, told when the gather is over (weakly: it opened this scene).
    var delegate: (any ConfirmPlayersDelegate)? { get set }
    /// The gather once started.
    var gather: FootballGatherModel.Gather? { get }
}

/// Confirm players' business: the Model's `LineUp` rules (a gather needs both teams) and
/// starting the gather, once at a time.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersDataStore {
    var userID: Int64?
    var lineUp = LineUp(players: [])
    weak var delegate: (any ConfirmPlayersDelegate)?
    private(set) var gather: FootballGatherModel.Gather?
    private var isStarting = false
    let presenter: any ConfirmPlayersPresentationLogic
    private let worker: any ConfirmPlayersWorkerLogic

    init(presenter: any ConfirmPlayersPresentationLogic, worker: any ConfirmPlayersWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    private func setStarting(_ isStarting: Bool) {
        self.isStarting = isStarting
        presenter.presentLoading(response: ConfirmPlayers.Loading.Response(isLoading: isStarting))
    }
}

extension ConfirmPlayersInteractor: ConfirmPlayersBusinessLogic {
    func fetchLineUp(request: ConfirmPlayers.FetchLineUp.Request) {
        presenter.presentLineUp(response: ConfirmPlayers.FetchLineUp.Response(lineUp: lineUp))
    }

    func movePlayer(request: ConfirmPlayers.MovePlayer.Request) {
        lineUp.move(playerAt: request.row, in: request.from, to: request.to)
        fetchLineUp(request: ConfirmPlayers.FetchLineUp.Request())
    }

    func startGather(request: ConfirmPlayers.StartGather.Request) async {
        guard lineUp.canStartGather, !isStarting, let userID else { return }
        setStarting(true)
        do throws(FootballGatherError) {
            let started = try await worker.startGather(with: lineUp.gatherPlayers, of: userID)
            gather = started
            setStarting(false)
            presenter.presentStartedGather(response: ConfirmPlayers.StartGather.Response(error: nil))
        } catch {
            setStarting(false)
            presenter.presentStartedGather(response: ConfirmPlayers.StartGather.Response(error: error))
        }
    }
}

extension ConfirmPlayersInteractor: GatherDelegate {
    /// The whole flow Players started is over: Players hears of it (Gather's Router closes
    /// the flow).
    func gatherDidEnd() {
        delegate?.confirmPlayersDidEndGather()
    }
}
