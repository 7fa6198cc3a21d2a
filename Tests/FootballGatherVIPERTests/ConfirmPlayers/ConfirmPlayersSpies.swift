import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import TestSupport

/// Confirm players' view: records what the presenter tells it.
final class ConfirmPlayersViewSpy: ConfirmPlayersViewConfigurable, ViewSpy {
    enum Call: ViewCall {
        case showLoadingView
        case hideLoadingView
        case handleError(String)
        case displayLineUp(bench: [ConfirmPlayersScreen.Row], teamA: [ConfirmPlayersScreen.Row],
                           teamB: [ConfirmPlayersScreen.Row], isStartEnabled: Bool)
    }

    let log = CallLog<Call, Void>(answers: ())

    func displayLineUp(bench: [ConfirmPlayersScreen.Row], teamA: [ConfirmPlayersScreen.Row],
                       teamB: [ConfirmPlayersScreen.Row], isStartEnabled: Bool) {
        log.record(.displayLineUp(bench: bench, teamA: teamA, teamB: teamB, isStartEnabled: isStartEnabled))
    }

    // What the last line-up shown was, read from the log.

    var sections: (bench: [ConfirmPlayersScreen.Row], teamA: [ConfirmPlayersScreen.Row], teamB: [ConfirmPlayersScreen.Row])? {
        for case let .displayLineUp(bench, teamA, teamB, _) in calls.reversed() { return (bench, teamA, teamB) }
        return nil
    }

    var isStartEnabled: Bool? {
        for case let .displayLineUp(_, _, _, isStartEnabled) in calls.reversed() { return isStartEnabled }
        return nil
    }

    /// The names shown in each section: bench, Team A, Team B.
    var names: [[String]]? {
        sections.map { [$0.bench, $0.teamA, $0.teamB].map { $0.map(\.name) } }
    }
}

/// Answers with the line-up it is given; moving players and starting the gather are only
/// recorded.
final class ConfirmPlayersInteractorSpy: ConfirmPlayersInteractorProtocol {
    enum Call: Equatable, Sendable {
        case movePlayer(at: Int, in: LineUp.Section, to: LineUp.Section)
        case startGather
    }

    struct Answers: Sendable {
        var lineUp: LineUp
    }

    let log: CallLog<Call, Answers>
    var calls: [Call] { log.calls }

    init(lineUp: LineUp) {
        log = CallLog(answers: Answers(lineUp: lineUp))
    }

    var lineUp: LineUp { log.answers.lineUp }

    func movePlayer(at row: Int, in section: LineUp.Section, to destination: LineUp.Section) {
        log.record(.movePlayer(at: row, in: section, to: destination))
    }

    func startGather() async { log.record(.startGather) }
}

final class ConfirmPlayersRouterSpy: ConfirmPlayersRouterProtocol {
    enum Call: Equatable, Sendable {
        case showGather(Gather)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }
    /// The delegate handed over, held weakly as the Gather module holds it.
    private(set) weak var gatherDelegate: (any GatherDelegate)?

    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        log.record(.showGather(gather))
        gatherDelegate = delegate
    }
}

/// Stands in for the module below a finished flow (Players).
final class GatherEndSpy: ConfirmPlayersDelegate, GatherDelegate {
    enum Call: Equatable, Sendable {
        case didEndGather
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didEndGather() { log.record(.didEndGather) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class ConfirmPlayersOutputSpy: ConfirmPlayersPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didStartGather(Gather)
        case serviceFailed(FootballGatherError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didStartGather(_ gather: Gather) { log.record(.didStartGather(gather)) }
    func serviceFailed(with error: FootballGatherError) { log.record(.serviceFailed(error)) }
}

/// Confirm players as the view sees it: every call is recorded, nothing else happens.
final class ConfirmPlayersPresenterSpy: ConfirmPlayersPresenterProtocol {
    enum Call: Equatable, Sendable {
        case viewDidLoad
        case didMovePlayer(at: Int, from: LineUp.Section, to: LineUp.Section)
        case didTapStartGather
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func viewDidLoad() { log.record(.viewDidLoad) }

    func didMovePlayer(at row: Int, from section: LineUp.Section, to destination: LineUp.Section) {
        log.record(.didMovePlayer(at: row, from: section, to: destination))
    }

    func didTapStartGather() async { log.record(.didTapStartGather) }
}
