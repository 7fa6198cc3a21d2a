import FootballGatherModel
import FootballGatherUI

// MARK: - Module output

/// Told when the gather started here has ended (Radu Dan's `ConfirmPlayersDelegate`).
@MainActor
protocol ConfirmPlayersDelegate: AnyObject {
    func didEndGather()
}

// MARK: - View

@MainActor
protocol ConfirmPlayersViewConfigurable: AnyObject {
    /// The line-up's three sections as rows, and whether "Start Gather" is enabled.
    func displayLineUp(bench: [ConfirmPlayersScreen.Row], teamA: [ConfirmPlayersScreen.Row],
                       teamB: [ConfirmPlayersScreen.Row], isStartEnabled: Bool)
}

typealias ConfirmPlayersViewProtocol = ConfirmPlayersViewConfigurable & LoadingView & ErrorHandler

// MARK: - Presenter

@MainActor
protocol ConfirmPlayersPresenterViewConfiguration: AnyObject {
    func viewDidLoad()
}

@MainActor
protocol ConfirmPlayersPresenterActionable: AnyObject {
    /// The `row`-th player of `section` was dragged to `destination`.
    func didMovePlayer(at row: Int, from section: LineUp.Section, to destination: LineUp.Section)
    func didTapStartGather() async
}

typealias ConfirmPlayersPresenterProtocol = ConfirmPlayersPresenterViewConfiguration & ConfirmPlayersPresenterActionable

/// How the interactor answers the presenter.
@MainActor
protocol ConfirmPlayersPresenterServiceHandler: AnyObject {
    func didStartGather(_ gather: Gather)
    func serviceFailed(with error: FootballGatherError)
}

// MARK: - Interactor

@MainActor
protocol ConfirmPlayersInteractorProtocol: AnyObject {
    /// Who is where; it knows whether the gather can start.
    var lineUp: LineUp { get }
    func movePlayer(at row: Int, in section: LineUp.Section, to destination: LineUp.Section)
    /// Saves the gather with both teams, in one transaction; the bench stays home.
    func startGather() async
}

// MARK: - Router

@MainActor
protocol ConfirmPlayersRouterProtocol: AnyObject {
    func showGather(_ gather: Gather, delegate: any GatherDelegate)
}
